/// `label-missing`: an interactive element or image VoiceOver can only announce by its role.
struct LabelMissingRule: Rule {
    let description = RuleDescription(
        id: "label-missing", title: "Interactive elements and images have a label", category: .labels,
        severity: .error, wcag: ["1.1.1", "4.1.2"], level: .a,
        rationale: "Without a label VoiceOver announces only the role (\"button\"), so the element's purpose is unknown.",
        fix: "Set accessibilityLabel to a short name of what the element does or shows.",
        examples: [
            .triggers("An icon button without a label", [.button("", frame: Frame(16, 100, 44, 44))]),
            .triggers("A label of spaces only", [.image("   ", frame: Frame(16, 100, 100, 100))]),
            .passes("A labelled button", [.button("Share", frame: Frame(16, 100, 44, 44))]),
            .passes("Unlabelled static text is not an interactive element", [.staticText("", frame: Frame(16, 100, 100, 20))]),
        ])

    func evaluate(_ tree: RuleTree, nodes: Range<Int>, options: RuleOptionValues, into findings: inout RuleFindings) {
        for index in nodes {
            let node = tree.nodes[index]
            guard node.kind.contains(.interactive) || node.kind.contains(.image), !node.isContainer,
                  node.trimmedLabelByteCount == 0 else { continue }
            // A field with a placeholder is placeholder-as-label's finding.
            if node.kind.contains(.textInput), !(node.element.placeholder ?? "").trimmedWhitespace.isEmpty { continue }
            let what = node.kind.contains(.interactive) ? "interactive element" : "image"
            let spoken = node.element.label.isEmpty ? "has no label" : "has a label of whitespace only"
            findings.report(index, "This \(what) \(spoken); VoiceOver announces only its role.")
        }
    }
}
