/// `text-contrast`: WCAG 1.4.3 contrast between text and its background.
struct TextContrastRule: Rule {
    /// The rule's options, declared once: the description lists them, `evaluate` reads them.
    enum Option {
        static let normalRatio = RuleOption.Number("normalRatio", 4.5, "The minimum ratio for text below the large-text sizes.")
        static let largeRatio = RuleOption.Number("largeRatio", 3, "The minimum ratio for large text.")
        static let largeTextSize = RuleOption.Number("largeTextSize", 18, "Text at least this size (points) is large.")
        static let largeBoldTextSize = RuleOption.Number("largeBoldTextSize", 14, "Bold text at least this size (points) is large.")
    }

    let description = RuleDescription(
        id: "text-contrast", title: "Text has enough contrast", category: .text,
        severity: .error, wcag: ["1.4.3"], level: .aa,
        rationale: "Low-contrast text is hard or impossible to read for people with low vision or in bright light.",
        fix: "Darken or lighten the text or background until the ratio is at least 4.5:1 (3:1 for large text).",
        options: [Option.normalRatio.declaration, Option.largeRatio.declaration, Option.largeTextSize.declaration, Option.largeBoldTextSize.declaration],
        examples: [
            .triggers("Light grey on white", [.staticText("Terms apply", frame: Frame(16, 100, 200, 20))
                .with(\.textStyle, TextStyle(size: 13)).with(foreground: "#AAAAAA", background: "#FFFFFF")]),
            .passes("3.5:1 is enough for 18 pt text", [.staticText("Welcome", frame: Frame(16, 100, 200, 30))
                .with(\.textStyle, TextStyle(size: 18)).with(foreground: "#888888", background: "#FFFFFF")]),
            .passes("Black on white", [.staticText("Terms apply", frame: Frame(16, 100, 200, 20))
                .with(\.textStyle, TextStyle(size: 13)).with(foreground: "#000000", background: "#FFFFFF")]),
        ],
        requiredData: "colors (foreground and background); textStyle for the large-text threshold")

    func evaluate(_ tree: RuleTree, nodes: Range<Int>, options: RuleOptionValues, into findings: inout RuleFindings) {
        let (normal, large) = (options[Option.normalRatio], options[Option.largeRatio])
        let (largeSize, largeBoldSize) = (options[Option.largeTextSize], options[Option.largeBoldTextSize])
        for index in nodes {
            let node = tree.nodes[index]
            guard node.showsText else { continue }
            guard let foreground = node.element.colors?.foreground, let background = node.element.colors?.background else {
                findings.skip()
                continue
            }
            let style = node.element.textStyle
            let isLarge = style.map { $0.size >= ($0.isBold ? largeBoldSize : largeSize) } ?? false
            let required = isLarge ? large : normal
            let ratio = ContrastRatio.of(foreground, on: background)
            guard ratio < required else { continue }
            let size = style.map { "\(Points.format($0.size)) pt\($0.isBold ? " bold" : "")" } ?? "text of unknown size"
            findings.report(index, "Contrast of \(foreground) on \(background) is \(Self.format(ratio)):1; \(size) needs \(Self.format(required)):1.")
        }
    }

    /// The ratio rounded down to two decimals, so a failing ratio never prints as the threshold.
    private static func format(_ ratio: Double) -> String {
        Points.format((ratio * 100).rounded(.down) / 100)
    }
}
