#if os(Linux)
// `typedef uint64_t UIAccessibilityTraits NS_TYPED_ENUM` imports as a struct wrapping `UInt64`
// (Sendable, as the importer makes typed-enum wrappers of Sendable raw types); the constants are
// NS_SWIFT_NONISOLATED and named by UIKit.apinotes (UIAccessibilityTraitButton -> button).

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityConstants.h
@available(watchOS 2.0, *)
public struct UIAccessibilityTraits: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt64

    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    // The public traits tests set. The header declares the constants extern; the values are
    // the bit positions UIKit reports at run time.

    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityConstants.h
    // From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIKit.apinotes
    @available(watchOS 2.0, *)
    nonisolated public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    @available(watchOS 2.0, *)
    nonisolated public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    @available(watchOS 2.0, *)
    nonisolated public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    @available(watchOS 2.0, *)
    nonisolated public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    @available(watchOS 2.0, *)
    nonisolated public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    @available(watchOS 2.0, *)
    nonisolated public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    @available(watchOS 2.0, *)
    nonisolated public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    @available(watchOS 2.0, *)
    nonisolated public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    @available(iOS 4.0, watchOS 2.0, *)
    nonisolated public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    @available(iOS 5.0, watchOS 2.0, *)
    nonisolated public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    @available(iOS 10.0, watchOS 3.0, *)
    nonisolated public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    @available(iOS 6.0, watchOS 2.0, *)
    nonisolated public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

// From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 7.0, *)
extension UIAccessibilityTraits: OptionSet {}
#endif
