// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCUIAutomation.framework/Headers/XCUIAccessibilityAuditTypes.h
//
// Fixture for scripts/check-apple-availability: XCUIAccessibilityAuditType as the annotated shim
// declares it, with the header's availability, API_AVAILABLE(macos(14.0), ios(17.0), tvos(17.0),
// watchos(10.0)), and its platform conditions: the iOS/tvOS/watchOS/simulator types under
// `#if TARGET_OS_IOS || TARGET_OS_TV || TARGET_OS_WATCH || TARGET_OS_SIMULATOR`, the macOS types
// under `#elif TARGET_OS_OSX || TARGET_OS_MACCATALYST`, each branch ORed with Linux.
#if os(Linux)
import Foundation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct XCUIAccessibilityAuditType: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    // Types of audits supported on all platforms.
    public static let contrast = XCUIAccessibilityAuditType(rawValue: 1 << 0)
    public static let elementDetection = XCUIAccessibilityAuditType(rawValue: 1 << 1)
    public static let hitRegion = XCUIAccessibilityAuditType(rawValue: 1 << 2)
    public static let sufficientElementDescription = XCUIAccessibilityAuditType(rawValue: 1 << 3)
    public static let all = XCUIAccessibilityAuditType(rawValue: ~0)
}

#if os(iOS) || os(tvOS) || os(watchOS) || targetEnvironment(simulator) || os(Linux)
// Types of audits supported on iOS, watchOS, and tvOS.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension XCUIAccessibilityAuditType {
    public static let dynamicType = XCUIAccessibilityAuditType(rawValue: 1 << 16)
    public static let textClipped = XCUIAccessibilityAuditType(rawValue: 1 << 17)
    public static let trait = XCUIAccessibilityAuditType(rawValue: 1 << 18)
}
#endif

#if (!(os(iOS) || os(tvOS) || os(watchOS) || targetEnvironment(simulator)) && (os(macOS) || targetEnvironment(macCatalyst))) || os(Linux)
// Types of audits supported on macOS.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension XCUIAccessibilityAuditType {
    public static let action = XCUIAccessibilityAuditType(rawValue: 1 << 32)
    public static let parentChild = XCUIAccessibilityAuditType(rawValue: 1 << 33)
}
#endif
#endif
