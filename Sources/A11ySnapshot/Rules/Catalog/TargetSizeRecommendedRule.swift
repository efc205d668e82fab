/// `target-size-recommended`: Apple's and WCAG 2.5.5's 44 × 44 pt.
struct TargetSizeRecommendedRule: ElementRule {
    enum Option {
        static let recommendedSize = RuleOption.Number("recommendedSize", 44, "The recommended smallest width and height, in points.")
    }

    let description = RuleDescription(
        id: "target-size-recommended", title: "Targets are at least 44 × 44 pt", category: .geometry,
        severity: .warning, wcag: ["2.5.5"], level: .aaa,
        rationale: "Apple's Human Interface Guidelines and WCAG 2.5.5 ask for 44 × 44 pt so every target is comfortable to hit.",
        fix: "Enlarge the element or its hit area to 44 × 44 pt.",
        options: [Option.recommendedSize.declaration],
        examples: [
            .triggers("A 36 pt tall search field", [.searchField("Search", frame: Frame(16, 100, 361, 36))]),
            .passes("A 44 pt button", [.button("Play", frame: Frame(16, 100, 44, 44))]),
            .passes("Static text is not a target", [.staticText("Caption", frame: Frame(16, 100, 80, 16))]),
        ],
        requiredSourceData: .pointFrames,
        supersededBy: "target-size-minimum")

    func context(_ options: RuleOptionValues) -> (size: Double, previous: RepeatedMessage<Frame.Size>) {
        (options[Option.recommendedSize], RepeatedMessage())
    }

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ context: inout (size: Double, previous: RepeatedMessage<Frame.Size>)) -> ElementVerdict {
        guard FramePairs.isTarget(node) else { return .passes }
        let (frame, size) = (node.element.frame, context.size)
        guard frame.width < size || frame.height < size else { return .passes }
        return .violation(context.previous.message(for: frame.size) {
            "Target is \(frame.sizeDescription); \(Points.format(size)) × \(Points.format(size)) pt is recommended."
        })
    }
}
