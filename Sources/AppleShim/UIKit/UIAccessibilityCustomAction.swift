#if os(Linux)
import Foundation

/// NS_SWIFT_UI_ACTOR from the iOS 18 SDK on (no isolation annotation in the iOS 16 and 17 SDKs).
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityCustomAction.h
@available(iOS 8.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// `UIAccessibilityCustomActionHandler` (renamed by UIKit.apinotes); the typedef is
    /// NS_SWIFT_UI_ACTOR, so the function type is `@MainActor`.
    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityCustomAction.h
    // From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIKit.apinotes
    @available(watchOS, unavailable)
    public typealias Handler = @MainActor (UIAccessibilityCustomAction) -> Bool

    open var name: String

    /// Kept as UIKit keeps it; the adapter never calls it.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    open var actionHandler: Handler?

    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public init(name: String, actionHandler: @escaping Handler) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }
}
#endif
