/// `element-zero-size`: an element with no area.
struct ElementZeroSizeRule: ElementRule {
    let description = RuleDescription(
        id: "element-zero-size", title: "Elements have a size", category: .geometry,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "VoiceOver can focus an element without area but cannot show or activate it where it is; usually a hidden view left exposed.",
        fix: "Hide the element from accessibility while it is collapsed, or give it its real frame.",
        examples: [
            .triggers("A button with a zero frame", [.button("Retry", frame: Frame(16, 100, 0, 0))]),
            .passes("A button with a frame", [.button("Retry", frame: Frame(16, 100, 80, 44))]),
        ])

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        let frame = node.element.frame
        guard frame.width <= 0 || frame.height <= 0 else { return .passes }
        return .violation("Element is \(frame.sizeDescription(in: tree.frameUnit)).")
    }
}
