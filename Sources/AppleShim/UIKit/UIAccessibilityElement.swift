#if os(Linux)
import Foundation

/// Mirrors UIKit: `@MainActor class UIAccessibilityElement : UIResponder`, adopting
/// `UIAccessibilityIdentification`: an element that is not a view, vended in a container's
/// `accessibilityElements`. Its accessibility properties are the `NSObject` ones.
@MainActor
open class UIAccessibilityElement: UIResponder, UIAccessibilityIdentification {
    /// Test support. Mirrors UIKit: `weak var accessibilityContainer: AnyObject? { get set }`.
    open weak var accessibilityContainer: AnyObject?
    /// Mirrors UIKit (UIAccessibilityIdentification): `var accessibilityIdentifier: String? { get set }`.
    open var accessibilityIdentifier: String?
    /// Mirrors UIKit (iOS 10): `var accessibilityFrameInContainerSpace: CGRect { get set }`,
    /// `CGRect.null` by default. While set, `accessibilityFrame` follows the container view.
    open var accessibilityFrameInContainerSpace: CGRect = .null

    /// Shim internals: UIKit's documented reset when `accessibilityFrame` is assigned.
    func resetFrameInContainerSpace() {
        accessibilityFrameInContainerSpace = .null
    }

    /// Test support. Mirrors UIKit: `init(accessibilityContainer container: Any)`.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }
}
#endif
