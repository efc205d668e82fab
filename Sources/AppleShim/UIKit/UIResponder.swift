#if os(Linux)
import Foundation

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIResponder.h
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIResponder: NSObject {
    // Test support: NSObject's `init()`, which UIKit's subclasses inherit.
    public override init() {
        super.init()
    }
}
#endif
