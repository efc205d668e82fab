/// `placeholder-as-label`: the placeholder disappears as soon as someone types. UIKit reads a
/// text field's placeholder as its label when none is set, so XCUI reports a field named only by
/// its placeholder with that placeholder as its label too.
struct PlaceholderAsLabelRule: ElementRule {
    let description = RuleDescription(
        id: "placeholder-as-label", title: "Fields have a label, not just a placeholder", category: .labels,
        severity: .error, wcag: ["3.3.2", "4.1.2"], level: .a,
        rationale: "A placeholder is not a name: it vanishes once the field has text, and VoiceOver may not read it as the label.",
        fix: "Give the field an accessibilityLabel (or a visible label) and keep the placeholder as an example.",
        examples: [
            .triggers("A field with only a placeholder", [.textField("", placeholder: "Email", frame: Frame(16, 100, 361, 44))]),
            .triggers("A secure field whose label is its placeholder", [.secureTextField("Password", placeholder: "Password", frame: Frame(16, 100, 361, 44))]),
            // A Flutter pet app's caption field (uiautomator): its counter is a focus stop inside it.
            .triggers("A field with only a placeholder that holds a character counter", [{
                var field = AccessibilityElement.textField("", placeholder: "What happened today?", frame: Frame(16, 300, 361, 120))
                field.children = [AccessibilityElement(label: "2000 characters remaining", frame: Frame(280, 396, 80, 20))]
                return field
            }()]),
            .passes("A field with a label and a placeholder", [.textField("Email", placeholder: "you@example.com", frame: Frame(16, 100, 361, 44))]),
            .passes("A field with a label and no placeholder", [.secureTextField("Password", frame: Frame(16, 100, 361, 44))]),
        ])

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        guard node.kind.contains(.textInput),
              let placeholder = node.element.placeholder?.trimmedWhitespace, !placeholder.isEmpty else { return .passes }
        if node.trimmedLabelByteCount == 0 {
            return .violation("The field has no label, only the placeholder \"\(placeholder)\".")
        }
        guard node.trimmedLabel.caseInsensitiveCompare(placeholder) == .orderedSame else { return .passes }
        return .violation("The field's label is its placeholder \"\(placeholder)\", which is all UIKit reads when no label is set.")
    }
}
