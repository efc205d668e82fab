/// `hint-missing-period`: hints are sentences and end like one.
struct HintMissingPeriodRule: Rule {
    let description = RuleDescription(
        id: "hint-missing-period", title: "Hints end with a period", category: .hints,
        severity: .info, wcag: [], level: .bestPractice,
        rationale: "Apple's guidance writes hints as sentences; the period gives VoiceOver a falling tone at the end.",
        fix: "End the hint with a period.",
        examples: [
            .triggers("A hint without a period", [.button("Play", hint: "Plays the song", frame: Frame(16, 100, 80, 44))]),
            .passes("A hint ending with a period", [.button("Play", hint: "Plays the song.", frame: Frame(16, 100, 80, 44))]),
            .passes("A question", [.button("Delete", hint: "Asks before deleting. Continue?", frame: Frame(16, 100, 80, 44))]),
        ])

    func evaluate(_ tree: RuleTree, nodes: Range<Int>, options: RuleOptionValues, into findings: inout RuleFindings) {
        for index in nodes {
            guard let hint = tree.nodes[index].element.hint?.trimmedWhitespace, let last = hint.last,
                  !".!?…".contains(last) else { continue }
            findings.report(index, "Hint \"\(hint)\" does not end with a period.")
        }
    }
}
