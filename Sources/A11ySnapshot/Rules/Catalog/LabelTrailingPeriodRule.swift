/// `label-trailing-period`: labels are names, not sentences; VoiceOver reads a period as the end
/// of one. Apple's guidance for VoiceOver asks for it, Android's does not, so a TalkBack screen
/// (`platform: android`) passes (SystemUI's own "Bluetooth.", a chat app's Korean sentence, both
/// judged false on Android dumps).
struct LabelTrailingPeriodRule: ElementRule {
    let description = RuleDescription(
        id: "label-trailing-period", title: "Control labels do not end with a period", category: .labels,
        severity: .warning, wcag: [], level: .bestPractice,
        rationale: "A period makes VoiceOver read the label as a finished sentence, with a falling tone and a pause.",
        fix: "Remove the period; keep sentences for hints and static text.",
        examples: [
            // Android status bar icons (uiautomator-xml/pibiti2017-systemui-phone-window_dump.xml).
            .passes("An image described in a sentence", [.image("Bluetooth ativado.", frame: Frame(16, 10, 20, 20))]),
            .triggers("A button label ending with a period", [.button("Save.", frame: Frame(16, 100, 80, 44))]),
            .passes("A sentence of static text", [.staticText("Saved.", frame: Frame(16, 100, 80, 20))]),
            .passes("An ellipsis", [.button("More options...", frame: Frame(16, 100, 160, 44))]),
            .passes("A key labelled with the period itself (a calculator's decimal point)", [.button(".", frame: Frame(16, 100, 80, 80))]),
            // Ice Cubes' server picker (an iOS 26 WDA source): the period is the description's own.
            .passes("A card read as its texts joined by commas, the last a sentence", [
                .button("mastodon.social, 3.4M users, The original server of Mastodon.", frame: Frame(16, 300, 361, 120)),
            ]),
            .passes("A TalkBack screen's control whose description is a sentence", [.button("Bluetooth on.", frame: Frame(16, 10, 80, 44))],
                    platform: .android),
        ])

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        guard node.kind.contains(.interactive), TextShape.endsWithPeriod(node.trimmedLabel), !LabelTooLongRule.presentsContent(node),
              node.trimmedLabel.contains(where: \.isLetter), !TextShape.isJoinedParts(node.trimmedLabel),
              tree.snapshot.screenPlatform == .iOS else { return .passes }
        return .violation("Label \"\(node.trimmedLabel)\" ends with a period.")
    }
}
