/// `hint-missing-period`: hints are sentences and end like one.
struct HintMissingPeriodRule: ElementRule {
    static let judgesContainers = true

    let description = RuleDescription(
        id: "hint-missing-period", title: "Hints end with a period", category: .hints,
        severity: .info, wcag: [], level: .bestPractice,
        rationale: "Apple's guidance writes hints as sentences; the period gives VoiceOver a falling tone at the end.",
        fix: "End the hint with a period.",
        examples: [
            .triggers("A hint without a period", [.button("Play", hint: "Plays the song", frame: Frame(16, 100, 80, 44))]),
            .passes("A hint ending with a period", [.button("Play", hint: "Plays the song.", frame: Frame(16, 100, 80, 44))]),
            .passes("A question", [.button("Delete", hint: "Asks before deleting. Continue?", frame: Frame(16, 100, 80, 44))]),
            // TP-Link Deco's dashboard (a raw dump): its cards' hints, which TalkBack reads after a pause.
            .passes("On Android, a hint without a period: Android's guidance has no such convention",
                    [.button("Clients", hint: "Activate to view details", frame: Frame(40, 900, 1000, 200))], platform: .android),
        ])

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        // The convention is Apple's; TalkBack's own hints ("Double-tap to activate") have no period.
        guard tree.snapshot.screenPlatform != .android,
              let hint = node.element.hint?.trimmedWhitespace, let last = hint.last,
              !".!?…".contains(last) else { return .passes }
        return .violation("Hint \"\(hint)\" does not end with a period.")
    }
}
