// Apple platforms only: Linux has no SwiftUI and the shim does not imitate it.
#if (os(iOS) || os(visionOS)) && canImport(SwiftUI)
import A11ySnapshot
import A11ySnapshotAssertions
import SwiftUI
import UIKit

extension AccessibilityCapturing where Value: SwiftUI.View {
    /// Captures a SwiftUI view hosted in a `UIHostingController` laid out at `size`
    /// (``AccessibilityCapture/snapshot(of:size:name:)-(Content,_,_)``): a pullback of
    /// `.viewController(size:)` through `UIHostingController(rootView:)`, whose hosting view, when
    /// it exposes no element, is laid out and read a second time before the capture counts as
    /// empty. Variants are captured as for a UIKit view: SwiftUI follows the hosting controller's
    /// trait overrides (`dynamicTypeSize`, `legibilityWeight`, `layoutDirection`).
    ///
    /// ```swift
    /// @Test @MainActor func settings() {
    ///     assertAccessibilitySnapshot(of: SettingsView(), as: .swiftUI(size: CGSize(width: 393, height: 852)))
    /// }
    /// ```
    public static func swiftUI(size: CGSize) -> AccessibilityCapturing<Value> {
        AccessibilityCapturing<UIViewController>.swiftUIHost(size: size).pullback { (content: Value) in
            UIHostingController(rootView: content)
        }
    }
}
#endif
