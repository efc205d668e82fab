/// `hint-repeats-label`: the hint says the label again.
struct HintRepeatsLabelRule: ElementRule {
    static let judgesContainers = true

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

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        guard let hint = node.element.hint, !hint.isEmpty, node.trimmedLabel.count >= 2, !node.labelWords.isEmpty,
              WordTokenizer.words(hint).starts(with: node.labelWords) else { return .passes }
        return .violation("Hint \"\(hint.trimmedWhitespace)\" repeats the label \"\(node.trimmedLabel)\".")
    }
}
