#if os(Linux)
import Foundation

/// Mirrors UIKit (iOS 7): `struct UIContentSizeCategory : RawRepresentable, Hashable, Sendable`,
/// with the raw values of UIApplication.h.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

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

    /// Mirrors UIKit (iOS 11): `var isAccessibilityCategory: Bool { get }`.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

    /// Shim internals: the body text size at this category (Apple's Human Interface Guidelines,
    /// Dynamic Type sizes), which text-style fonts scale by relative to `large`'s 17 points.
    var bodySize: CGFloat {
        let sizes: [UIContentSizeCategory: CGFloat] = [
            .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19, .extraExtraLarge: 21,
            .extraExtraExtraLarge: 23, .accessibilityMedium: 28, .accessibilityLarge: 33, .accessibilityExtraLarge: 40,
            .accessibilityExtraExtraLarge: 47, .accessibilityExtraExtraExtraLarge: 53,
        ]
        return sizes[self] ?? 17
    }
}

/// Mirrors UIKit (iOS 13): `enum UILegibilityWeight : Int` (`unspecified = -1`, `regular = 0`, `bold = 1`).
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}

/// Mirrors UIKit (iOS 10): `enum UITraitEnvironmentLayoutDirection : Int` (`unspecified = -1`,
/// `leftToRight = 0`, `rightToLeft = 1`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// Mirrors UIKit (iOS 17): `protocol UITraitDefinition`, the type of a trait passed to
/// `UITraitOverrides.contains(_:)` and `remove(_:)`.
public protocol UITraitDefinition {}
/// Mirrors UIKit (iOS 17): `struct UITraitPreferredContentSizeCategory : UIObjectTraitDefinition`.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {}
/// Mirrors UIKit (iOS 17): `struct UITraitLegibilityWeight : UINSIntegerTraitDefinition`.
public struct UITraitLegibilityWeight: UITraitDefinition {}
/// Mirrors UIKit (iOS 17): `struct UITraitLayoutDirection : UINSIntegerTraitDefinition`.
public struct UITraitLayoutDirection: UITraitDefinition {}

/// Mirrors UIKit (iOS 17): `struct UITraitOverrides : UIMutableTraits`, the traits a view or
/// view controller overrides for itself and its descendants, for the three traits variants set.
///
/// UIKit's struct is a view onto the object's live overrides; here it is stored in the view.
/// Code that restores overrides with `contains(_:)`, `remove(_:)` and the setters (as the
/// adapters do) behaves the same on both.
@MainActor
public struct UITraitOverrides {
    private var contentSize: UIContentSizeCategory?
    private var weight: UILegibilityWeight?
    private var direction: UITraitEnvironmentLayoutDirection?

    nonisolated init() {}

    /// Mirrors UIKit (UIMutableTraits): `var preferredContentSizeCategory: UIContentSizeCategory { get set }`.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { contentSize ?? .unspecified }
        set { contentSize = newValue }
    }

    /// Mirrors UIKit (UIMutableTraits): `var legibilityWeight: UILegibilityWeight { get set }`.
    public var legibilityWeight: UILegibilityWeight {
        get { weight ?? .unspecified }
        set { weight = newValue }
    }

    /// Mirrors UIKit (UIMutableTraits): `var layoutDirection: UITraitEnvironmentLayoutDirection { get set }`.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { direction ?? .unspecified }
        set { direction = newValue }
    }

    /// Mirrors UIKit: `func contains<T>(_ trait: T.Type) -> Bool where T : UITraitDefinition`.
    public func contains<T: UITraitDefinition>(_ trait: T.Type) -> Bool {
        switch trait {
        case is UITraitPreferredContentSizeCategory.Type: contentSize != nil
        case is UITraitLegibilityWeight.Type: weight != nil
        case is UITraitLayoutDirection.Type: direction != nil
        default: false
        }
    }

    /// Mirrors UIKit: `mutating func remove<T>(_ trait: T.Type) where T : UITraitDefinition`.
    public mutating func remove<T: UITraitDefinition>(_ trait: T.Type) {
        switch trait {
        case is UITraitPreferredContentSizeCategory.Type: contentSize = nil
        case is UITraitLegibilityWeight.Type: weight = nil
        case is UITraitLayoutDirection.Type: direction = nil
        default: break
        }
    }

    /// Shim internals: `collection` with these overrides applied.
    func applied(to collection: UITraitCollection) -> UITraitCollection {
        UITraitCollection(preferredContentSizeCategory: contentSize ?? collection.preferredContentSizeCategory,
                          legibilityWeight: weight ?? collection.legibilityWeight,
                          layoutDirection: direction ?? collection.layoutDirection)
    }

    /// Shim internals: whether nothing is overridden.
    var isEmpty: Bool { contentSize == nil && weight == nil && direction == nil }
}
#endif
