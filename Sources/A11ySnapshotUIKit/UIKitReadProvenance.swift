/// Where the reader found what it read from one object: recorded only when a capture explains
/// its walk (`A11Y_SNAPSHOT_EXPLAIN`), and shown on the object's line of the explanation.
struct UIKitReadProvenance: Sendable {
    /// The object's class, without generic arguments (`_UIHostingView<…>`).
    var className: String
    /// Where the objects it lists came from, when it lists any.
    var listedFrom: ListSource?
    var frameFrom: FrameSource
    /// Where the identifier came from; `nil` when it has none.
    var identifierFrom: IdentifierSource?
    /// The label is an `accessibilityLabelBlock`'s answer.
    var labelFromBlock: Bool
    /// For views: whether the view is in a window.
    var isInWindow: Bool?

    /// How an object listed its elements.
    enum ListSource: String, Sendable {
        case accessibilityElements
        case accessibilityElementsBlock
        /// `accessibilityElementCount()` / `accessibilityElement(at:)`.
        case indexed = "accessibilityElementCount/accessibilityElement(at:)"
    }

    /// Where the frame came from (``UIKitFrames``).
    enum FrameSource: String, Sendable {
        case accessibilityFrame
        case accessibilityFrameBlock
        case containerSpace = "accessibilityFrameInContainerSpace"
        case path = "accessibilityPath"
    }

    /// Which step of ``UIKitIdentifierLookup`` (or the block before it) answered.
    enum IdentifierSource: String, Sendable {
        case block = "accessibilityIdentifierBlock"
        case identification = "UIAccessibilityIdentification"
        case uikitClass = "UIKit class"
        case keyValueCoding = "key-value coding"
    }

    /// `name` without generic arguments: `Outer<A, B>` becomes `Outer<…>`.
    static func shortClassName(_ name: String) -> String {
        guard let open = name.firstIndex(of: "<") else { return name }
        return name[..<open] + "<…>"
    }
}
