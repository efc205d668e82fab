/// `placeholder-as-label`: the placeholder disappears as soon as someone types.
struct PlaceholderAsLabelRule: ElementRule {
    let description = RuleDescription(
        id: "placeholder-as-label", title: "Fields have a label, not just a placeholder", category: .labels,
        severity: .error, wcag: ["3.3.2", "4.1.2"], level: .a,
        rationale: "A placeholder is not a name: it vanishes once the field has text, and VoiceOver may not read it as the label.",
        fix: "Give the field an accessibilityLabel (or a visible label) and keep the placeholder as an example.",
        examples: [
            .triggers("A field with only a placeholder", [.textField("", placeholder: "Email", frame: Frame(16, 100, 361, 44))]),
            .passes("A field with a label and a placeholder", [.textField("Email", placeholder: "you@example.com", frame: Frame(16, 100, 361, 44))]),
        ])

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        guard node.kind.contains(.textInput), node.trimmedLabelByteCount == 0,
              let placeholder = node.element.placeholder?.trimmedWhitespace, !placeholder.isEmpty else { return .passes }
        return .violation("The field has no label, only the placeholder \"\(placeholder)\".")
    }
}
