/// `label-contains-role`: the traits already make VoiceOver say the role.
struct LabelContainsRoleRule: ElementRule {
    let description = RuleDescription(
        id: "label-contains-role", title: "Labels do not repeat the element's role", category: .labels,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "VoiceOver speaks the role from the traits, so \"Add button\" is heard as \"Add button, button\".",
        fix: "Remove the role word from the label and let the trait announce it.",
        options: RoleWords.options.map(\.declaration),
        examples: [
            .triggers("\"Add button\" on a button", [.button("Add button", frame: Frame(16, 100, 120, 44))]),
            .triggers("\"Close icon link\" on a link", [.link("Close icon link", frame: Frame(16, 100, 160, 44))]),
            .passes("A role word inside another word (\"Blinking lights\")", [.link("Blinking lights", frame: Frame(16, 100, 160, 44))]),
            .passes("A role word of another role (\"Link account\" on a button)", [.button("Link account", frame: Frame(16, 100, 160, 44))]),
        ])

    func context(_ options: RuleOptionValues) -> [WordList] {
        RoleWords.lists(options)
    }

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ lists: inout [WordList]) -> ElementVerdict {
        guard !node.labelWords.isEmpty,
              let word = RoleWords.firstMatch(in: node.labelWords, for: node, lists: lists) else { return .passes }
        return .violation("Label \"\(node.trimmedLabel)\" contains the role word \"\(word)\", which VoiceOver already announces.")
    }
}
