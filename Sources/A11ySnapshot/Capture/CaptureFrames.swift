/// The captured root's coordinate space: element frames arrive in screen coordinates
/// (`accessibilityFrame`) and are written relative to the root's top-left corner, so a snapshot
/// does not change when the view moves on screen.
struct CaptureCoordinateSpace {
    /// The root's `accessibilityFrame` origin in screen coordinates (zero when it is not finite,
    /// so one broken root does not zero every frame).
    let originX: Double
    let originY: Double

    init(root: any AccessibilityHierarchyNode) {
        let frame = root.accessibilityFrame
        let finite = frame.x.isFinite && frame.y.isFinite
        originX = finite ? frame.x : 0
        originY = finite ? frame.y : 0
    }

    /// `rect` relative to the root. A rectangle with any non-finite value becomes the zero frame
    /// (a snapshot never holds NaN or infinity); a negative size is normalized to a positive one.
    func frame(of rect: CaptureRect) -> Frame {
        guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return .zero }
        var x = rect.x - originX, y = rect.y - originY
        var width = rect.width, height = rect.height
        if width < 0 { x += width; width = -width }
        if height < 0 { y += height; height = -height }
        guard x.isFinite, y.isFinite else { return .zero }
        return Frame(x: x, y: y, width: width, height: height)
    }

    /// `point` relative to the root, or `nil` when it is within half a point of `frame`'s centre
    /// (UIKit's default activation point), is not finite, or `frame` is empty and the point is
    /// the origin (an element that has no geometry yet).
    func customActivationPoint(_ point: CapturePoint, in frame: Frame) -> Point? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let x = point.x - originX, y = point.y - originY
        if abs(x - frame.midX) <= 0.5 && abs(y - frame.midY) <= 0.5 { return nil }
        if frame.width == 0 && frame.height == 0 && point.x == 0 && point.y == 0 { return nil }
        return Point(x: x, y: y)
    }

    /// The root's bounds: its view size when it is a view, else its frame's size; a non-finite or
    /// negative dimension counts as zero.
    static func viewport(of root: any AccessibilityHierarchyNode) -> Frame {
        let width: Double, height: Double
        if let view = root.viewState {
            (width, height) = (view.width, view.height)
        } else {
            (width, height) = (root.accessibilityFrame.width, root.accessibilityFrame.height)
        }
        return Frame(x: 0, y: 0, width: nonNegative(width), height: nonNegative(height))
    }

    private static func nonNegative(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }
}
