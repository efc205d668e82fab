#if os(Linux)
import Foundation

/// Case availability as the header gives it; `tv` is named by UIKit.apinotes.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIDevice.h
@available(watchOS, unavailable)
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    @available(iOS 3.2, *)
    case phone = 0
    @available(iOS 3.2, *)
    case pad = 1
    @available(iOS 9.0, *)
    case tv = 2
    @available(iOS 9.0, *)
    case carPlay = 3
    @available(iOS 14.0, *)
    @available(watchOS, unavailable)
    case mac = 5
    @available(iOS 17.0, *)
    @available(watchOS, unavailable)
    case vision = 6
}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIDevice.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIDevice: NSObject {
    /// `currentDevice` (class property).
    public static let current = UIDevice()

    /// Settable here (test support: a test chooses the device it runs on); phone by default.
    @available(iOS 3.2, *)
    open var userInterfaceIdiom: UIUserInterfaceIdiom = .phone

    /// e.g. `"iOS"`. Settable here (test support); `"iOS"` by default.
    open var systemName = "iOS"

    /// e.g. `"18.5"`. Settable here (test support); the shim mirrors the iOS 26 SDK, so `"26.0"`
    /// by default.
    open var systemVersion = "26.0"
}
#endif
