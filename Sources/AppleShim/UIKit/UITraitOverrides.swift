#if os(Linux)
// The Swift trait system of UIKit's overlay (iOS 17). UIKit.apinotes makes the Objective-C
// trait classes and UITrait typedef SwiftPrivate; the overlay declares the Swift ones below.
// None of these types is isolated or declared Sendable there.

// From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var identifier: String { get }
    static var name: String { get }
    static var affectsColorAppearance: Bool { get }
}

// From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 17.0, tvOS 17.0, *)
extension UITraitDefinition {
    public static var identifier: String { String(describing: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

// From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 17.0, tvOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

// The trait definitions the variants override. Shim default values: `unspecified`.

// From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    public typealias Value = UIContentSizeCategory
    public static let defaultValue: UIContentSizeCategory = .unspecified
}

// From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitLegibilityWeight: UITraitDefinition {
    public typealias Value = UILegibilityWeight
    public static let defaultValue: UILegibilityWeight = .unspecified
}

// From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitLayoutDirection: UITraitDefinition {
    public typealias Value = UITraitEnvironmentLayoutDirection
    public static let defaultValue: UITraitEnvironmentLayoutDirection = .unspecified
}

/// The overlay declares one subscript per value kind; the shim has the generic one.
// From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 17.0, tvOS 17.0, *)
public protocol UIMutableTraits {
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

// From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 17.0, tvOS 17.0, *)
extension UIMutableTraits {
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }

    public var legibilityWeight: UILegibilityWeight {
        get { self[UITraitLegibilityWeight.self] }
        set { self[UITraitLegibilityWeight.self] = newValue }
    }

    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] }
        set { self[UITraitLayoutDirection.self] = newValue }
    }
}

/// The traits a view overrides for itself and its descendants. UIKit's struct is a view onto
/// the object's live overrides; here the overrides are stored in the struct, which the view
/// keeps. Restoring with `contains(_:)`, `remove(_:)` and the setters behaves the same on both.
/// Reading a trait that is not overridden gives its `defaultValue`.
// From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitOverrides: UIMutableTraits {
    private var values: [ObjectIdentifier: Any] = [:]

    // Test support: UIKit makes the struct for the object that owns the overrides.
    init() {}

    public func contains(_ trait: UITrait) -> Bool {
        values[ObjectIdentifier(trait)] != nil
    }

    public mutating func remove(_ trait: UITrait) {
        values[ObjectIdentifier(trait)] = nil
    }

    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { values[ObjectIdentifier(trait)] as? T.Value ?? T.defaultValue }
        set { values[ObjectIdentifier(trait)] = newValue }
    }

    // Test support: `collection` with these overrides applied.
    func applied(to collection: UITraitCollection) -> UITraitCollection {
        UITraitCollection(
            preferredContentSizeCategory: overridden(UITraitPreferredContentSizeCategory.self) ?? collection.preferredContentSizeCategory,
            legibilityWeight: overridden(UITraitLegibilityWeight.self) ?? collection.legibilityWeight,
            layoutDirection: overridden(UITraitLayoutDirection.self) ?? collection.layoutDirection)
    }

    private func overridden<T: UITraitDefinition>(_ trait: T.Type) -> T.Value? {
        values[ObjectIdentifier(trait)] as? T.Value
    }
}
#endif
