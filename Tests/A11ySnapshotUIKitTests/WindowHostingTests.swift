#if os(Linux)
import A11ySnapshot
@testable import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// Captures put the screen in a key window, as the reference tool does before it parses
/// (cashapp/AccessibilitySnapshot: `SnapshotTesting+Accessibility.swift` adds the view to a key
/// `UIWindow`; `SwiftUIAccessibilitySnapshotView.swift` makes a hosting controller the root of
/// one), and leave the app's windows as they were.
@Suite("UIKit capture: window hosting")
@MainActor
struct WindowHostingTests {
    typealias S = SimulatedScreen

    /// A view that notes, when it is laid out, the window it is in.
    final class WindowProbe: UIView {
        /// `false` keeps no reference to the window, so a test can see it released.
        var keepsWindow = true
        var windowAtLayout: UIWindow?
        var sceneAtLayout: ObjectIdentifier?
        var wasKeyAtLayout = false

        override func layoutSubviews() {
            windowAtLayout = keepsWindow ? window : nil
            sceneAtLayout = window?.windowScene.map(ObjectIdentifier.init)
            wasKeyAtLayout = window?.isKeyWindow ?? false
        }
    }

    final class ProbeController: UIViewController {
        let probe = WindowProbe(frame: .zero)
        override func loadView() {
            view = probe
        }
    }

    @Test("A view in no window is laid out and read in a key window")
    func viewHostedInKeyWindow() {
        let probe = WindowProbe(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
        probe.addSubview(S.element("Title", 16, 16))
        _ = S.capture(probe)
        #expect(probe.windowAtLayout != nil)
        #expect(probe.wasKeyAtLayout)
    }

    @Test("After the capture the view is in no window again")
    func viewTakenOutAfterwards() {
        let probe = WindowProbe(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
        _ = S.capture(probe)
        #expect(probe.superview == nil)
        #expect(probe.window == nil)
        #expect(probe.windowAtLayout?.isHidden == true)
        #expect(probe.windowAtLayout?.isKeyWindow == false)
    }

    @Test("A view inside a detached hierarchy is hosted with its ancestors, which are left intact")
    func detachedHierarchyHostedWhole() {
        let card = WindowProbe(frame: CGRect(x: 20, y: 40, width: 300, height: 100))
        card.addSubview(S.element("Balance", 10, 10))
        let screen = S.phone([card])
        let captured = S.capture(card)
        #expect(card.windowAtLayout != nil)
        #expect(card.superview === screen)
        #expect(screen.superview == nil)
        #expect(captured.elements.map(\.frame) == [Frame(10, 10, 40, 20)])
        #expect(captured.viewport == Frame(0, 0, 300, 100))
    }

    @Test("A view already in a window is captured where it is, and its window is left alone")
    func viewInWindowCapturedInPlace() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.makeKeyAndVisible()
        let screen = S.phone([S.element("Title", 16, 16)])
        window.addSubview(screen)
        let captured = S.capture(screen)
        #expect(captured.elements.map(\.label) == ["Title"])
        #expect(screen.superview === window)
        #expect(window.isKeyWindow)
        #expect(!window.isHidden)
    }

    @Test("A view controller is the root of a key window of the requested size while it is read")
    func viewControllerHostedAsRoot() {
        let controller = ProbeController()
        let captured = AccessibilityCapture.snapshot(of: controller, size: CGSize(width: 402, height: 874))
        let window = controller.probe.windowAtLayout
        #expect(controller.probe.wasKeyAtLayout)
        #expect(window?.bounds.size == CGSize(width: 402, height: 874))
        #expect(captured.viewport == Frame(0, 0, 402, 874))
    }

    @Test("After a view controller's capture its window is hidden and let go of the controller")
    func viewControllerWindowTornDown() {
        let controller = ProbeController()
        _ = AccessibilityCapture.snapshot(of: controller, size: CGSize(width: 402, height: 874))
        let window = controller.probe.windowAtLayout
        #expect(window?.isHidden == true)
        #expect(window?.rootViewController == nil)
        #expect(controller.view.superview == nil)
    }

    @Test("A view controller already on screen is captured where it is")
    func viewControllerOnScreenCapturedInPlace() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let controller = ProbeController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = AccessibilityCapture.snapshot(of: controller, size: CGSize(width: 1024, height: 1366))
        #expect(window.rootViewController === controller)
        #expect(controller.probe.windowAtLayout === window)
        #expect(window.isKeyWindow)
    }

    @Test("In a host app the window joins the foreground scene, and the app's key window is key again afterwards")
    func hostAppKeyWindowRestored() throws {
        let application = UIApplication.launchForTesting()
        defer { UIApplication.terminateForTesting() }
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        let appWindow = UIWindow(windowScene: scene)
        appWindow.makeKeyAndVisible()

        let probe = WindowProbe(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
        probe.keepsWindow = false
        _ = S.capture(probe)

        #expect(probe.sceneAtLayout == ObjectIdentifier(scene))
        #expect(appWindow.isKeyWindow)
        #expect(scene.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(appWindow)])
    }

    @Test("Without a host app (a test bundle alone) the window stands without a scene")
    func noHostAppNoScene() {
        let probe = WindowProbe(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
        _ = S.capture(probe)
        #expect(HostingWindow.sharedApplication == nil)
        #expect(probe.windowAtLayout != nil)
        #expect(probe.sceneAtLayout == nil)
    }
}
#endif
