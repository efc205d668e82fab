#if os(Linux)
import Foundation

/// NS_SWIFT_UI_ACTOR from the iOS 18 SDK on (no isolation annotation in the iOS 16 and 17 SDKs).
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityCustomRotor.h
@available(iOS 10.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIAccessibilityCustomRotor: NSObject {
    /// `UIAccessibilityCustomSystemRotorType`, renamed by UIKit.apinotes.
    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityCustomRotor.h
    // From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIKit.apinotes
    @available(iOS 11.0, *)
    @available(watchOS, unavailable)
    public enum SystemRotorType: Int, Sendable {
        case none = 0, link, visitedLink, heading, headingLevel1, headingLevel2, headingLevel3
        case headingLevel4, headingLevel5, headingLevel6, boldText, italicText, underlineText
        case misspelledWord, image, textField, table, list, landmark
    }

    /// Empty for a system rotor.
    open var name: String

    @available(iOS 11.0, *)
    @available(watchOS, unavailable)
    open private(set) var systemRotorType: SystemRotorType

    // Test support: UIKit's `init(name:itemSearch:)` without the search block, which the
    // adapter never calls.
    public init(name: String) {
        self.name = name
        systemRotorType = .none
        super.init()
    }

    // Test support: UIKit's `init(systemType:itemSearch:)` (iOS 11) without the search block.
    public init(systemType: SystemRotorType) {
        name = ""
        systemRotorType = systemType
        super.init()
    }
}
#endif
