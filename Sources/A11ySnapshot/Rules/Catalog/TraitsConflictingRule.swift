/// `traits-conflicting`: traits that tell assistive technology two different things.
struct TraitsConflictingRule: ElementRule {
    static let judgesContainers = true

    let description = RuleDescription(
        id: "traits-conflicting", title: "Traits do not contradict each other", category: .traits,
        severity: .error, wcag: ["4.1.2"], level: .a,
        rationale: "An element cannot be both a button and a link, or an adjustable button; VoiceOver announces both roles and offers the wrong gestures.",
        fix: "Keep one role trait: button, link, search field or keyboard key; use adjustable without button.",
        examples: [
            .triggers("Button and link", [.button("Terms", frame: Frame(16, 100, 80, 44)).with(\.traits, [.button, .link])]),
            .triggers("Button and adjustable", [.adjustable("Volume", value: "50%", frame: Frame(16, 100, 200, 44)).with(\.traits, [.button, .adjustable])]),
            // Apple documents updates-frequently for a label or value that changes too often to
            // announce each change: a stopwatch's readout.
            .passes("A stopwatch's readout: static text that updates frequently", [
                .staticText("00:12.47", frame: Frame(16, 100, 200, 60)).with(\.traits, [.staticText, .updatesFrequently]),
            ]),
            .passes("A toggle (button + toggle button)", [.toggle("Wi-Fi", isOn: true, frame: Frame(16, 100, 361, 44))]),
        ])

    private static let exclusiveRoles: [(AccessibilityTraits, String)] = [
        (.button, "button"), (.link, "link"), (.searchField, "searchField"), (.keyboardKey, "keyboardKey"),
    ]

    func check(_ node: RuleTree.Node, in tree: RuleTree, _: inout Void) -> ElementVerdict {
        let traits = node.element.traits
        guard traits.rawValue.nonzeroBitCount > 1 else { return .passes }
        let conflicts = Self.conflicts(among: traits)
        guard !conflicts.isEmpty else { return .passes }
        return .violation("Conflicting traits: \(conflicts.joined(separator: "; ")).")
    }

    /// The pairs of `traits` that contradict each other (kept out of ``check(_:in:_:)``, so the
    /// test most elements stop at is inlined into the loop).
    private static func conflicts(among traits: AccessibilityTraits) -> [String] {
        let roles = exclusiveRoles.filter { traits.contains($0.0) }.map(\.1)
        var conflicts: [String] = []
        if roles.count > 1 { conflicts.append(roles.joined(separator: " + ")) }
        if traits.contains(.button) && traits.contains(.adjustable) { conflicts.append("button + adjustable") }
        return conflicts
    }
}
