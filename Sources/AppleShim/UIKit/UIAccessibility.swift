#if os(Linux)
import Foundation

/// Mirrors UIKit's `UIAccessibility` namespace (the Swift name of the C functions in
/// UIAccessibility.h), the one function the adapter uses.
public enum UIAccessibility {
    /// Mirrors UIKit: `static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect`
    /// (`UIAccessibilityConvertFrameToScreenCoordinates`). Here: `rect` moved by the view's
    /// position on screen (no transforms in the shim).
    @MainActor public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        let origin = view.frameOnScreen.origin
        return CGRect(x: origin.x - view.bounds.origin.x + rect.origin.x, y: origin.y - view.bounds.origin.y + rect.origin.y,
                      width: rect.width, height: rect.height)
    }
}
#endif
