/// `button-missing-trait`: a button VoiceOver does not announce as one.
struct ButtonMissingTraitRule: Rule {
    let description = RuleDescription(
        id: "button-missing-trait", title: "Buttons have the button or link trait", category: .traits,
        severity: .error, wcag: ["4.1.2"], level: .a,
        rationale: "Without the trait VoiceOver does not say \"button\", so people do not know they can activate it.",
        fix: "Add the .button trait (or .link when it navigates to content).",
        examples: [
            .triggers("A button without traits", [.button("Save", frame: Frame(16, 100, 80, 44)).with(\.traits, [])]),
            .passes("A button with the button trait", [.button("Save", frame: Frame(16, 100, 80, 44))]),
            .passes("A button with the link trait", [.button("Terms", frame: Frame(16, 100, 80, 44)).with(\.traits, .link)]),
        ],
        requiredSourceData: .traits)

    func evaluate(_ tree: RuleTree, nodes: Range<Int>, options: RuleOptionValues, into findings: inout RuleFindings) {
        for index in nodes {
            let node = tree.nodes[index]
            guard node.element.type == .button, node.element.traits.isDisjoint(with: [.button, .link]) else { continue }
            findings.report(index, "This button has neither the button nor the link trait.")
        }
    }
}
