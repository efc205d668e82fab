/// `element-offscreen`, opt-in: an element VoiceOver reaches but nobody sees.
struct ElementOffscreenRule: ElementRule {
    static let judgesContainers = true

    let description = RuleDescription(
        id: "element-offscreen", title: "Elements are inside the screen", category: .geometry,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "An element entirely outside the viewport is still in the VoiceOver order but invisible, often a menu or banner left exposed after it moved away. "
            + "A dump cannot tell it from content scrolled out of view, which VoiceOver scrolls to, so the rule is off until the configuration names it.",
        fix: "Hide off-screen content from accessibility until it is shown (accessibilityElementsHidden or isHidden on iOS; importantForAccessibility=\"noHideDescendants\" or visibility GONE on Android).",
        examples: [
            .triggers("A banner above the screen", [.staticText("Saved", frame: Frame(0, -100, 393, 44))]),
            .passes("A button on screen", [.button("Save", frame: Frame(16, 100, 80, 44))]),
        ],
        isOptIn: true)

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        let viewport = tree.viewport
        guard viewport.width > 0, viewport.height > 0 else { return .passes }
        let frame = node.element.frame
        let beyondX = frame.width > 0 ? frame.maxX <= viewport.minX || frame.minX >= viewport.maxX
            : frame.minX < viewport.minX || frame.minX > viewport.maxX
        let beyondY = frame.height > 0 ? frame.maxY <= viewport.minY || frame.minY >= viewport.maxY
            : frame.minY < viewport.minY || frame.minY > viewport.maxY
        guard beyondX || beyondY else { return .passes }
        return .violation("Element frame \(frame) lies outside the viewport \(viewport).")
    }
}
