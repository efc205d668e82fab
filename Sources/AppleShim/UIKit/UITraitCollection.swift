#if os(Linux)
import Foundation

/// NS_SWIFT_SENDABLE (`@unchecked Sendable`); not isolated. The traits variants change.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h
@available(iOS 8.0, *)
@available(watchOS, unavailable)
open class UITraitCollection: NSObject, @unchecked Sendable {
    @available(iOS 10.0, *)
    @available(watchOS, unavailable)
    public let preferredContentSizeCategory: UIContentSizeCategory
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public let legibilityWeight: UILegibilityWeight
    @available(iOS 10.0, *)
    @available(watchOS, unavailable)
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    // Test support: the device's settings (large text, regular weight, left to right).
    public override convenience init() {
        self.init(preferredContentSizeCategory: .large, legibilityWeight: .regular, layoutDirection: .leftToRight)
    }

    // Test support: UIKit makes trait collections from traits one at a time.
    public init(preferredContentSizeCategory: UIContentSizeCategory, legibilityWeight: UILegibilityWeight,
                layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.legibilityWeight = legibilityWeight
        self.layoutDirection = layoutDirection
        super.init()
    }
}
#endif
