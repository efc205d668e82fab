#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import A11ySnapshot
import Foundation

/// Captures accessibility snapshots from live UIKit (and, on Apple platforms, SwiftUI) screens,
/// reading them the way VoiceOver does (``AccessibilityHierarchyWalker``).
///
/// Capture runs on the main actor. The screen should be in a test host app's process (see
/// `docs/CAPTURE.md`): UIKit provides most default accessibility values of its standard
/// controls only when accessibility is active.
@MainActor
public enum AccessibilityCapture {
    /// A snapshot of `view` as it is laid out now (pending layout is applied first). Frames are
    /// in `view`'s coordinate space and the viewport is its bounds; the reading direction follows
    /// the view's `effectiveUserInterfaceLayoutDirection`.
    public static func snapshot(of view: UIView, name: String = "") -> AccessibilitySnapshot {
        view.layoutIfNeeded()
        let direction: AccessibilityHierarchyWalker.LayoutDirection =
            view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        let walker = AccessibilityHierarchyWalker(layoutDirection: direction)
        return walker.snapshot(of: UIKitAccessibilityNode(reading: view), name: name)
    }

    /// A snapshot of `viewController`'s view laid out at `size`: the view is loaded if needed,
    /// given the frame `(0, 0, size)` and laid out. No window is created; put the controller in
    /// one first when the screen depends on it (safe area, trait collection, appearance calls).
    public static func snapshot(of viewController: UIViewController, size: CGSize, name: String = "") -> AccessibilitySnapshot {
        guard let view = viewController.view else {
            return AccessibilitySnapshot(name: name, viewport: .zero, elements: [])
        }
        view.frame = CGRect(origin: .zero, size: size)
        view.setNeedsLayout()
        return snapshot(of: view, name: name)
    }
}
#endif
