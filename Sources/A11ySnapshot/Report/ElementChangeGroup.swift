/// The changes of one element, which the text and Markdown reports show as one block headed by the
/// element's path and spoken form.
struct ElementChangeGroup {
    enum Presence {
        /// In the current tree only.
        case added
        /// In the reference tree only.
        case removed
        /// In both: moved, changed, or both.
        case kept
    }

    let element: ElementReference
    let presence: Presence
    /// For a kept element: what VoiceOver said for it in the reference, when that differs from now.
    let spokenBefore: String?
    /// For a kept element: its moves and attribute changes, in the diff's order.
    let changes: [ElementChange]
    /// For an added or removed element: the content's scroll brought it onto or took it off
    /// the screen (``ElementChange/byScroll``).
    let byScroll: Bool

    /// What VoiceOver says for the element now (for a removed element: said before).
    var spoken: String { Self.spokenText(of: element) }

    /// The changes grouped by element, groups in the order their first change appears. An added
    /// or kept element is keyed by its path in the current tree, a removed one by its path in the
    /// reference tree.
    static func grouping(_ changes: [ElementChange]) -> [ElementChangeGroup] {
        var order: [String] = []
        var byKey: [String: [ElementChange]] = [:]
        for change in changes {
            let key = (change.kind == .removed ? "r" : "c") + change.element.path
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(change)
        }
        return order.map { key in
            let members = byKey[key] ?? []
            let first = members[0]
            let presence: Presence = members.contains { $0.kind == .added } ? .added
                : members.contains { $0.kind == .removed } ? .removed : .kept
            let now = spokenText(of: first.element)
            let before = members.lazy.compactMap(\.spokenBefore).first { !$0.isEmpty }
            return ElementChangeGroup(
                element: first.element, presence: presence,
                spokenBefore: presence == .kept && before != now ? before : nil,
                changes: presence == .kept ? members : [],
                byScroll: presence != .kept && members.contains(where: \.byScroll))
        }
    }

    /// ` (scrolled into view)`, ` (scrolled out of view)`, or nothing.
    var scrollNote: String {
        guard byScroll else { return "" }
        return presence == .added ? ReportPhrase.scrolledIn : ReportPhrase.scrolledOut
    }

    /// The element's spoken form; when none was given, its label, identifier or type.
    static func spokenText(of element: ElementReference) -> String {
        if !element.spoken.isEmpty { return element.spoken }
        if !element.label.isEmpty { return element.label }
        if let identifier = element.identifier { return identifier }
        return element.type?.rawValue ?? "element"
    }
}
