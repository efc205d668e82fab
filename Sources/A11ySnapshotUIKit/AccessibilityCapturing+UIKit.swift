#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import A11ySnapshot
import A11ySnapshotAssertions
import Foundation

/// The UIKit captures: a view, or a view controller's view laid out at a size, as the default
/// screen and as each variant. In a process without a host application the capture fails before
/// reading anything (``HostApplicationMissing``); a capture that looks like a broken environment's
/// fails the assertion unless `allowEmpty` is set (``DegenerateCapture``), and each capture
/// explains its walk when asked (``CaptureExplanation``).
extension AccessibilityCapturing where Value == UIView {
    /// Captures a view (``AccessibilityCapture/snapshot(of:name:)``) and, for each of the
    /// configuration's variants (larger text, right-to-left, Bold Text), the view shown as that
    /// variant (``AccessibilityCapture/snapshot(of:variant:name:)``).
    ///
    /// ```swift
    /// @Test @MainActor func loginForm() {
    ///     assertAccessibilitySnapshot(of: LoginFormView(frame: CGRect(x: 0, y: 0, width: 393, height: 400)), as: .view,
    ///                                 configuration: .init(variants: [.contentSize(.accessibilityExtraExtraExtraLarge), .rightToLeft]))
    /// }
    /// ```
    public static var view: AccessibilityCapturing<UIView> {
        AccessibilityCapturing(capturesVariants: true) { view, context in
            try AccessibilityCapture.checkHostApplication()
            return try AccessibilityCapture.liveCapture(of: view, .init(variant: context.variant, explains: context.explains))
        }
    }
}

extension AccessibilityCapturing where Value == UIViewController {
    /// Captures a view controller's view laid out at `size`
    /// (``AccessibilityCapture/snapshot(of:size:name:)``), and each variant as ``view`` does.
    ///
    /// ```swift
    /// @Test @MainActor func loginScreen() {
    ///     assertAccessibilitySnapshot(of: LoginViewController(), as: .viewController(size: CGSize(width: 393, height: 852)))
    /// }
    /// ```
    public static func viewController(size: CGSize) -> AccessibilityCapturing<UIViewController> {
        hosted(size: size, hostsSwiftUI: false)
    }

    /// Captures a SwiftUI hosting controller's view laid out at `size`: a view that exposes no
    /// element is laid out and read a second time before the capture counts as empty. The base of
    /// `.swiftUI(size:)`.
    static func swiftUIHost(size: CGSize) -> AccessibilityCapturing<UIViewController> {
        hosted(size: size, hostsSwiftUI: true)
    }

    /// Captures a view controller's view laid out at `size`; `hostsSwiftUI` reads a hosting view
    /// that exposes nothing a second time.
    private static func hosted(size: CGSize, hostsSwiftUI: Bool) -> AccessibilityCapturing<UIViewController> {
        AccessibilityCapturing(capturesVariants: true) { controller, context in
            try AccessibilityCapture.checkHostApplication()
            return try AccessibilityCapture.liveCapture(
                of: controller, size: size, .init(variant: context.variant, explains: context.explains, hostsSwiftUI: hostsSwiftUI))
        }
    }
}
#endif
