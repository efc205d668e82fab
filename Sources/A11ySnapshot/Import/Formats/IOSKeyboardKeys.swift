/// The iOS keyboard as idb and AXe list it: its keys, its suggestions and its Next Keyboard and
/// Dictate keys as elements of the app beside the app's own, with no `Keyboard` element around
/// them (iOS 26 simulator: sim-use's captures of LINE's search screen under the emoji, English,
/// Japanese kana and Korean keyboards).
///
/// ``gather(_:on:)`` puts them in one `Keyboard` node, so the import policy leaves the keyboard
/// out as it does in XCUI trees (``SystemUI``), and keeps it with `--keep-system-ui`.
enum IOSKeyboardKeys {
    /// Apple's identifiers of keyboard keys, the same in every layout and language.
    static let keyIdentifiers: Set<String> = ["delete", "dictation", "shift", "space", "emoji", "more"]

    /// Those of them no app's own panel is likely to use (an app's sheet may well identify its
    /// buttons `delete` and `more`).
    static let keyboardOnlyIdentifiers: Set<String> = ["dictation", "shift", "space"]

    /// How far above its backdrop the keyboard reaches: its suggestion bar (45 pt), the emoji
    /// keyboard's search field (39 pt).
    static let reachAboveBackdrop = 60.0

    /// Replaces the run of `siblings` that is the keyboard with one `Keyboard` node holding it.
    ///
    /// The keyboard is found by its backdrop: an unlabelled element without children as wide as
    /// `screen` that runs down to its bottom edge and is 15–60 % of its height. The run is the
    /// siblings beside it that lie within its reach, from the first that starts at its top (an
    /// app's tab bar hidden behind it comes before), to the last of the app's process. It is the
    /// keyboard only when it holds two of Apple's key identifiers, one of them `dictation`,
    /// `shift` or `space`.
    static func gather(_ siblings: inout [ImportedNode], on screen: Frame?) {
        guard let screen, screen.height > 0,
              let backdropIndex = siblings.firstIndex(where: { isBackdrop($0, on: screen) }),
              let backdrop = siblings[backdropIndex].frame else { return }
        let reachTop = backdrop.y - reachAboveBackdrop
        func isWithinReach(_ node: ImportedNode) -> Bool {
            guard let frame = node.frame, !node.isSystemOwned else { return false }
            return frame.y >= reachTop - 0.5 && frame.maxY <= screen.maxY + 1
        }
        var end = backdropIndex
        while end + 1 < siblings.count, isWithinReach(siblings[end + 1]) { end += 1 }
        var start = backdropIndex
        while start > 0, isWithinReach(siblings[start - 1]) { start -= 1 }
        guard let first = siblings[start...backdropIndex].firstIndex(where: { ($0.frame?.y ?? .infinity) <= backdrop.y + 10 }) else { return }
        let keys = Array(siblings[first...end])
        let identifiers = Set(keys.compactMap(\.identifier).filter(keyIdentifiers.contains))
        guard identifiers.count >= 2, !identifiers.isDisjoint(with: keyboardOnlyIdentifiers) else { return }
        let frame = keys.compactMap(\.frame).reduce(backdrop) { $0.union($1) }
        siblings.replaceSubrange(first...end, with: [ImportedNode(type: .keyboard, frame: frame, children: keys)])
    }

    private static func isBackdrop(_ node: ImportedNode, on screen: Frame) -> Bool {
        guard let frame = node.frame, node.children.isEmpty, (node.label ?? "").isEmpty, (node.value ?? "").isEmpty,
              node.identifier == nil, node.type == nil || node.type == .other else { return false }
        return abs(frame.x - screen.x) <= 1 && abs(frame.maxX - screen.maxX) <= 1 && abs(frame.maxY - screen.maxY) <= 1
            && (0.15...0.6).contains(frame.height / screen.height)
    }
}
