/// `hint-repeats-label`: the hint says the label again.
struct HintRepeatsLabelRule: Rule {
    let description = RuleDescription(
        id: "hint-repeats-label", title: "Hints add to the label instead of repeating it", category: .hints,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "VoiceOver reads the label, then the hint; a hint that starts by restating the label makes every visit longer.",
        fix: "Describe the result of the action (\"Plays the song.\") without restating the label.",
        examples: [
            .triggers("The hint starts with the label", [.button("Play song", hint: "Play song to hear it.", frame: Frame(16, 100, 120, 44))]),
            .passes("The hint describes the result", [.button("Play", hint: "Plays the song.", frame: Frame(16, 100, 80, 44))]),
            .passes("The hint mentions the label's subject", [.button("Text Size", hint: "Opens text size options.", frame: Frame(16, 100, 200, 44))]),
        ])

    func evaluate(_ tree: RuleTree, nodes: Range<Int>, options: RuleOptionValues, into findings: inout RuleFindings) {
        for index in nodes {
            let node = tree.nodes[index]
            guard let hint = node.element.hint, !hint.isEmpty, node.trimmedLabel.count >= 2, !node.labelWords.isEmpty else { continue }
            let hintWords = WordTokenizer.words(hint)
            guard hintWords.starts(with: node.labelWords) else { continue }
            findings.report(index, "Hint \"\(hint.trimmedWhitespace)\" repeats the label \"\(node.trimmedLabel)\".")
        }
    }
}
