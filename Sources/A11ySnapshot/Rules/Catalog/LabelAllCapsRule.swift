/// `label-all-caps`, opt-in: labels in capitals, which a screen reader may spell out where it takes
/// a word for an abbreviation.
struct LabelAllCapsRule: ElementRule {
    enum Option {
        static let minimumLetters = RuleOption.Number("minimumLetters", 4, "Labels with fewer capital letters than this are taken as abbreviations (\"OK\", \"FAQ\").")
        static let codes = RuleOption.Words("codes", [
            "usd", "eur", "gbp", "jpy", "cny", "chf", "cad", "aud", "nzd", "hkd", "sgd", "inr", "krw", "rub", "brl",
            "mxn", "sek", "nok", "dkk", "pln", "zar", "aed", "sar", "idr", "thb", "php", "vnd", "ngn", "kes", "egp",
            "btc", "eth", "usdt", "usdc", "bnb", "xrp", "ada", "sol", "doge", "ltc", "avax", "matic", "shib", "dai",
            "usb", "api", "otp", "atm", "url", "faq", "upi", "ios", "usa", "vip", "ceo", "emi", "eta", "ev",
        ], "Codes read letter by letter on purpose: a label made only of these, of words of one or two letters and of words of up to five letters without a vowel (\"AI DJ\", \"BTC/USDT\") is not reported.")
    }

    let description = RuleDescription(
        id: "label-all-caps", title: "Labels are not written in capitals", category: .labels,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "A speech engine may take a word in capitals for an abbreviation and spell it out, though it reads most such "
            + "words as words; so this is a house style for labels, off until the configuration names it.",
        fix: "Write the label in sentence or title case and make it look capitalized with the font or text transform.",
        options: [Option.minimumLetters.declaration, Option.codes.declaration],
        examples: [
            .passes("A currency code is read letter by letter on purpose", [.button("BTC", frame: Frame(16, 100, 80, 44))]),
            .passes("A currency pair", [.staticText("BTC/USDT", frame: Frame(16, 100, 120, 20))]),
            .passes("A run of acronyms (Spotify's \"AI DJ\")", [.button("AI DJ", frame: Frame(16, 100, 80, 44))]),
            .triggers("Short words in capitals are still words", [.button("BUY NOW", frame: Frame(16, 100, 120, 44))]),
            .triggers("A button labelled in capitals", [.button("SUBMIT ORDER", frame: Frame(16, 100, 200, 44))]),
            .passes("An abbreviation", [.button("FAQ", frame: Frame(16, 100, 80, 44))]),
            .passes("Title case", [.button("Submit Order", frame: Frame(16, 100, 200, 44))]),
        ],
        isOptIn: true)

    func context(_ options: RuleOptionValues) -> (minimum: Int, codes: WordList) {
        (Int(options[Option.minimumLetters]), options[Option.codes])
    }

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ context: inout (minimum: Int, codes: WordList)) -> ElementVerdict {
        guard !node.labelWords.isEmpty, !LabelTooLongRule.presentsContent(node),
              TextShape.isAllCaps(node.trimmedLabel, minimumLetters: context.minimum), !TextShape.isCapitalCode(node.trimmedLabel),
              !TextShape.isCodeRun(node.trimmedLabel, codes: context.codes) else { return .passes }
        return .violation("Label \"\(node.trimmedLabel)\" is all capitals; a screen reader may spell it out.")
    }
}
