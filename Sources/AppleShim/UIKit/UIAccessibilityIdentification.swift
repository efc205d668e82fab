#if os(Linux)
import Foundation

/// The protocol itself is not isolated; its one property is NS_SWIFT_UI_ACTOR (iOS 18 and 26
/// SDKs; not annotated in the iOS 16 and 17 SDKs). Adopted by `UIView`, `UIBarItem`,
/// `UIAlertAction`, `UIMenuElement` and `UIImage` through categories in the same header, and by
/// `UIAccessibilityElement`; not by `NSObject`.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityIdentification.h
@available(watchOS, unavailable)
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    @available(iOS 5.0, *)
    @MainActor var accessibilityIdentifier: String? { get set }
}
#endif
