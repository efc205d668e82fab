#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import A11ySnapshot
import A11ySnapshotAssertions
import Foundation

/// The capture an assertion makes: the snapshot, checked for the signatures of a broken
/// environment (``DegenerateCapture``), and explained when asked (``CaptureExplanation``).
extension AccessibilityCapture {
    /// How one live capture is made.
    struct LiveRequest {
        /// The variant to show the screen as; `nil` for the default screen.
        var variant: AccessibilityVariant?
        /// Record the walk's decisions and write them out (`A11Y_SNAPSHOT_EXPLAIN`).
        var explains: Bool
        /// The view is a SwiftUI hosting controller's: one exposing nothing is read again after a
        /// second layout pass.
        var hostsSwiftUI = false
    }

    /// A live capture of `view`, hosted as ``snapshot(of:name:)`` hosts it.
    static func liveCapture(of view: UIView, _ request: LiveRequest) throws(UIKitVariantOverride.Unavailable) -> LiveCapture {
        AccessibilityAutomation.enableIfNeeded()
        let hostedTemporarily = view.window == nil
        let captured = CaptureHost.hosting(view) {
            Result { () throws(UIKitVariantOverride.Unavailable) in try capture(view, request, hostedTemporarily: hostedTemporarily) }
        }
        return try captured.get()
    }

    /// A live capture of `viewController`'s view at `size`, hosted as ``snapshot(of:size:name:)``
    /// hosts it.
    static func liveCapture(of viewController: UIViewController, size: CGSize,
                            _ request: LiveRequest) throws(UIKitVariantOverride.Unavailable) -> LiveCapture {
        AccessibilityAutomation.enableIfNeeded()
        let hostedTemporarily = viewController.viewIfLoaded?.window == nil
        let captured = CaptureHost.hosting(viewController, size: size) { view in
            Result { () throws(UIKitVariantOverride.Unavailable) in try capture(view, request, hostedTemporarily: hostedTemporarily) }
        }
        guard let captured else {
            let empty = AccessibilitySnapshot(name: "", viewport: .zero, elements: [])
            let missing = DegenerateCapture(signature: .notInWindow, automation: AccessibilityAutomation.state, swiftUI: nil)
            return LiveCapture(snapshot: empty, degeneracy: missing.lines)
        }
        return try captured.get()
    }

    /// Captures `view`, which is hosted and laid out, as `request` says.
    private static func capture(_ view: UIView, _ request: LiveRequest,
                                hostedTemporarily: Bool) throws(UIKitVariantOverride.Unavailable) -> LiveCapture {
        guard let variant = request.variant else { return examine(view, request, hostedTemporarily: hostedTemporarily) }
        return try UIKitVariantOverride.applying(variant, to: view) { examine(view, request, hostedTemporarily: hostedTemporarily) }
    }

    /// Reads `view` (twice for a SwiftUI host that exposes nothing at first), checks the capture
    /// and explains it when asked.
    private static func examine(_ view: UIView, _ request: LiveRequest, hostedTemporarily: Bool) -> LiveCapture {
        var pass = read(view, variant: request.variant, explaining: request.explains)
        var swiftUI: SwiftUIPasses?
        if request.hostsSwiftUI {
            let first = pass.snapshot.elements.count
            if first == 0 {
                CaptureHost.relayout(view)
                pass = read(view, variant: request.variant, explaining: request.explains)
            }
            swiftUI = SwiftUIPasses(firstPass: first, secondPass: first == 0 ? pass.snapshot.elements.count : nil)
        }
        let situation = CaptureSituation(of: view, hostedTemporarily: hostedTemporarily, swiftUI: swiftUI)
        let degeneracy = DegenerateCapture.find(in: pass.snapshot, of: view, situation: situation)
        let explanation = pass.record.map { record in
            CaptureExplanation.text(record: record, environment: CaptureEnvironment(of: view, situation: situation, variant: request.variant),
                                    degeneracy: degeneracy)
        }
        return LiveCapture(snapshot: pass.snapshot, degeneracy: degeneracy?.lines, explanation: explanation)
    }

    /// Reads `view` once: its snapshot, and the walk's decisions when explaining.
    private static func read(_ view: UIView, variant: AccessibilityVariant?,
                             explaining: Bool) -> (snapshot: AccessibilitySnapshot, record: CaptureWalkRecord?) {
        guard explaining else { return (read(view, name: "", variant: variant), nil) }
        let root = UIKitAccessibilityNode(reading: view, keepingUnknownTraitBits: keepsUnknownTraitBits, explaining: true)
        var record = CaptureWalkRecord()
        let snapshot = walker(for: variant).snapshot(of: root, name: "", recording: &record)
        return (snapshot, record)
    }

    /// Explains how a capture of `view` (shown as `variant`, when given) reads it: every object
    /// the walk reaches with its decision, then the environment and the degenerate-capture check,
    /// as `A11Y_SNAPSHOT_EXPLAIN=1` writes it to `<stem>.capture.txt` (docs/CAPTURE.md, "Reading a
    /// capture explanation"). `view` is hosted as ``snapshot(of:name:)`` hosts it. A variant this
    /// OS cannot apply gives the reason instead.
    public static func explanation(of view: UIView, variant: AccessibilityVariant? = nil) -> String {
        do {
            return try liveCapture(of: view, LiveRequest(variant: variant, explains: true)).explanation ?? ""
        } catch {
            return "\(error)"
        }
    }

    /// Explains how a capture of `viewController` at `size` reads it; see ``explanation(of:)``.
    public static func explanation(of viewController: UIViewController, size: CGSize) -> String {
        let request = LiveRequest(explains: true)
        return (try? liveCapture(of: viewController, size: size, request).explanation) ?? ""
    }
}
#endif
