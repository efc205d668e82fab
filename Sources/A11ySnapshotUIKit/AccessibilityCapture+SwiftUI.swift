// Apple platforms only: Linux has no SwiftUI and the shim does not imitate it.
#if (os(iOS) || os(visionOS)) && canImport(SwiftUI)
import A11ySnapshot
import A11ySnapshotAssertions
import SwiftUI
import UIKit

extension AccessibilityCapture {
    /// A snapshot of a SwiftUI view hosted in a `UIHostingController` laid out at `size`.
    ///
    /// SwiftUI builds its accessibility elements only while accessibility is active: run the
    /// test in a host app with accessibility automation on (see `docs/CAPTURE.md`), or
    /// capture from a UI test instead. A hosting view that exposes no element is laid out and
    /// read a second time.
    public static func snapshot<Content: SwiftUI.View>(
        of content: Content, size: CGSize, name: String = ""
    ) -> A11ySnapshot.AccessibilitySnapshot {
        let request = LiveRequest(explains: false, hostsSwiftUI: true)
        var captured = (try? liveCapture(of: UIHostingController(rootView: content), size: size, request))?.snapshot
            ?? A11ySnapshot.AccessibilitySnapshot(name: name, viewport: .zero, elements: [])
        captured.name = name
        return captured
    }

    /// Explains how a capture of a SwiftUI view hosted at `size` reads it, the second layout pass
    /// included (see ``explanation(of:)``).
    public static func explanation<Content: SwiftUI.View>(of content: Content, size: CGSize) -> String {
        let request = LiveRequest(explains: true, hostsSwiftUI: true)
        return (try? liveCapture(of: UIHostingController(rootView: content), size: size, request))?.explanation ?? ""
    }
}
#endif
