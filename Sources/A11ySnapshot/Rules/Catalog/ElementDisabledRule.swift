/// `element-disabled`: a control that is dimmed when captured.
struct ElementDisabledRule: ElementRule {
    let description = RuleDescription(
        id: "element-disabled", title: "Disabled controls are noted", category: .state,
        severity: .info, wcag: [], level: .bestPractice,
        rationale: "VoiceOver says \"dimmed\" and the control does nothing; check that the reason is clear from the screen.",
        fix: "Explain nearby why the control is unavailable, or keep it enabled and explain on activation.",
        examples: [
            .triggers("A disabled button", [.button("Log in", frame: Frame(16, 100, 361, 50), isEnabled: false)]),
            .passes("An enabled button", [.button("Log in", frame: Frame(16, 100, 361, 50))]),
        ])

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        guard node.isInteractive, !node.element.isEnabled else { return .passes }
        return .violation("This control is disabled; VoiceOver announces it as dimmed, TalkBack as disabled.")
    }
}
