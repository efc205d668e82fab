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
            // A SwiftUI wizard's section captions on iOS 27 (a debugDescription): 11-pt text, one line 13.3 pt tall.
            .passes("A caption in 11-pt text, the smallest size Apple recommends, one line 13.3 pt tall",
                    [.staticText("MODELS", frame: Frame(24, 402, 44.7, 13.3))]),
            .triggers("A line of 10-pt text, 12 pt tall", [.staticText("Mail Address", frame: Frame(16, 100, 83, 12))]),
            .triggers("A caption as narrow as its one letter", [.staticText("A", frame: Frame(16, 100, 8, 13.3))]),
        ],
        requiredSourceData: .pointFrames)

    func context(_ options: RuleOptionValues) -> Double {
        options[Option.minimumSize]
    }

    /// The height of one line of 11-pt text (13.1 pt, 13.3 on a 3× screen), the smallest text
    /// size Apple's Human Interface Guidelines recommend: a text that tall is no smaller than it
    /// should be, though under the minimum. 10-pt text is 12 pt tall.
    static let smallestTextLine = 13.0

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ minimum: inout Double) -> ElementVerdict {
        let frame = node.element.frame
        guard frame.width > 0, frame.height > 0, frame.width < minimum || frame.height < minimum else { return .passes }
        if node.kind.contains(.staticText), !node.isInteractive {
            // An empty text has nothing to see or to find (a form's error line before any error).
            if node.trimmedLabelByteCount == 0, node.element.value?.isEmpty ?? true { return .passes }
            if frame.width >= minimum, frame.height >= min(minimum, Self.smallestTextLine) { return .passes }
        }
        return .violation("Element is \(frame.sizeDescription); at least \(Points.format(minimum)) pt in each direction is expected.")
    }
}
