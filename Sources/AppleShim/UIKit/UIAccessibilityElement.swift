#if os(Linux)
import Foundation

/// An element that is not a view, vended in a container's `accessibilityElements`. UIKit
/// redeclares the NSObject accessibility properties on it; the shim's are the NSObject ones.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityElement.h
@available(iOS 3.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIAccessibilityElement: UIResponder, UIAccessibilityIdentification {
    /// `nullable weak id`.
    open weak var accessibilityContainer: AnyObject?
    /// `UIAccessibilityIdentification`.
    @available(iOS 5.0, *)
    open var accessibilityIdentifier: String?
    /// `CGRect.null` by default. While set, `accessibilityFrame` follows the container view.
    @available(iOS 10.0, *)
    @available(watchOS, unavailable)
    open var accessibilityFrameInContainerSpace: CGRect = .null

    // Test support: UIKit's documented reset when `accessibilityFrame` is assigned.
    func resetFrameInContainerSpace() {
        accessibilityFrameInContainerSpace = .null
    }

    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }
}
#endif
