// Apple platforms only: Linux has no SwiftUI and the shim does not imitate it.
#if (os(iOS) || os(visionOS)) && canImport(SwiftUI)
import A11ySnapshot
import SwiftUI
import UIKit

extension AccessibilityCapture {
    /// A snapshot of a SwiftUI view hosted in a `UIHostingController` laid out at `size`.
    ///
    /// SwiftUI builds its accessibility elements only while accessibility is active: run the
    /// test in a host app with accessibility automation on (see `docs/CAPTURE.md`), or
    /// capture from a UI test instead.
    public static func snapshot<Content: SwiftUI.View>(
        of content: Content, size: CGSize, name: String = ""
    ) -> A11ySnapshot.AccessibilitySnapshot {
        snapshot(of: UIHostingController(rootView: content), size: size, name: name)
    }
}
#endif
