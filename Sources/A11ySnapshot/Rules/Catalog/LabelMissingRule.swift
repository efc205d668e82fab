/// `label-missing`: an interactive element or image VoiceOver can only announce by its role.
struct LabelMissingRule: ElementRule {
    let description = RuleDescription(
        id: "label-missing", title: "Interactive elements and images have a label", category: .labels,
        severity: .error, wcag: ["1.1.1", "4.1.2"], level: .a,
        rationale: "Without a label VoiceOver announces only the role (\"button\"), so the element's purpose is unknown.",
        fix: "Set accessibilityLabel to a short name of what the element does or shows.",
        examples: [
            .triggers("An icon button without a label", [.button("", frame: Frame(16, 100, 44, 44))]),
            .triggers("A label of spaces only", [.image("   ", frame: Frame(16, 100, 100, 100))]),
            .passes("A labelled button", [.button("Share", frame: Frame(16, 100, 44, 44))]),
            // A Zomato sheet's back button (UiAutomator2): an icon font's glyph as its only text.
            .triggers("A button labelled with an icon-font glyph", [.button("\u{E821}", frame: Frame(16, 100, 44, 44))]),
            .passes("Unlabelled static text is not an interactive element", [.staticText("", frame: Frame(16, 100, 100, 20))]),
        ])

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        guard node.kind.contains(.interactive) || node.kind.contains(.image) else { return .passes }
        let what = node.kind.contains(.interactive) ? "interactive element" : "image"
        if node.trimmedLabelByteCount > 0 {
            guard TextShape.isIconFontGlyphs(node.trimmedLabel) else { return .passes }
            return .violation("This \(what)'s label is icon-font characters only, which screen readers do not speak; they announce only its role.")
        }
        // A field with a placeholder is placeholder-as-label's finding.
        if node.kind.contains(.textInput), !(node.element.placeholder ?? "").trimmedWhitespace.isEmpty { return .passes }
        let spoken = node.element.label.isEmpty ? "has no label" : "has a label of whitespace only"
        return .violation("This \(what) \(spoken); screen readers announce only its role.")
    }
}
