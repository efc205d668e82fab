/// `element-too-small`: an element too small to see or to touch.
struct ElementTooSmallRule: ElementRule {
    enum Option {
        static let minimumSize = RuleOption.Number("minimumSize", 14, "The smallest width and height of any element, in points.")
    }

    let description = RuleDescription(
        id: "element-too-small", title: "Elements are at least 14 pt in each direction", category: .geometry,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "An element under 14 pt is hard to see, and its VoiceOver cursor hard to follow; it is often a layout mistake.",
        fix: "Give the element a readable size, or hide it from accessibility if it is decoration.",
        options: [Option.minimumSize.declaration],
        examples: [
            .triggers("A 10 pt tall label", [.staticText("Beta", frame: Frame(16, 100, 40, 10))]),
            .passes("A 20 pt tall label", [.staticText("Beta", frame: Frame(16, 100, 40, 20))]),
            .passes("An empty text, which says nothing to find (a form's error line before any error)",
                    [.staticText("", frame: Frame(16, 767, 343, 12))]),
        ],
        requiredSourceData: .pointFrames)

    func context(_ options: RuleOptionValues) -> Double {
        options[Option.minimumSize]
    }

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ minimum: inout Double) -> ElementVerdict {
        let frame = node.element.frame
        guard frame.width > 0, frame.height > 0, frame.width < minimum || frame.height < minimum else { return .passes }
        // An empty text has nothing to see or to find (a form's error line before any error).
        if node.kind.contains(.staticText), !node.isInteractive, node.trimmedLabelByteCount == 0, node.element.value?.isEmpty ?? true {
            return .passes
        }
        return .violation("Element is \(frame.sizeDescription); at least \(Points.format(minimum)) pt in each direction is expected.")
    }
}
