#if os(Linux)
import A11ySnapshot
import A11ySnapshotUIKit
import AppleShim
import Foundation

/// Builds simulated UIKit hierarchies with the shim, the way an app's views would be set up.
@MainActor
enum SimulatedScreen {
    /// A plain container view.
    static func view(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ subviews: [UIView] = []) -> UIView {
        let view = UIView(frame: CGRect(x: x, y: y, width: width, height: height))
        for subview in subviews { view.addSubview(subview) }
        return view
    }

    /// A plain view that is an accessibility element labelled `label`.
    static func element(
        _ label: String, _ x: Double, _ y: Double, _ width: Double = 40, _ height: Double = 20,
        traits: UIAccessibilityTraits = []
    ) -> UIView {
        accessible(UIView(frame: CGRect(x: x, y: y, width: width, height: height)), label, traits: traits)
    }

    /// `view` made an accessibility element labelled `label`.
    static func accessible<View: UIView>(_ view: View, _ label: String, traits: UIAccessibilityTraits = []) -> View {
        view.isAccessibilityElement = true
        view.accessibilityLabel = label
        view.accessibilityTraits = traits
        return view
    }

    /// A plain object that is an accessibility element (what SwiftUI vends: not a view, not a
    /// `UIAccessibilityElement`), with a screen frame.
    static func node(_ label: String, frame: CGRect) -> NSObject {
        let node = NSObject()
        node.isAccessibilityElement = true
        node.accessibilityLabel = label
        node.accessibilityFrame = frame
        return node
    }

    /// A phone-sized root listing `elements` as its `accessibilityElements`.
    static func phone(listing elements: [NSObject]) -> UIView {
        let root = phone([])
        root.accessibilityElements = elements
        return root
    }

    /// The phone-sized root most tests capture.
    static func phone(_ subviews: [UIView]) -> UIView {
        view(0, 0, 393, 852, subviews)
    }

    /// Runs `body` as on a device of `idiom` whose app runs in `direction`, then restores the
    /// phone and left-to-right defaults.
    static func on<Result>(
        _ idiom: UIUserInterfaceIdiom = .phone, direction: UIUserInterfaceLayoutDirection = .leftToRight,
        _ body: () -> Result
    ) -> Result {
        UIDevice.current.userInterfaceIdiom = idiom
        UIView.applicationLayoutDirectionForTesting = direction
        defer {
            UIDevice.current.userInterfaceIdiom = .phone
            UIView.applicationLayoutDirectionForTesting = .leftToRight
        }
        return body()
    }

    /// Captures `view` through the UIKit adapter.
    static func capture(_ view: UIView) -> AccessibilitySnapshot {
        AccessibilityCapture.snapshot(of: view, name: "Capture")
    }

    /// The labels of the top-level elements of `view`'s capture, in reading order.
    static func labels(_ view: UIView) -> [String] {
        capture(view).elements.map(\.label)
    }
}

extension AccessibilitySnapshot {
    /// Every label in the tree, depth first, in reading order.
    var allLabels: [String] {
        var result: [String] = []
        var pending = elements.reversed() as [AccessibilityElement]
        while let element = pending.popLast() {
            result.append(element.label)
            pending.append(contentsOf: element.children.reversed())
        }
        return result
    }
}
#endif
