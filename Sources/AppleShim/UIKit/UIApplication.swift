#if os(Linux)
import Foundation

/// The adapter never names `UIApplication.shared` (unavailable in app extensions, and nil in a
/// test bundle without a host app); it asks the class for `sharedApplication` through the
/// Objective-C runtime. The shim models both cases: no application until a test calls
/// `launchForTesting()`.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIApplication.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIApplication: UIResponder {
    // Test support: the running application, if any. Read by the nonisolated `perform(_:)`.
    nonisolated(unsafe) private static var current: UIApplication?
    private var scenes: Set<UIScene> = []

    private override init() {
        super.init()
    }

    // Test support: starts "a host app" (makes the shared application exist), with one
    // foreground-active window scene, and returns it.
    @discardableResult
    public static func launchForTesting() -> UIApplication {
        let application = UIApplication()
        application.scenes = [UIWindowScene(activationState: .foregroundActive)]
        current = application
        return application
    }

    // Test support: back to "no host app".
    public static func terminateForTesting() {
        current = nil
    }

    /// The direction of the app's language (here: `UIView.applicationLayoutDirectionForTesting`).
    @available(iOS 5.0, *)
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { UIView.applicationLayoutDirectionForTesting }

    @available(iOS 13.0, *)
    @available(watchOS, unavailable)
    open var connectedScenes: Set<UIScene> { scenes }

    /// NSObjectProtocol's `respondsToSelector:` sent to the class object (nonisolated, as
    /// NSObject's members are). `sharedApplication` is implemented whenever UIKit is loaded.
    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/objc/NSObject.h
    nonisolated public class func responds(to aSelector: Selector!) -> Bool {
        aSelector?.name == "sharedApplication"
    }

    /// NSObjectProtocol's `performSelector:` sent to the class object: `sharedApplication`
    /// answers the application, or nil when the process has none.
    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/objc/NSObject.h
    nonisolated public class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        guard aSelector?.name == "sharedApplication", let current else { return nil }
        return Unmanaged.passUnretained(current)
    }
}
#endif
