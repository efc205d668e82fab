/// `placeholder-as-label`: the placeholder disappears as soon as someone types. UIKit reads a
/// text field's placeholder as its label when none is set, so XCUI reports a field named only by
/// its placeholder with that placeholder as its label too. On Android TalkBack reads the hint
/// with text or without (`AccessibilityNodeInfo.setHintText`, Android 8), so the field keeps its
/// spoken name; what is lost is the visible one (WCAG 3.3.2), and the message says so.
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
            // An Android courier app's sign-in (uiautomator): "Agent ID" is the field's hint.
            .triggers("On Android, a field named only by its hint, which TalkBack reads but the screen hides once there is text",
                      [.textField("", placeholder: "Agent ID", frame: Frame(48, 900, 984, 150))], platform: .android),
        ])

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        guard node.kind.contains(.textInput),
              let placeholder = node.element.placeholder?.trimmedWhitespace, !placeholder.isEmpty else { return .passes }
        if node.trimmedLabelByteCount == 0 {
            if tree.snapshot.screenPlatform == .android {
                return .violation("The field has no label, only the hint \"\(placeholder)\": TalkBack reads it, but it leaves the screen once the field has text.")
            }
            return .violation("The field has no label, only the placeholder \"\(placeholder)\".")
        }
        guard node.trimmedLabel.caseInsensitiveCompare(placeholder) == .orderedSame else { return .passes }
        return .violation("The field's label is its placeholder \"\(placeholder)\", which is all UIKit reads when no label is set.")
    }
}
