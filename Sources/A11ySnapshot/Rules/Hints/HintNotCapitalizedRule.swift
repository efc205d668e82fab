/// `hint-not-capitalized`: hints are sentences.
struct HintNotCapitalizedRule: Rule {
    let description = RuleDescription(
        id: "hint-not-capitalized", title: "Hints start with a capital letter", category: .hints,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "A hint is read as a sentence; a capital start gives VoiceOver the right intonation.",
        fix: "Capitalize the hint's first word.",
        examples: [
            .triggers("A lowercase hint", [.button("Play", hint: "plays the song.", frame: Frame(16, 100, 80, 44))]),
            .passes("A capitalized hint", [.button("Play", hint: "Plays the song.", frame: Frame(16, 100, 80, 44))]),
        ])

    func evaluate(_ tree: RuleTree, nodes: Range<Int>, options: RuleOptionValues, into findings: inout RuleFindings) {
        for index in nodes {
            guard let hint = tree.nodes[index].element.hint?.trimmedWhitespace, TextShape.startsLowercase(hint) else { continue }
            findings.report(index, "Hint \"\(hint)\" starts with a lowercase letter.")
        }
    }
}
