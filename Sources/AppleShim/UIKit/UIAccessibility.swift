#if os(Linux)
import Foundation

// A Swift-only namespace struct the SDK declares under `__swift__`, as a member target for
// UIKit.apinotes' renames of the UIAccessibility C functions.

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityConstants.h
public struct UIAccessibility {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityConstants.h
@available(*, unavailable)
extension UIAccessibility: Sendable {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibility.h
extension UIAccessibility {
    /// `UIAccessibilityConvertFrameToScreenCoordinates`. Shim: `rect` moved by the view's
    /// position on screen (no transforms in the shim).
    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibility.h
    // From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIKit.apinotes
    @available(iOS 7.0, *)
    @available(watchOS, unavailable)
    @MainActor public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        let origin = view.frameOnScreen.origin
        return CGRect(x: origin.x - view.bounds.origin.x + rect.origin.x, y: origin.y - view.bounds.origin.y + rect.origin.y,
                      width: rect.width, height: rect.height)
    }
}
#endif
