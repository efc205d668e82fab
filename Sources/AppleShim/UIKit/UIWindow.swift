#if os(Linux)
import Foundation

/// The shim models what the adapter relies on: a window is the root of its views' `window`;
/// at most one window is key (per scene, and among windows without a scene);
/// `makeKeyAndVisible()` shows a window and makes it key; `makeKey()` makes it key; hiding a
/// window takes its key status away (UIKit may then give key status to another window of its
/// own choosing: the adapter does not rely on that, it makes the previous key window key again
/// itself). A window's root view controller's view fills the window.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindow.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIWindow: UIView {
    @available(iOS 13.0, *)
    @available(watchOS, unavailable)
    open weak var windowScene: UIWindowScene? {
        didSet {
            oldValue?.detach(self)
            windowScene?.attach(self)
        }
    }

    // Test support: the key window among the windows without a scene, and this window's key status.
    private static weak var sceneLessKeyWindow: UIWindow?
    private var isKey = false

    /// Windows start hidden. Deprecated in the iOS 26 SDK (in the iOS 18 SDK UIWindow inherits
    /// UIView's initializer, undeprecated).
    @available(iOS, introduced: 2.0, deprecated: 26.0, message: "Use init(windowScene:) instead.")
    @available(tvOS, introduced: 9.0, deprecated: 26.0, message: "Use init(windowScene:) instead.")
    @available(visionOS, introduced: 1.0, deprecated: 26.0, message: "Use init(windowScene:) instead.")
    @available(watchOS, unavailable)
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    @available(iOS 13.0, *)
    @available(watchOS, unavailable)
    public init(windowScene: UIWindowScene) {
        super.init(frame: .zero)
        isHidden = true
        self.windowScene = windowScene
        windowScene.attach(self)
    }

    /// Setting it puts the controller's view in the window, sized to the window; setting another
    /// (or `nil`) removes the previous controller's view.
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController? {
        didSet {
            if let old = oldValue, old !== rootViewController, old.viewIfLoaded?.superview === self {
                old.viewIfLoaded?.removeFromSuperview()
            }
            if let controller = rootViewController, let view = controller.view {
                view.frame = CGRect(origin: .zero, size: bounds.size)
                addSubview(view)
            }
        }
    }

    /// `getter=isKeyWindow keyWindow`.
    open var isKeyWindow: Bool { isKey }

    open override var isHidden: Bool {
        didSet {
            if isHidden && isKey { resignKeyStatus() }
        }
    }

    /// `makeKeyWindow`.
    open func makeKey() {
        let peers = windowScene?.attachedWindows ?? (Self.sceneLessKeyWindow.map { [$0] } ?? [])
        for peer in peers where peer !== self { peer.isKey = false }
        if windowScene == nil { Self.sceneLessKeyWindow = self }
        isKey = true
    }

    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    private func resignKeyStatus() {
        isKey = false
        if Self.sceneLessKeyWindow === self { Self.sceneLessKeyWindow = nil }
    }
}
#endif
