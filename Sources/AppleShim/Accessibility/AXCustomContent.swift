#if os(Linux)
import Foundation

// AXCustomContent.h uses NS_ASSUME_NONNULL (no sendability audit) and no isolation macro: the
// class and the protocol are neither isolated nor Sendable.

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/Accessibility.framework/Headers/AXCustomContent.h
@available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
open class AXCustomContent: NSObject {
    /// `AXCustomContentImportance`, NS_SWIFT_NAME(AXCustomContent.Importance).
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
    public enum Importance: UInt, Sendable {
        case `default` = 0
        case high = 1
    }

    open private(set) var label: String
    open private(set) var value: String
    open var importance: Importance = .default

    /// `+customContentWithLabel:value:` (a convenience initializer in Swift).
    public init(label: String, value: String) {
        self.label = label
        self.value = value
        super.init()
    }
}

/// `accessibilityCustomContent` is `null_resettable`. The iOS 17 optional
/// `accessibilityCustomContentBlock` is not declared here (the adapter reads it on Apple
/// platforms only).
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/Accessibility.framework/Headers/AXCustomContent.h
@available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
public protocol AXCustomContentProvider: NSObjectProtocol {
    var accessibilityCustomContent: [AXCustomContent]! { get set }
}
#endif
