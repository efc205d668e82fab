#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import A11ySnapshot
import A11ySnapshotAssertions
import Foundation

/// The UIKit and SwiftUI assertions' captures: a view, or a view controller's view laid out at a
/// size, as the default screen and as each variant, fed to the one assertion path. In a process
/// without a host application the assertion fails before capturing (``HostApplicationMissing``);
/// a capture that looks like a broken environment's fails it unless `allowEmpty` is set
/// (``DegenerateCapture``), and each capture explains its walk when asked (``CaptureExplanation``).
extension SnapshotAssertion {
    /// Captures `view` and each variant and asserts them.
    @MainActor
    func assertCapture(of view: UIView) {
        let explains = explains
        assert { variant in
            try AccessibilityCapture.checkHostApplication()
            return try AccessibilityCapture.liveCapture(of: view, .init(variant: variant, explains: explains))
        }
    }

    /// Captures `viewController`'s view laid out at `size`, and each variant, and asserts them;
    /// `hostsSwiftUI` when the controller is a SwiftUI view's hosting controller.
    @MainActor
    func assertCapture(of viewController: UIViewController, size: CGSize, hostsSwiftUI: Bool = false) {
        let explains = explains
        assert { variant in
            try AccessibilityCapture.checkHostApplication()
            return try AccessibilityCapture.liveCapture(
                of: viewController, size: size, .init(variant: variant, explains: explains, hostsSwiftUI: hostsSwiftUI))
        }
    }
}
#endif
