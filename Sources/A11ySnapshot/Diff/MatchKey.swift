/// An element's role for matching: its type and traits.
struct MatchRole: Hashable {
    var type: ElementType?
    var traits: UInt64
}

/// An element's identity when its identifier does not tell it: role and (masked) label.
struct MatchKey: Hashable {
    var role: MatchRole
    var label: String
}

/// An element's identity when its traits changed: its type and (masked) label.
struct TypedLabel: Hashable {
    var type: ElementType?
    var label: String
}
