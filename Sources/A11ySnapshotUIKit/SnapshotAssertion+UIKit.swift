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
/// without a host application the assertion fails before capturing (``HostApplicationMissing``).
extension SnapshotAssertion {
    /// Captures `view` and each variant and asserts them.
    @MainActor
    func assertCapture(of view: UIView) {
        assert { variant in
            try AccessibilityCapture.checkHostApplication()
            return LiveCapture(snapshot: try variant.map { try AccessibilityCapture.snapshot(of: view, variant: $0) } ?? AccessibilityCapture.snapshot(of: view))
        }
    }

    /// Captures `viewController`'s view laid out at `size`, and each variant, and asserts them.
    @MainActor
    func assertCapture(of viewController: UIViewController, size: CGSize) {
        assert { variant in
            try AccessibilityCapture.checkHostApplication()
            return LiveCapture(snapshot: try variant.map { try AccessibilityCapture.snapshot(of: viewController, size: size, variant: $0) }
                ?? AccessibilityCapture.snapshot(of: viewController, size: size))
        }
    }
}
#endif
