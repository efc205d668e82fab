/// `hint-contains-role`: the role is announced before the hint already.
struct HintContainsRoleRule: ElementRule {
    static let judgesContainers = true

    let description = RuleDescription(
        id: "hint-contains-role", title: "Hints do not name the element's role", category: .hints,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "VoiceOver announces the role from the traits; \"Button that plays the song.\" says it twice.",
        fix: "Start the hint with what happens (\"Plays the song.\").",
        options: RoleWords.options.map(\.declaration),
        examples: [
            .triggers("\"This button plays the song.\"", [.button("Play", hint: "This button plays the song.", frame: Frame(16, 100, 80, 44))]),
            .passes("A hint about the result", [.button("Play", hint: "Plays the song.", frame: Frame(16, 100, 80, 44))]),
        ])

    func context(_ options: RuleOptionValues) -> [WordList] {
        RoleWords.lists(options)
    }

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ lists: inout [WordList]) -> ElementVerdict {
        guard let hint = node.element.hint, !hint.isEmpty,
              let word = RoleWords.firstMatch(in: WordTokenizer.words(hint), for: node, lists: lists) else { return .passes }
        return .violation("Hint \"\(hint.trimmedWhitespace)\" contains the role word \"\(word)\", which screen readers already announce.")
    }
}
