/// What the walker decided for one object it reached: the last word of each line of a capture
/// explanation (`A11Y_SNAPSHOT_EXPLAIN=1`, docs/CAPTURE.md).
package enum CaptureDecision: Hashable, Sendable {
    /// Read as an accessibility element; nothing below it is read.
    case element
    /// Kept as a container element of this kind, its elements inside it.
    case container(ContainerKind)
    /// Its elements are kept together in the reading order, then merged into its parent's list.
    case group(GroupCause)
    /// Not an element: its children are read in its place.
    case readThrough
    /// Left out with everything below it: it has zero size and clips to its bounds, is an
    /// element, or lists its own elements.
    case zeroSize
    /// Not read: a later sibling is modal (`accessibilityViewIsModal`).
    case hiddenByModalSibling
    /// Left out, with everything below it.
    case dropped(DropCause)

    /// Why a group keeps its elements together.
    package enum GroupCause: Hashable, Sendable {
        /// It lists them in `accessibilityElements` (or the indexed API), whose order is kept.
        case listsElements
        /// `shouldGroupAccessibilityChildren`.
        case groupsChildren
    }

    /// Why an object was left out.
    package enum DropCause: Hashable, Sendable {
        /// `accessibilityElementsHidden`.
        case elementsHidden
        /// `isHidden`.
        case hidden
        /// Its alpha is below ``ElementSelection/minimumVisibleAlpha`` (or not a number).
        case transparent
        /// The same object was read earlier in the walk (listed twice, or a cycle).
        case alreadyRead
        /// Not an element, and nothing below it to read.
        case nothingToRead
        /// Nested deeper than ``AccessibilityHierarchyWalker/maximumTraversalDepth``.
        case tooDeep
    }

    /// The decision in the explanation's words.
    package var phrase: String {
        switch self {
        case .element: "element"
        case .container(let kind): "container (\(kind.rawValue))"
        case .group(.listsElements): "group: its listed elements keep their order, merged into the parent's"
        case .group(.groupsChildren): "group: shouldGroupAccessibilityChildren keeps its elements together, merged into the parent's"
        case .readThrough: "read through: not an element, its children are read in its place"
        case .zeroSize: "zero size: dropped with everything below it"
        case .hiddenByModalSibling: "hidden by a modal sibling"
        case .dropped(.elementsHidden): "dropped: accessibilityElementsHidden"
        case .dropped(.hidden): "dropped: isHidden"
        case .dropped(.transparent): "dropped: alpha below 0.01"
        case .dropped(.alreadyRead): "dropped: already read earlier in the walk"
        case .dropped(.nothingToRead): "dropped: not an element and nothing below it to read"
        case .dropped(.tooDeep): "dropped: nested deeper than \(AccessibilityHierarchyWalker.maximumTraversalDepth) levels"
        }
    }
}
