#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import Foundation

/// Puts a screen in a key window for the length of a capture, then takes it out again.
///
/// UIKit computes `accessibilityFrame` (screen coordinates) through the view's window, and
/// SwiftUI creates its accessibility elements only for views in a window, so the reference tool
/// (cashapp/AccessibilitySnapshot) always adds the view to a key `UIWindow` before parsing
/// (`SnapshotTesting+Accessibility.swift`, `SwiftUIAccessibilitySnapshotView.swift`). A window
/// here is attached to the app's foreground window scene when there is one (a window without a
/// scene is never shown in a scene-based app) and made key and visible; afterwards it is hidden,
/// its root view controller released, the hosted view removed, and the window that was key
/// before made key again, so the app's windows are left as they were. In a test bundle without
/// a host app there is no application and no scene: the window stands alone.
@MainActor
enum CaptureHost {
    /// Runs `capture` with `view` laid out in a window. A view already in a window is captured
    /// where it is. Otherwise the top of its superview chain is added to a new window big enough
    /// to hold it, and removed again afterwards.
    static func hosting<Result>(_ view: UIView, _ capture: () -> Result) -> Result {
        guard view.window == nil else {
            view.layoutIfNeeded()
            return capture()
        }
        var top = view
        while let parent = top.superview { top = parent }
        let frame = top.frame
        let window = HostingWindow(size: CGSize(width: max(frame.maxX, frame.width), height: max(frame.maxY, frame.height)))
        window.window.addSubview(top)
        top.setNeedsLayout()
        top.layoutIfNeeded()
        defer {
            top.removeFromSuperview()
            window.close()
        }
        return capture()
    }

    /// Runs `capture` with `viewController` as the root view controller of a new window of
    /// `size`, its view filling the window and laid out. A controller whose view is already in a
    /// window is captured where it is.
    static func hosting<Result>(_ viewController: UIViewController, size: CGSize, _ capture: (UIView) -> Result) -> Result? {
        if let view = viewController.viewIfLoaded, view.window != nil {
            view.layoutIfNeeded()
            return capture(view)
        }
        let window = HostingWindow(size: size)
        window.window.rootViewController = viewController
        guard let view = viewController.view else {
            window.close()
            return nil
        }
        view.frame = CGRect(origin: .zero, size: size)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        defer { window.close() }
        return capture(view)
    }

    /// Marks the subtree for layout and lays it out again: so fonts and constraints follow new
    /// traits (variants), and a SwiftUI host that exposed nothing gets its second pass.
    static func relayout(_ root: UIView) {
        var pending = [root]
        while let view = pending.popLast() {
            view.setNeedsLayout()
            pending.append(contentsOf: view.subviews)
        }
        root.layoutIfNeeded()
    }
}

/// One temporary key window and the window that was key before it.
@MainActor
struct HostingWindow {
    let window: UIWindow
    private let previousKeyWindow: UIWindow?

    init(size: CGSize) {
        let scenes = Self.sharedApplication?.connectedScenes.compactMap { $0 as? UIWindowScene } ?? []
        previousKeyWindow = scenes.lazy.flatMap { $0.windows }.first { $0.isKeyWindow }
        let scene = scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
        let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: .zero)
        window.frame = CGRect(origin: .zero, size: size)
        window.makeKeyAndVisible()
        self.window = window
    }

    /// Hides the window, releases its root view controller and gives key status back.
    func close() {
        window.isHidden = true
        window.rootViewController = nil
        if let previousKeyWindow, !previousKeyWindow.isHidden, !previousKeyWindow.isKeyWindow {
            previousKeyWindow.makeKey()
        }
    }

    /// The application, when the process has one. Asked through the Objective-C runtime, as
    /// swift-snapshot-testing's `UIApplication.sharedIfAvailable` does: `UIApplication.shared` is
    /// unavailable in app extensions, and a test bundle without a host app has no application.
    static var sharedApplication: UIApplication? {
        let selector = NSSelectorFromString("sharedApplication")
        guard UIApplication.responds(to: selector) else { return nil }
        return UIApplication.perform(selector)?.takeUnretainedValue() as? UIApplication
    }
}
#endif
