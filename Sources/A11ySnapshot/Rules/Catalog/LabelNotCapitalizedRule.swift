/// `label-not-capitalized`: VoiceOver uses capitalization to choose its intonation.
struct LabelNotCapitalizedRule: ElementRule {
    let description = RuleDescription(
        id: "label-not-capitalized", title: "Labels start with a capital letter", category: .labels,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "A capital letter at the start helps VoiceOver read the label with the right inflection.",
        fix: "Capitalize the first word of the label.",
        examples: [
            // Instagram comments (appium-ios-xml/instagram-fetchbites-v2): authors are user names.
            .passes("A link labelled with a user name", [.link("santosels", frame: Frame(16, 100, 120, 20))]),
            .passes("Static text shows what the screen shows, as written", [.staticText("santosels said, 👏👏", frame: Frame(16, 100, 300, 20))]),
            .passes("A control that starts with a user name", [.button("yasaman.afshr2022. Profile picture", frame: Frame(16, 100, 44, 44))]),
            .triggers("A lowercase label", [.button("play", frame: Frame(16, 100, 80, 44))]),
            .passes("A brand name that starts in lowercase", [.button("iPhone settings", frame: Frame(16, 100, 200, 44))]),
            .passes("A label starting with a number", [.staticText("3 new messages", frame: Frame(16, 100, 200, 20))]),
        ])

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        // The element's own fields first, the label's text last.
        guard !node.labelWords.isEmpty, node.element.type != .cell, !node.kind.contains(.staticText),
              !LabelLooksLikeIdentifierRule.isLink(node), TextShape.startsLowercase(node.trimmedLabel),
              !TextShape.startsWithHandle(node.trimmedLabel) else { return .passes }
        return .violation("Label \"\(node.trimmedLabel)\" starts with a lowercase letter.")
    }
}
