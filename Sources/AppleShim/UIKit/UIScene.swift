#if os(Linux)
import Foundation

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScene.h
@available(iOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIScene: UIResponder {
    /// `UISceneActivationState`, renamed by UIKit.apinotes.
    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISceneDefinitions.h
    // From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIKit.apinotes
    @available(iOS 13.0, *)
    @available(watchOS, unavailable)
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    open private(set) var activationState: ActivationState

    // Test support: UIKit makes scenes; a test makes one in the state it needs.
    public init(activationState: ActivationState) {
        self.activationState = activationState
        super.init()
    }
}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindowScene.h
@available(iOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIWindowScene: UIScene {
    private struct WeakWindow {
        weak var window: UIWindow?
    }
    // Test support: the windows attached to this scene, in the order they were attached. A
    // window that is released leaves the scene, as in UIKit.
    private var attached: [WeakWindow] = []

    // Test support: see `attached`.
    var attachedWindows: [UIWindow] { attached.compactMap(\.window) }

    // Test support: see `attached`.
    func attach(_ window: UIWindow) {
        attached.removeAll { $0.window == nil || $0.window === window }
        attached.append(WeakWindow(window: window))
    }

    // Test support: see `attached`.
    func detach(_ window: UIWindow) {
        attached.removeAll { $0.window == nil || $0.window === window }
    }

    open var windows: [UIWindow] { attachedWindows }

    @available(iOS 15.0, *)
    @available(watchOS, unavailable)
    open var keyWindow: UIWindow? { attachedWindows.first { $0.isKeyWindow } }
}
#endif
