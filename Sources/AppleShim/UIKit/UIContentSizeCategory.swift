#if os(Linux)
import Foundation

// `typedef NSString * UIContentSizeCategory NS_TYPED_ENUM` imports as a struct wrapping
// `String` (Sendable); the constants lose the type-name prefix. Raw values: the strings UIKit
// reports at run time (the header declares the constants extern).

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h
@available(iOS 7.0, *)
@available(watchOS, unavailable)
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    @available(iOS 10.0, *)
    @available(watchOS, unavailable)
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

// The header's UIContentSizeCategoryIsAccessibilityCategory is NS_REFINED_FOR_SWIFT; the
// overlay declares the property.
// From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 11.0, tvOS 11.0, *)
extension UIContentSizeCategory {
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }
}

// Test support: the body text size at this category (Apple's Human Interface Guidelines,
// Dynamic Type sizes), which text-style fonts scale by relative to `large`'s 17 points.
extension UIContentSizeCategory {
    var bodySize: CGFloat {
        let sizes: [UIContentSizeCategory: CGFloat] = [
            .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19, .extraExtraLarge: 21,
            .extraExtraExtraLarge: 23, .accessibilityMedium: 28, .accessibilityLarge: 33, .accessibilityExtraLarge: 40,
            .accessibilityExtraExtraLarge: 47, .accessibilityExtraExtraExtraLarge: 53,
        ]
        return sizes[self] ?? 17
    }
}
#endif
