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
/// Each capture follows the reference tool (cashapp/AccessibilitySnapshot), see
/// `docs/CAPTURE.md`:
/// - accessibility automation is switched on before the first capture
///   (``AccessibilityAutomation``), so UIKit's standard controls report their labels, values
///   and traits and SwiftUI builds its elements;
/// - a screen that is not in a window is put in a temporary key window for the capture and
///   taken out again, leaving the app's windows as they were;
/// - rows are read in the application's layout direction, with the same-row threshold of the
///   device idiom (8 points on phones, 13 elsewhere);
/// - frames are in the captured view's coordinate space and the viewport is its bounds.
@MainActor
public enum AccessibilityCapture {
    /// `true` keeps every private `UIAccessibilityTraits` bit (written `bitN`); by default live
    /// capture keeps only the public traits and the back-button and tab-bar-item bits, because
    /// the others change between iOS versions (see `docs/CAPTURE.md`).
    public static var keepsUnknownTraitBits = false

    /// A snapshot of `view` as it is laid out now (pending layout is applied first). A view in
    /// no window is added, with the top of its superview chain, to a temporary key window for the
    /// capture. Frames are in `view`'s coordinate space and the viewport is its bounds.
    public static func snapshot(of view: UIView, name: String = "") -> AccessibilitySnapshot {
        AccessibilityAutomation.enableIfNeeded()
        return CaptureHost.hosting(view) { read(view, name: name) }
    }

    /// A snapshot of `viewController` at `size`: the controller becomes the root view controller
    /// of a temporary key window of that size, its view is laid out, read, and the window is
    /// taken away again. A controller whose view is already in a window is captured where it is.
    public static func snapshot(of viewController: UIViewController, size: CGSize, name: String = "") -> AccessibilitySnapshot {
        AccessibilityAutomation.enableIfNeeded()
        return CaptureHost.hosting(viewController, size: size) { read($0, name: name) }
            ?? AccessibilitySnapshot(name: name, viewport: .zero, elements: [])
    }

    /// A snapshot of `view` shown as `variant` (see ``UIKitVariantOverride``): hosted like
    /// ``snapshot(of:name:)``, the variant applied through trait overrides, read, and the view
    /// restored. A right-to-left variant is read right to left.
    public static func snapshot(of view: UIView, variant: AccessibilityVariant, name: String = "") throws -> AccessibilitySnapshot {
        AccessibilityAutomation.enableIfNeeded()
        let result = CaptureHost.hosting(view) {
            Result { () throws(UIKitVariantOverride.Unavailable) in
                try UIKitVariantOverride.applying(variant, to: view) { read(view, name: name, variant: variant) }
            }
        }
        return try result.get()
    }

    /// A snapshot of `viewController` at `size` shown as `variant`; see
    /// ``snapshot(of:size:name:)`` and ``snapshot(of:variant:name:)``.
    public static func snapshot(of viewController: UIViewController, size: CGSize, variant: AccessibilityVariant,
                                name: String = "") throws -> AccessibilitySnapshot {
        AccessibilityAutomation.enableIfNeeded()
        let captured = CaptureHost.hosting(viewController, size: size) { view in
            Result { () throws(UIKitVariantOverride.Unavailable) in
                try UIKitVariantOverride.applying(variant, to: view) { read(view, name: name, variant: variant) }
            }
        }
        return try captured?.get() ?? AccessibilitySnapshot(name: name, viewport: .zero, elements: [])
    }

    /// Reads `view`, which is laid out and in a window; a right-to-left variant reads rows right
    /// to left whatever the application's language.
    static func read(_ view: UIView, name: String, variant: AccessibilityVariant? = nil) -> AccessibilitySnapshot {
        walker(for: variant).snapshot(of: UIKitAccessibilityNode(reading: view, keepingUnknownTraitBits: keepsUnknownTraitBits), name: name)
    }

    /// The walker for `variant`: the application's direction (right to left for that variant) and
    /// the idiom's threshold.
    static func walker(for variant: AccessibilityVariant?) -> AccessibilityHierarchyWalker {
        let direction = variant == .rightToLeft ? .rightToLeft : layoutDirection
        return AccessibilityHierarchyWalker(layoutDirection: direction, sameRowThreshold: sameRowThreshold)
    }

    /// The application's layout direction, which VoiceOver reads rows in (the reference takes
    /// `UIApplication.shared.userInterfaceLayoutDirection`); without an application (a test
    /// bundle with no host app), the direction UIKit gives views that do not force one.
    static var layoutDirection: AccessibilityHierarchyWalker.LayoutDirection {
        let direction = HostingWindow.sharedApplication?.userInterfaceLayoutDirection
            ?? UIView.userInterfaceLayoutDirection(for: .unspecified)
        return direction == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The same-row threshold of the device idiom, as the reference chooses it: 8 points on a
    /// phone, 13 on every other idiom (pad, Mac, TV, vision), whatever the captured view's size
    /// (a narrow iPad split view still reads with 13).
    static var sameRowThreshold: Double {
        UIDevice.current.userInterfaceIdiom == .phone
            ? AccessibilityHierarchyWalker.phoneSameRowThreshold : AccessibilityHierarchyWalker.padSameRowThreshold
    }
}
#endif
