/// Reads a live accessibility hierarchy into snapshot elements with the semantics VoiceOver
/// uses: which objects are elements, which groups are containers, and the reading order.
///
/// The walker sees the hierarchy only through ``AccessibilityHierarchyNode``, so UIKit views,
/// SwiftUI hosting views and test doubles are read the same way.
public struct AccessibilityHierarchyWalker: Sendable {
    /// The user-interface layout direction, which decides the reading order within a row.
    public enum LayoutDirection: Hashable, Sendable {
        case leftToRight
        case rightToLeft
    }

    /// The layout direction rows are read in.
    public var layoutDirection: LayoutDirection
    /// Elements whose tops differ by less than this many points are on the same row; `nil`
    /// chooses by the root's width (8 points on phone widths, 13 on pad widths).
    public var sameRowThreshold: Double?

    public init(layoutDirection: LayoutDirection = .leftToRight, sameRowThreshold: Double? = nil) {
        self.layoutDirection = layoutDirection
        self.sameRowThreshold = sameRowThreshold
    }

    /// The elements under `root`, in reading order, with frames in `root`'s coordinate space.
    public func elements(of root: any AccessibilityHierarchyNode) -> [AccessibilityElement] {
        [] // Implemented by the capture work (issue 6).
    }

    /// A snapshot of `root`: its elements, with the root's bounds as the viewport.
    public func snapshot(of root: any AccessibilityHierarchyNode, name: String) -> AccessibilitySnapshot {
        let frame = root.accessibilityFrame
        let viewport = Frame(x: 0, y: 0, width: frame.width, height: frame.height)
        return AccessibilitySnapshot(name: name, viewport: viewport, elements: elements(of: root))
    }
}
