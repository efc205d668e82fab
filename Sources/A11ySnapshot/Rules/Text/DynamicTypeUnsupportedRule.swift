/// `dynamic-type-unsupported`: text that ignores the text size setting.
struct DynamicTypeUnsupportedRule: Rule {
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

    func evaluate(_ tree: RuleTree, nodes: Range<Int>, options: RuleOptionValues, into findings: inout RuleFindings) {
        for index in nodes {
            let node = tree.nodes[index]
            guard node.showsText else { continue }
            guard let style = node.element.textStyle else {
                findings.skip()
                continue
            }
            guard style.dynamicType == nil else { continue }
            findings.report(index, "Text uses a fixed \(Points.format(style.size)) pt font that does not scale with Dynamic Type.")
        }
    }
}
