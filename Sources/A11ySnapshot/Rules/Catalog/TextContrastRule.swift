/// `text-contrast`: WCAG 1.4.3 contrast between text and its background.
struct TextContrastRule: ElementRule {
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

    func context(_ options: RuleOptionValues) -> (normal: Double, large: Double, largeSize: Double, largeBoldSize: Double) {
        (options[Option.normalRatio], options[Option.largeRatio], options[Option.largeTextSize], options[Option.largeBoldTextSize])
    }

    @inline(__always)
    func check(_ node: RuleTree.Node, in tree: RuleTree, _ ratios: inout (normal: Double, large: Double, largeSize: Double, largeBoldSize: Double)) -> ElementVerdict {
        guard node.showsText else { return .passes }
        guard let foreground = node.element.colors?.foreground, let background = node.element.colors?.background else {
            return .lacksData
        }
        let style = node.element.textStyle
        let isLarge = style.map { $0.size >= ($0.isBold ? ratios.largeBoldSize : ratios.largeSize) } ?? false
        let required = isLarge ? ratios.large : ratios.normal
        let ratio = ContrastRatio.of(foreground, on: background)
        guard ratio < required else { return .passes }
        let size = style.map { "\(Points.format($0.size)) pt\($0.isBold ? " bold" : "")" } ?? "text of unknown size"
        return .violation("Contrast of \(foreground) on \(background) is \(Self.format(ratio)):1; \(size) needs \(Self.format(required)):1.")
    }

    /// The ratio rounded down to two decimals, so a failing ratio never prints as the threshold.
    private static func format(_ ratio: Double) -> String {
        Points.format((ratio * 100).rounded(.down) / 100)
    }
}
