/// `image-label-repeats-text`: an image labelled with the very text next to it, which a screen
/// reader then reads twice.
struct ImageLabelRepeatsTextRule: ElementRule {
    let description = RuleDescription(
        id: "image-label-repeats-text", title: "Images do not repeat the text beside them", category: .images,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "A screen reader stops on the image and then on the text next to it, so a picture labelled with its caption, or with the heading it illustrates, is heard twice. Both are text alternatives, so this is redundancy, not a failure of WCAG 1.1.1.",
        fix: "Hide the image from accessibility when the text says all it shows (isAccessibilityElement = false; on Android importantForAccessibility=\"no\" or a null contentDescription), or make the image and the text one element.",
        examples: [
            // A Vietnamese finance app's welcome screen (Compose, uiautomator): the illustration's
            // description is the headline under it.
            .triggers("An illustration described as the headline under it", [
                .image("Take control of your money", frame: Frame(16, 100, 361, 240)),
                .staticText("Take control of your money", frame: Frame(16, 360, 361, 60)),
            ]),
            // An Expo dev menu (Compose): a warning sign, then its word.
            .triggers("An icon named as the word after it, in other capitals", [
                .image("Warning", frame: Frame(16, 100, 24, 24)), .staticText("WARNING", frame: Frame(48, 100, 200, 24)),
            ]),
            .passes("An image that says more than the text", [
                .image("Cashflow chart, income up 12 %", frame: Frame(16, 100, 361, 200)), .staticText("Income", frame: Frame(16, 320, 100, 24)),
            ]),
            .passes("A control named as the text beside it, which it acts on", [
                AccessibilityElement(label: "Income", traits: [.button, .image], frame: Frame(16, 100, 44, 44), type: .image),
                .staticText("Income", frame: Frame(68, 110, 100, 24)),
            ]),
            .passes("The same text with an image between other elements", [
                .image("Harbour", frame: Frame(16, 100, 361, 200)), .button("Share", frame: Frame(16, 310, 80, 44)),
                .staticText("Harbour", frame: Frame(16, 360, 200, 24)),
            ]),
        ])

    func check(at index: Int, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        let node = tree.nodes[index]
        guard node.kind.contains(.image), !node.kind.contains(.interactive), node.element.children.isEmpty,
              node.trimmedLabelByteCount > 1 else { return .passes }
        for step in [-1, 1] {
            guard let other = Self.neighbour(of: index, step: step, in: tree) else { continue }
            let text = tree.nodes[other]
            guard !text.kind.contains(.interactive), !text.kind.contains(.image), text.trimmedLabelByteCount == node.trimmedLabelByteCount,
                  Self.sameWords(text.trimmedLabel, node.trimmedLabel) else { continue }
            return .violation("Image label \"\(node.trimmedLabel)\" is the text beside it (at [\(tree.path(of: other))]): screen readers read it twice.")
        }
        return .passes
    }

    /// An image alone repeats nothing: ``check(at:in:_:)`` reads it with its neighbours.
    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict { .passes }

    /// The element before or after `index` in reading order that is no container.
    private static func neighbour(of index: Int, step: Int, in tree: RuleTree) -> Int? {
        var other = index + step
        while tree.nodes.indices.contains(other), tree.nodes[other].isContainer { other += step }
        return tree.nodes.indices.contains(other) ? other : nil
    }

    /// The same text whatever its capitals and line breaks: "Warning" and "WARNING" sound alike.
    private static func sameWords(_ a: Substring, _ b: Substring) -> Bool {
        a.lowercased().split(whereSeparator: \.isWhitespace) == b.lowercased().split(whereSeparator: \.isWhitespace)
    }
}
