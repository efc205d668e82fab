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
            // LINE's account settings (iOS 26, AXe): its Japanese hints, as Apple writes its own.
            .passes("A Japanese hint: Apple's Chinese and Japanese hints end without a full stop",
                    [.button("アカウント削除", hint: "ダブルタップして開きます", frame: Frame(0, 600, 402, 50))]),
            .passes("A hint ending with an ideographic full stop", [.button("删除", hint: "删除这首歌。", frame: Frame(16, 100, 80, 44))]),
            .triggers("A Korean hint without a period", [.button("삭제", hint: "노래를 삭제합니다", frame: Frame(16, 100, 80, 44))]),
            // TP-Link Deco's dashboard (a raw dump): its cards' hints, which TalkBack reads after a pause.
            .passes("On Android, a hint without a period: Android's guidance has no such convention",
                    [.button("Clients", hint: "Activate to view details", frame: Frame(40, 900, 1000, 200))], platform: .android),
        ])

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        // The convention is Apple's; TalkBack's own hints ("Double-tap to activate") have no period.
        guard tree.snapshot.screenPlatform != .android,
              let hint = node.element.hint?.trimmedWhitespace, let last = hint.last,
              !".!?…。！？．".contains(last), !Self.isHanOrKana(last) else { return .passes }
        return .violation("Hint \"\(hint)\" does not end with a period.")
    }

    /// Whether `character` is a Han ideograph or a kana: Apple's own Chinese and Japanese hints
    /// ("ダブルタップして開きます", the status bar's) end without a full stop.
    static func isHanOrKana(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x2FA1F: return true
        default: return false
        }
    }
}
