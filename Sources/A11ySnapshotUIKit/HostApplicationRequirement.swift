#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
/// A live capture was asked for in a test process with no application: a test bundle without a
/// host app, which is what every SwiftPM test target is on a simulator.
///
/// UIKit fills in its controls' accessibility properties, and SwiftUI builds its accessibility
/// elements, only inside an application; without one a capture reads empty labels and missing
/// elements and would record them as the reference. The reference tool fails the same way
/// (cashapp/AccessibilitySnapshot, "cannot be run in a test target without a host
/// application"; its PR #149 found no way to give a SwiftPM test target a host).
public struct HostApplicationMissing: Error, CustomStringConvertible {
    public var description: String {
        "live capture needs a host application, and this test process has none (UIApplication.shared does not "
            + "exist): UIKit fills in accessibility properties and SwiftUI builds its elements only inside an app. "
            + "Give the test target a host application (in Xcode: the test target's General tab, Host Application; "
            + "build settings TEST_HOST and BUNDLE_LOADER). SwiftPM test targets cannot have one: run live captures "
            + "from a test target of an Xcode project (docs/CAPTURE.md, \"Host application required\"). "
            + "To capture without one anyway, set AccessibilityCapture.requiresHostApplication = false."
    }
}

extension AccessibilityCapture {
    /// `false` lets the assertions capture in a test process without a host application, which
    /// they otherwise refuse (``HostApplicationMissing``). Screens that set every accessibility
    /// property themselves can be read there; UIKit's standard controls and SwiftUI cannot.
    public static var requiresHostApplication = true

    /// Throws ``HostApplicationMissing`` when ``requiresHostApplication`` is on and the process
    /// has no application.
    static func checkHostApplication() throws(HostApplicationMissing) {
        guard requiresHostApplication, HostingWindow.sharedApplication == nil else { return }
        throw HostApplicationMissing()
    }
}
#endif
