/// `hint-contains-role`: the role is announced before the hint already.
struct HintContainsRoleRule: Rule {
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

    func evaluate(_ tree: RuleTree, nodes: Range<Int>, options: RuleOptionValues, into findings: inout RuleFindings) {
        let lists = RoleWords.lists(options)
        for index in nodes {
            let node = tree.nodes[index]
            guard let hint = node.element.hint, !hint.isEmpty,
                  let word = RoleWords.firstMatch(in: WordTokenizer.words(hint), for: node, lists: lists) else { continue }
            findings.report(index, "Hint \"\(hint.trimmedWhitespace)\" contains the role word \"\(word)\", which VoiceOver already announces.")
        }
    }
}
