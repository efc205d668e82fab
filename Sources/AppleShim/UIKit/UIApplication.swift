#if os(Linux)
import Foundation

/// Mirrors UIKit: `@MainActor class UIApplication : UIResponder`. The adapter never names
/// `UIApplication.shared` (unavailable in app extensions, and nil in a test bundle without a host
/// app); it asks the class for `sharedApplication` through the Objective-C runtime, as
/// swift-snapshot-testing's `UIApplication.sharedIfAvailable` does. The shim models both cases:
/// no application until a test calls `launchForTesting()`.
@MainActor
open class UIApplication: UIResponder {
    private static var current: UIApplication?
    private var scenes: Set<UIScene> = []

    private override init() {
        super.init()
    }

    /// Test support: starts "a host app" (makes the shared application exist), with one
    /// foreground-active window scene, and returns it.
    @discardableResult
    public static func launchForTesting() -> UIApplication {
        let application = UIApplication()
        application.scenes = [UIWindowScene(activationState: .foregroundActive)]
        current = application
        return application
    }

    /// Test support: back to "no host app".
    public static func terminateForTesting() {
        current = nil
    }

    /// Mirrors UIKit: `var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }`,
    /// the direction of the app's language (here: `UIView.applicationLayoutDirectionForTesting`).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { UIView.applicationLayoutDirectionForTesting }

    /// Mirrors UIKit (iOS 13): `var connectedScenes: Set<UIScene> { get }`.
    open var connectedScenes: Set<UIScene> { scenes }

    /// Mirrors NSObject: `class func responds(to aSelector: Selector!) -> Bool` (sent to the class
    /// object). `sharedApplication` is implemented whenever UIKit is loaded.
    public class func responds(to aSelector: Selector!) -> Bool {
        aSelector?.name == "sharedApplication"
    }

    /// Mirrors NSObjectProtocol: `func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>!`
    /// (sent to the class object). `sharedApplication` answers the application, or nil when the
    /// process has none (a test bundle without a host app).
    public class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        guard aSelector?.name == "sharedApplication", let current else { return nil }
        return Unmanaged.passUnretained(current)
    }
}

/// Mirrors UIKit (iOS 13): `@MainActor class UIScene : UIResponder`.
@MainActor
open class UIScene: UIResponder {
    /// Mirrors UIKit: `enum UIScene.ActivationState : Int`.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// Mirrors UIKit: `var activationState: UIScene.ActivationState { get }`.
    open private(set) var activationState: ActivationState

    /// Test support.
    public init(activationState: ActivationState) {
        self.activationState = activationState
        super.init()
    }
}

/// Mirrors UIKit (iOS 13): `@MainActor class UIWindowScene : UIScene`.
@MainActor
open class UIWindowScene: UIScene {
    private struct WeakWindow {
        weak var window: UIWindow?
    }
    /// Shim internals: the windows attached to this scene, in the order they were attached. A
    /// window that is released leaves the scene, as in UIKit.
    private var attached: [WeakWindow] = []

    var attachedWindows: [UIWindow] { attached.compactMap(\.window) }

    func attach(_ window: UIWindow) {
        attached.removeAll { $0.window == nil || $0.window === window }
        attached.append(WeakWindow(window: window))
    }

    func detach(_ window: UIWindow) {
        attached.removeAll { $0.window == nil || $0.window === window }
    }

    /// Mirrors UIKit: `var windows: [UIWindow] { get }`.
    open var windows: [UIWindow] { attachedWindows }

    /// Mirrors UIKit (iOS 15): `var keyWindow: UIWindow? { get }`.
    open var keyWindow: UIWindow? { attachedWindows.first { $0.isKeyWindow } }
}
#endif
