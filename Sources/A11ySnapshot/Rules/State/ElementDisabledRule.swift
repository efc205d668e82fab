/// `element-disabled`: a control that is dimmed when captured.
struct ElementDisabledRule: Rule {
    let description = RuleDescription(
        id: "element-disabled", title: "Disabled controls are noted", category: .state,
        severity: .info, wcag: [], level: .bestPractice,
        rationale: "VoiceOver says \"dimmed\" and the control does nothing; check that the reason is clear from the screen.",
        fix: "Explain nearby why the control is unavailable, or keep it enabled and explain on activation.",
        examples: [
            .triggers("A disabled button", [.button("Log in", frame: Frame(16, 100, 361, 50), isEnabled: false)]),
            .passes("An enabled button", [.button("Log in", frame: Frame(16, 100, 361, 50))]),
        ])

    func evaluate(_ tree: RuleTree, nodes: Range<Int>, options: RuleOptionValues, into findings: inout RuleFindings) {
        for index in nodes {
            let node = tree.nodes[index]
            guard node.isInteractive, !node.isContainer, !node.element.isEnabled else { continue }
            findings.report(index, "This control is disabled; VoiceOver announces it as dimmed.")
        }
    }
}
