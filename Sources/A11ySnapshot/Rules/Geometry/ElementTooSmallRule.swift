/// `element-too-small`: an element too small to see or to touch.
struct ElementTooSmallRule: Rule {
    /// The rule's options, declared once: the description lists them, `evaluate` reads them.
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
        ],
        requiredSourceData: .pointFrames)

    func evaluate(_ tree: RuleTree, nodes: Range<Int>, options: RuleOptionValues, into findings: inout RuleFindings) {
        let minimum = options[Option.minimumSize]
        for index in nodes {
            let node = tree.nodes[index]
            let frame = node.element.frame
            guard !node.isContainer, frame.width > 0, frame.height > 0, frame.width < minimum || frame.height < minimum else { continue }
            findings.report(index, "Element is \(frame.sizeDescription); at least \(Points.format(minimum)) pt in each direction is expected.")
        }
    }
}
