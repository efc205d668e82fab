#if os(Linux)
import Foundation

// The UIKit classes besides UIView and UIAccessibilityElement that adopt
// UIAccessibilityIdentification, which the adapter's identifier lookup names one by one. Each
// adopts it in a category of UIAccessibilityIdentification.h; the class itself is declared in
// its own header. `init()` on each is test support (NSObject's).

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarItem.h
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityIdentification.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIBarItem: NSObject, UIAccessibilityIdentification {
    open var accessibilityIdentifier: String?
    // Test support: NSObject's init.
    public override init() { super.init() }
}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAlertController.h
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityIdentification.h
@available(iOS 8.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIAlertAction: NSObject, UIAccessibilityIdentification {
    open var accessibilityIdentifier: String?
    // Test support: NSObject's init.
    public override init() { super.init() }
}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIMenuElement.h
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityIdentification.h
@available(iOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIMenuElement: NSObject, UIAccessibilityIdentification {
    open var accessibilityIdentifier: String?
    // Test support: NSObject's init.
    public override init() { super.init() }
}

/// NS_SWIFT_SENDABLE and not isolated; only its `accessibilityIdentifier` is main-actor.
/// The UIAccessibility category is API_UNAVAILABLE(watchos).
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIImage.h
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityIdentification.h
@available(iOS 2.0, watchOS 2.0, *)
open class UIImage: NSObject, UIAccessibilityIdentification, @unchecked Sendable {
    @available(iOS 5.0, *)
    @available(watchOS, unavailable)
    @MainActor open var accessibilityIdentifier: String?
    // Test support: NSObject's init.
    public override init() { super.init() }
}
#endif
