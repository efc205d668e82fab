/// `label-all-caps`: VoiceOver may spell out words in capitals letter by letter.
struct LabelAllCapsRule: ElementRule {
    enum Option {
        static let minimumLetters = RuleOption.Number("minimumLetters", 4, "Labels with fewer capital letters than this are taken as abbreviations (\"OK\", \"FAQ\").")
    }

    let description = RuleDescription(
        id: "label-all-caps", title: "Labels are not written in capitals", category: .labels,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "VoiceOver can read capitalized words as abbreviations, letter by letter (\"S-U-B-M-I-T\").",
        fix: "Write the label in sentence or title case and make it look capitalized with the font or text transform.",
        options: [Option.minimumLetters.declaration],
        examples: [
            .passes("A currency code is read letter by letter on purpose", [.button("BTC", frame: Frame(16, 100, 80, 44))]),
            .triggers("A button labelled in capitals", [.button("SUBMIT ORDER", frame: Frame(16, 100, 200, 44))]),
            .passes("An abbreviation", [.button("FAQ", frame: Frame(16, 100, 80, 44))]),
            .passes("Title case", [.button("Submit Order", frame: Frame(16, 100, 200, 44))]),
        ])

    func context(_ options: RuleOptionValues) -> Int {
        Int(options[Option.minimumLetters])
    }

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ minimum: inout Int) -> ElementVerdict {
        guard !node.labelWords.isEmpty, !LabelTooLongRule.presentsContent(node),
              TextShape.isAllCaps(node.trimmedLabel, minimumLetters: minimum), !TextShape.isCapitalCode(node.trimmedLabel) else { return .passes }
        return .violation("Label \"\(node.trimmedLabel)\" is all capitals; VoiceOver may spell it out.")
    }
}
