/// `dynamic-type-unsupported`: text that ignores the text size setting.
struct DynamicTypeUnsupportedRule: ElementRule {
    let description = RuleDescription(
        id: "dynamic-type-unsupported", title: "Text scales with Dynamic Type", category: .text,
        severity: .warning, wcag: ["1.4.4"], level: .aa,
        rationale: "People who raise the text size in Settings need every text to grow; fixed fonts stay small.",
        fix: "Use UIFont.preferredFont(forTextStyle:) or UIFontMetrics, with adjustsFontForContentSizeCategory.",
        examples: [
            .triggers("A fixed 15 pt font", [.staticText("Order summary", frame: Frame(16, 100, 200, 20)).with(\.textStyle, TextStyle(size: 15))]),
            .passes("A body-style font", [.staticText("Order summary", frame: Frame(16, 100, 200, 20))
                .with(\.textStyle, TextStyle(size: 17, dynamicType: .body))]),
        ],
        requiredData: "textStyle")

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        guard node.showsText else { return .passes }
        guard let style = node.element.textStyle else { return .lacksData }
        guard style.dynamicType == nil else { return .passes }
        return .violation("Text uses a fixed \(Points.format(style.size)) pt font that does not scale with Dynamic Type.")
    }
}
