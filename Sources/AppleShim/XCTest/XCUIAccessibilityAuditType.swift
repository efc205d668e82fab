#if os(Linux)
// `NS_OPTIONS(uint64_t, XCUIAccessibilityAuditType)` imports as an OptionSet struct over
// `UInt64` (Sendable; the documentation page lists OptionSet, Equatable, Sendable and no
// Hashable). Members under the header's platform conditions are split into extensions below:
// TARGET_OS_IOS || TARGET_OS_TV || TARGET_OS_WATCH || TARGET_OS_SIMULATOR for the first block,
// its #elif TARGET_OS_OSX || TARGET_OS_MACCATALYST for the second (see the shim README for
// the mapping to Swift conditions).

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCUIAutomation.framework/Headers/XCUIAccessibilityAuditTypes.h
// From: theAppLaunchers/apple-docs-for-rag XCUIAutomation/md/xcuiautomation-xcuiaccessibilityaudittype.md
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct XCUIAccessibilityAuditType: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let contrast = XCUIAccessibilityAuditType(rawValue: 1 << 0)
    public static let elementDetection = XCUIAccessibilityAuditType(rawValue: 1 << 1)
    public static let hitRegion = XCUIAccessibilityAuditType(rawValue: 1 << 2)
    public static let sufficientElementDescription = XCUIAccessibilityAuditType(rawValue: 1 << 3)
    /// `~0UL`.
    public static let all = XCUIAccessibilityAuditType(rawValue: ~0)
}

#if os(iOS) || os(tvOS) || os(watchOS) || targetEnvironment(simulator) || os(Linux)
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCUIAutomation.framework/Headers/XCUIAccessibilityAuditTypes.h
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension XCUIAccessibilityAuditType {
    public static let dynamicType = XCUIAccessibilityAuditType(rawValue: 1 << 16)
    public static let textClipped = XCUIAccessibilityAuditType(rawValue: 1 << 17)
    public static let trait = XCUIAccessibilityAuditType(rawValue: 1 << 18)
}
#endif

#if (!(os(iOS) || os(tvOS) || os(watchOS) || targetEnvironment(simulator)) && (os(macOS) || targetEnvironment(macCatalyst))) || os(Linux)
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCUIAutomation.framework/Headers/XCUIAccessibilityAuditTypes.h
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension XCUIAccessibilityAuditType {
    public static let action = XCUIAccessibilityAuditType(rawValue: 1 << 32)
    public static let parentChild = XCUIAccessibilityAuditType(rawValue: 1 << 33)
}
#endif
#endif
