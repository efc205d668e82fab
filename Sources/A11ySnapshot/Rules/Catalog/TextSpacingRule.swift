/// `text-spacing`: line, letter and paragraph spacing measured by the values WCAG 1.4.12 names.
struct TextSpacingRule: ElementRule {
    enum Option {
        static let lineHeightRatio = RuleOption.Number("lineHeightRatio", 1.5, "The smallest line height as a multiple of the font size.")
        static let letterSpacingRatio = RuleOption.Number("letterSpacingRatio", 0.12, "The smallest letter spacing as a multiple of the font size.")
        static let paragraphSpacingRatio = RuleOption.Number("paragraphSpacingRatio", 2, "The smallest paragraph spacing as a multiple of the font size.")
    }

    let description = RuleDescription(
        id: "text-spacing", title: "Text is not set tight", category: .text,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "Tight line, letter or paragraph spacing makes text hard to track for people with dyslexia or low vision. WCAG 1.4.12 asks that content survive spacing a user raises, which iOS and Android offer no setting for; the values it names (line height 1.5 ×, letter spacing 0.12 ×, paragraph spacing 2 × the font size) serve here as the measure, as best practice.",
        fix: "Use a line height of at least 1.5 × the font size, letter spacing of at least 0.12 × and paragraph spacing of at least 2 ×, or let people raise them.",
        options: [Option.lineHeightRatio.declaration, Option.letterSpacingRatio.declaration, Option.paragraphSpacingRatio.declaration],
        examples: [
            .triggers("17 pt text with a 20 pt line height", [.staticText("Terms and conditions apply to all orders.", frame: Frame(16, 100, 361, 40))
                .with(\.textStyle, TextStyle(size: 17, lineHeight: 20))]),
            .passes("Generous spacing", [.staticText("Terms and conditions apply to all orders.", frame: Frame(16, 100, 361, 60))
                .with(\.textStyle, TextStyle(size: 10, lineHeight: 15, letterSpacing: 1.2, paragraphSpacing: 20))]),
        ],
        requiredData: "textStyle with lineHeight, letterSpacing or paragraphSpacing")

    func context(_ options: RuleOptionValues) -> (line: Double, letter: Double, paragraph: Double) {
        (options[Option.lineHeightRatio], options[Option.letterSpacingRatio], options[Option.paragraphSpacingRatio])
    }

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ ratios: inout (line: Double, letter: Double, paragraph: Double)) -> ElementVerdict {
        guard node.showsText else { return .passes }
        guard let style = node.element.textStyle,
              style.lineHeight != nil || style.letterSpacing != nil || style.paragraphSpacing != nil else {
            return .lacksData
        }
        var problems: [String] = []
        func check(_ value: Double?, _ ratio: Double, _ what: String) {
            guard let value, value < ratio * style.size else { return }
            problems.append("\(what) \(Points.format(value)) pt is under \(Points.format(ratio * style.size)) pt (\(Points.format(ratio)) × \(Points.format(style.size)) pt)")
        }
        check(style.lineHeight, ratios.line, "line height")
        check(style.letterSpacing, ratios.letter, "letter spacing")
        check(style.paragraphSpacing, ratios.paragraph, "paragraph spacing")
        guard !problems.isEmpty else { return .passes }
        return .violation(problems.joined(separator: "; ").prefix(1).uppercased() + problems.joined(separator: "; ").dropFirst() + ".")
    }
}
