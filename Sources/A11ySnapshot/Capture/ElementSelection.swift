/// Which objects of a live hierarchy VoiceOver can reach: the pruning rules the walker applies
/// before it reads anything else.
///
/// - `accessibilityElementsHidden` removes the object and everything below it, even when the
///   object is itself an accessibility element.
/// - A view (an object with ``AccessibilityHierarchyNode/viewState``) is skipped with its subtree
///   when it is hidden, when its alpha is below ``minimumVisibleAlpha``, or when it has zero size
///   and clips to its bounds, is an accessibility element, or lists its own elements. A zero-size
///   view that does none of these is a layout wrapper (SwiftUI makes many) and is traversed.
/// - Among the subviews of one view, when any of them is modal (`accessibilityViewIsModal`) only
///   the last visible modal one is read.
enum ElementSelection {
    /// Views less opaque than this are invisible to VoiceOver. UIKit documents the same cut-off
    /// for hit testing (`hitTest(_:with:)` ignores views with an alpha below 0.01), and a view that
    /// can neither be seen nor touched should not be in a snapshot; the reference implementation
    /// only skips `alpha <= 0`. A non-finite alpha counts as invisible.
    static let minimumVisibleAlpha = 0.01

    /// Whether `node` and its whole subtree are left out of the capture.
    static func isExcluded(_ node: any AccessibilityHierarchyNode) -> Bool {
        exclusion(of: node) != nil
    }

    /// Why `node` and its whole subtree are left out of the capture (the first rule that applies),
    /// or `nil` when they are not.
    static func exclusion(of node: any AccessibilityHierarchyNode) -> CaptureDecision? {
        if node.accessibilityElementsHidden { return .dropped(.elementsHidden) }
        guard let view = node.viewState else { return nil }
        if view.isHidden { return .dropped(.hidden) }
        if !(view.alpha >= minimumVisibleAlpha) { return .dropped(.transparent) }
        let clipsAway = hasZeroSize(view) && (view.clipsToBounds || node.isAccessibilityElement || node.accessibilityElements != nil)
        return clipsAway ? .zeroSize : nil
    }

    /// Neither dimension of the view's frame is positive (a NaN size counts as zero). The frame,
    /// not the bounds, as the reference implementation judges it: under a scale transform a view
    /// with bounds can have a zero frame, and VoiceOver finds nothing there.
    static func hasZeroSize(_ view: CaptureViewState) -> Bool {
        !(view.frameWidth > 0) && !(view.frameHeight > 0)
    }

    /// The position among `subnodes` of the one subview that is read when some are modal: the
    /// last modal one that is not itself excluded. `nil` when none is, and all are read in
    /// stored order.
    static func modalIndex(in subnodes: [any AccessibilityHierarchyNode]) -> Int? {
        subnodes.lastIndex { $0.accessibilityViewIsModal && !isExcluded($0) }
    }
}
