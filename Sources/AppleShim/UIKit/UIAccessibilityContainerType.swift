#if os(Linux)
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityConstants.h
@available(iOS 11.0, watchOS 4.0, *)
public enum UIAccessibilityContainerType: Int, Sendable {
    case none = 0
    case dataTable = 1
    case list = 2
    case landmark = 3
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    case semanticGroup = 4
}
#endif
