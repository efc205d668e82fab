#if os(Linux)
import Foundation

/// Mirrors UIKit: `@MainActor class UIWindow : UIView`.
///
/// The shim models what the adapter relies on: a window is the root of its views' `window`;
/// at most one window is key (per scene, and among windows without a scene);
/// `makeKeyAndVisible()` shows a window and makes it key; `makeKey()` makes it key; hiding a
/// window takes its key status away (UIKit may then give key status to another window of its
/// own choosing: the adapter does not rely on that, it makes the previous key window key again
/// itself). A window's root view controller's view fills the window.
@MainActor
open class UIWindow: UIView {
    /// Mirrors UIKit (iOS 13): `weak var windowScene: UIWindowScene? { get set }`.
    open weak var windowScene: UIWindowScene? {
        didSet {
            oldValue?.detach(self)
            windowScene?.attach(self)
        }
    }

    /// Shim internals: the key window among the windows without a scene.
    private static weak var sceneLessKeyWindow: UIWindow?
    private var isKey = false

    /// Mirrors UIKit: `init(frame: CGRect)`. Windows start hidden.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Mirrors UIKit (iOS 13): `init(windowScene: UIWindowScene)`.
    public init(windowScene: UIWindowScene) {
        super.init(frame: .zero)
        isHidden = true
        self.windowScene = windowScene
        windowScene.attach(self)
    }

    /// Mirrors UIKit: `var rootViewController: UIViewController? { get set }`. Setting it puts
    /// the controller's view in the window, sized to the window; setting another (or `nil`)
    /// removes the previous controller's view.
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

    /// Mirrors UIKit: `var isKeyWindow: Bool { get }`.
    open var isKeyWindow: Bool { isKey }

    open override var isHidden: Bool {
        didSet {
            if isHidden && isKey { resignKeyStatus() }
        }
    }

    /// Mirrors UIKit: `func makeKey()`.
    open func makeKey() {
        let peers = windowScene?.attachedWindows ?? (Self.sceneLessKeyWindow.map { [$0] } ?? [])
        for peer in peers where peer !== self { peer.isKey = false }
        if windowScene == nil { Self.sceneLessKeyWindow = self }
        isKey = true
    }

    /// Mirrors UIKit: `func makeKeyAndVisible()`.
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
