/// Something a user of a variant loses compared with the default screen.
public struct VariantFinding: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// An element of the default screen that the variant does not have.
        case missing
        /// A label or value cut off: clipped text, or shortened to a prefix.
        case truncated
        /// Two controls whose frames overlap in the variant and did not at the default.
        case overlap
        /// An element pushed past the screen's left or right edge.
        case offScreen
        /// A change of reading order that the variant does not explain (right-to-left mirrors
        /// each row; nothing else reorders).
        case reordered
    }

    public var kind: Kind
    /// The element, in the variant (in the default screen for `missing`).
    public var element: ElementReference
    /// What happened, in words.
    public var message: String
}
