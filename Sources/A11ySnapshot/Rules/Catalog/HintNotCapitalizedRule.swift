/// `hint-not-capitalized`: hints are sentences.
struct HintNotCapitalizedRule: ElementRule {
    static let judgesContainers = true

    let description = RuleDescription(
        id: "hint-not-capitalized", title: "Hints start with a capital letter", category: .hints,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "A hint is read as a sentence; a capital start gives VoiceOver the right intonation.",
        fix: "Capitalize the hint's first word.",
        examples: [
            .triggers("A lowercase hint", [.button("Play", hint: "plays the song.", frame: Frame(16, 100, 80, 44))]),
            .passes("A capitalized hint", [.button("Play", hint: "Plays the song.", frame: Frame(16, 100, 80, 44))]),
        ])

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        guard let hint = node.element.hint?.trimmedWhitespace, TextShape.startsLowercase(hint) else { return .passes }
        return .violation("Hint \"\(hint)\" starts with a lowercase letter.")
    }
}
