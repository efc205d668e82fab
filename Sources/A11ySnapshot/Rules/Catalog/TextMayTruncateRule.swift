/// `text-may-truncate`: a line limit that cuts off enlarged text, or text already cut off at the
/// captured size (live capture measures it: `textStyle.clipped`).
struct TextMayTruncateRule: ElementRule {
    enum Option {
        static let acceptedLineLimit = RuleOption.Number("acceptedLineLimit", 0, "Line limits above this are accepted; 0 reports every limit.")
    }

    let description = RuleDescription(
        id: "text-may-truncate", title: "Text is not limited to a fixed number of lines", category: .text,
        severity: .warning, wcag: ["1.4.4"], level: .aa,
        rationale: "At larger Dynamic Type sizes a label limited to a few lines is cut off with an ellipsis, and the rest is lost.",
        fix: "Set numberOfLines to 0 so the text wraps, and let its container grow.",
        options: [Option.acceptedLineLimit.declaration],
        examples: [
            .triggers("A label limited to one line", [.staticText("A long product description that wraps", frame: Frame(16, 100, 200, 20))
                .with(\.textStyle, TextStyle(size: 17, dynamicType: .body, numberOfLines: 1))]),
            .passes("A label that wraps", [.staticText("A long product description that wraps", frame: Frame(16, 100, 200, 40))
                .with(\.textStyle, TextStyle(size: 17, dynamicType: .body, numberOfLines: 0))]),
            .triggers("A label cut off at the captured size", [.staticText("Free delivery on orders over $50 this weekend", frame: Frame(16, 100, 120, 20))
                .with(\.textStyle, TextStyle(size: 17, dynamicType: .body, numberOfLines: 0, isClipped: true))]),
        ],
        requiredData: "textStyle.numberOfLines or textStyle.clipped")

    func context(_ options: RuleOptionValues) -> Double {
        options[Option.acceptedLineLimit]
    }

    func check(_ node: RuleTree.Node, in tree: RuleTree, _ accepted: inout Double) -> ElementVerdict {
        guard node.showsText, !node.kind.contains(.textInput) else { return .passes }
        if node.element.textStyle?.isClipped == true {
            return .violation("Text is cut off at this size: it does not fit its element.")
        }
        guard let lines = node.element.textStyle?.numberOfLines else { return .lacksData }
        guard lines > 0, accepted == 0 || Double(lines) <= accepted else { return .passes }
        return .violation("Text is limited to \(lines) line\(lines == 1 ? "" : "s") and may be truncated at larger text sizes.")
    }
}
