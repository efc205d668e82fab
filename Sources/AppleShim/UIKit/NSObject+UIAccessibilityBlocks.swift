#if os(Linux)
import Foundation

// Mirrors iOS 17's block-based accessibility setters: the subset of them that live capture reads
// (and `accessibilityContainerTypeBlock`, which it deliberately does not; see docs/CAPTURE.md).
//
// From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibility.h
// (every declaration in this file but the two custom-rotor ones, which name their header).
// There, in `NSObject (UIAccessibility)`, each block property is `nullable, nonatomic, copy` and
// `API_AVAILABLE(ios(17.0), tvos(17.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR`; each typedef
// is `API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR`; no `TARGET_OS_…` condition encloses them.
//
// Isolation: Swift cannot put a global actor on a type alias, so the typedefs' NS_SWIFT_UI_ACTOR
// stays on the imported alias and the function type is plain, as Apple's documentation shows it
// (developer.apple.com/documentation/uikit/axboolreturnblock: `@MainActor typealias
// AXBoolReturnBlock = () -> Bool`). The properties are `@MainActor`.
//
// Precedence: the header states that a block that is set takes precedence over the property's
// setter and over overrides of its getter. Here the property getters return what was stored in
// the property (as a class that overrides them would), and the adapter asks the block first.
// On iOS 17 UIKit's own `NSObject` getters also answer from a block that is set (cashapp/
// AccessibilitySnapshot, Example/UnitTests/AccessibilityAccessorTests.swift), except
// `accessibilityContainerType`, whose getter never calls its block.

/// Mirrors UIKit: `typealias AXBoolReturnBlock = () -> Bool`.
@available(watchOS, unavailable)
public typealias AXBoolReturnBlock = () -> Bool

/// Mirrors UIKit: `typealias AXStringReturnBlock = () -> String?`.
@available(watchOS, unavailable)
public typealias AXStringReturnBlock = () -> String?

/// Mirrors UIKit: `typealias AXStringArrayReturnBlock = () -> [String]?`.
@available(watchOS, unavailable)
public typealias AXStringArrayReturnBlock = () -> [String]?

/// Mirrors UIKit: `typealias AXRectReturnBlock = () -> CGRect`.
@available(watchOS, unavailable)
public typealias AXRectReturnBlock = () -> CGRect

/// Mirrors UIKit: `typealias AXPathReturnBlock = () -> UIBezierPath?`.
@available(watchOS, unavailable)
public typealias AXPathReturnBlock = () -> UIBezierPath?

/// Mirrors UIKit: `typealias AXPointReturnBlock = () -> CGPoint`.
@available(watchOS, unavailable)
public typealias AXPointReturnBlock = () -> CGPoint

/// Mirrors UIKit: `typealias AXArrayReturnBlock = () -> [Any]?`.
@available(watchOS, unavailable)
public typealias AXArrayReturnBlock = () -> [Any]?

/// Mirrors UIKit: `typealias AXTraitsReturnBlock = () -> UIAccessibilityTraits`.
@available(watchOS, unavailable)
public typealias AXTraitsReturnBlock = () -> UIAccessibilityTraits

/// Mirrors UIKit: `typealias AXContainerTypeReturnBlock = () -> UIAccessibilityContainerType`.
@available(watchOS, unavailable)
public typealias AXContainerTypeReturnBlock = () -> UIAccessibilityContainerType

/// Mirrors UIKit: `typealias AXCustomActionsReturnBlock = () -> [UIAccessibilityCustomAction]?`.
@available(watchOS, unavailable)
public typealias AXCustomActionsReturnBlock = () -> [UIAccessibilityCustomAction]?

// From: xiangfeidexiaohuo/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityCustomRotor.h
// (`API_UNAVAILABLE(watchos)`, without NS_SWIFT_UI_ACTOR in that header).
/// Mirrors UIKit (UIAccessibilityCustomRotor.h): `typealias AXCustomRotorsReturnBlock = () -> [UIAccessibilityCustomRotor]?`.
@available(watchOS, unavailable)
public typealias AXCustomRotorsReturnBlock = () -> [UIAccessibilityCustomRotor]?

extension NSObject {
    // Basic accessibility.

    /// Mirrors UIKit (iOS 17): `var isAccessibilityElementBlock: AXBoolReturnBlock? { get set }`.
    @available(iOS 17.0, tvOS 17.0, *) @available(watchOS, unavailable)
    @MainActor public var isAccessibilityElementBlock: AXBoolReturnBlock? {
        get { AccessibilityBlockStorage.existing(for: self)?.isAccessibilityElement }
        set { AccessibilityBlockStorage.storage(for: self).isAccessibilityElement = newValue }
    }

    /// Mirrors UIKit (iOS 17): `var accessibilityLabelBlock: AXStringReturnBlock? { get set }`.
    @available(iOS 17.0, tvOS 17.0, *) @available(watchOS, unavailable)
    @MainActor public var accessibilityLabelBlock: AXStringReturnBlock? {
        get { AccessibilityBlockStorage.existing(for: self)?.label }
        set { AccessibilityBlockStorage.storage(for: self).label = newValue }
    }

    /// Mirrors UIKit (iOS 17): `var accessibilityValueBlock: AXStringReturnBlock? { get set }`.
    @available(iOS 17.0, tvOS 17.0, *) @available(watchOS, unavailable)
    @MainActor public var accessibilityValueBlock: AXStringReturnBlock? {
        get { AccessibilityBlockStorage.existing(for: self)?.value }
        set { AccessibilityBlockStorage.storage(for: self).value = newValue }
    }

    /// Mirrors UIKit (iOS 17): `var accessibilityHintBlock: AXStringReturnBlock? { get set }`.
    @available(iOS 17.0, tvOS 17.0, *) @available(watchOS, unavailable)
    @MainActor public var accessibilityHintBlock: AXStringReturnBlock? {
        get { AccessibilityBlockStorage.existing(for: self)?.hint }
        set { AccessibilityBlockStorage.storage(for: self).hint = newValue }
    }

    /// Mirrors UIKit (iOS 17): `var accessibilityTraitsBlock: AXTraitsReturnBlock? { get set }`.
    @available(iOS 17.0, tvOS 17.0, *) @available(watchOS, unavailable)
    @MainActor public var accessibilityTraitsBlock: AXTraitsReturnBlock? {
        get { AccessibilityBlockStorage.existing(for: self)?.traits }
        set { AccessibilityBlockStorage.storage(for: self).traits = newValue }
    }

    /// Mirrors UIKit (iOS 17): `var accessibilityIdentifierBlock: AXStringReturnBlock? { get set }`
    /// (declared on `NSObject`, not on `UIAccessibilityIdentification`).
    @available(iOS 17.0, tvOS 17.0, *) @available(watchOS, unavailable)
    @MainActor public var accessibilityIdentifierBlock: AXStringReturnBlock? {
        get { AccessibilityBlockStorage.existing(for: self)?.identifier }
        set { AccessibilityBlockStorage.storage(for: self).identifier = newValue }
    }

    // Defining accessibility text and language.

    /// Mirrors UIKit (iOS 17): `var accessibilityLanguageBlock: AXStringReturnBlock? { get set }`.
    @available(iOS 17.0, tvOS 17.0, *) @available(watchOS, unavailable)
    @MainActor public var accessibilityLanguageBlock: AXStringReturnBlock? {
        get { AccessibilityBlockStorage.existing(for: self)?.language }
        set { AccessibilityBlockStorage.storage(for: self).language = newValue }
    }

    /// Mirrors UIKit (iOS 17): `var accessibilityUserInputLabelsBlock: AXStringArrayReturnBlock? { get set }`.
    @available(iOS 17.0, tvOS 17.0, *) @available(watchOS, unavailable)
    @MainActor public var accessibilityUserInputLabelsBlock: AXStringArrayReturnBlock? {
        get { AccessibilityBlockStorage.existing(for: self)?.userInputLabels }
        set { AccessibilityBlockStorage.storage(for: self).userInputLabels = newValue }
    }

    // Configuring behavior.

    /// Mirrors UIKit (iOS 17): `var accessibilityElementsHiddenBlock: AXBoolReturnBlock? { get set }`.
    @available(iOS 17.0, tvOS 17.0, *) @available(watchOS, unavailable)
    @MainActor public var accessibilityElementsHiddenBlock: AXBoolReturnBlock? {
        get { AccessibilityBlockStorage.existing(for: self)?.elementsHidden }
        set { AccessibilityBlockStorage.storage(for: self).elementsHidden = newValue }
    }

    /// Mirrors UIKit (iOS 17): `var accessibilityRespondsToUserInteractionBlock: AXBoolReturnBlock? { get set }`.
    @available(iOS 17.0, tvOS 17.0, *) @available(watchOS, unavailable)
    @MainActor public var accessibilityRespondsToUserInteractionBlock: AXBoolReturnBlock? {
        get { AccessibilityBlockStorage.existing(for: self)?.respondsToUserInteraction }
        set { AccessibilityBlockStorage.storage(for: self).respondsToUserInteraction = newValue }
    }

    /// Mirrors UIKit (iOS 17): `var accessibilityViewIsModalBlock: AXBoolReturnBlock? { get set }`.
    @available(iOS 17.0, tvOS 17.0, *) @available(watchOS, unavailable)
    @MainActor public var accessibilityViewIsModalBlock: AXBoolReturnBlock? {
        get { AccessibilityBlockStorage.existing(for: self)?.viewIsModal }
        set { AccessibilityBlockStorage.storage(for: self).viewIsModal = newValue }
    }

    /// Mirrors UIKit (iOS 17): `var accessibilityShouldGroupAccessibilityChildrenBlock: AXBoolReturnBlock? { get set }`
    /// (the block of `shouldGroupAccessibilityChildren`).
    @available(iOS 17.0, tvOS 17.0, *) @available(watchOS, unavailable)
    @MainActor public var accessibilityShouldGroupAccessibilityChildrenBlock: AXBoolReturnBlock? {
        get { AccessibilityBlockStorage.existing(for: self)?.groupsChildren }
        set { AccessibilityBlockStorage.storage(for: self).groupsChildren = newValue }
    }

    // Navigating elements.

    /// Mirrors UIKit (iOS 17): `var accessibilityElementsBlock: AXArrayReturnBlock? { get set }`.
    @available(iOS 17.0, tvOS 17.0, *) @available(watchOS, unavailable)
    @MainActor public var accessibilityElementsBlock: AXArrayReturnBlock? {
        get { AccessibilityBlockStorage.existing(for: self)?.elements }
        set { AccessibilityBlockStorage.storage(for: self).elements = newValue }
    }

    /// Mirrors UIKit (iOS 17): `var accessibilityContainerTypeBlock: AXContainerTypeReturnBlock? { get set }`.
    /// Not read by the adapter (UIKit's getter ignores it; docs/CAPTURE.md).
    @available(iOS 17.0, tvOS 17.0, *) @available(watchOS, unavailable)
    @MainActor public var accessibilityContainerTypeBlock: AXContainerTypeReturnBlock? {
        get { AccessibilityBlockStorage.existing(for: self)?.containerType }
        set { AccessibilityBlockStorage.storage(for: self).containerType = newValue }
    }

    /// Mirrors UIKit (iOS 17): `var accessibilityActivationPointBlock: AXPointReturnBlock? { get set }`
    /// (screen coordinates, as `accessibilityActivationPoint`).
    @available(iOS 17.0, tvOS 17.0, *) @available(watchOS, unavailable)
    @MainActor public var accessibilityActivationPointBlock: AXPointReturnBlock? {
        get { AccessibilityBlockStorage.existing(for: self)?.activationPoint }
        set { AccessibilityBlockStorage.storage(for: self).activationPoint = newValue }
    }

    /// Mirrors UIKit (iOS 17): `var accessibilityFrameBlock: AXRectReturnBlock? { get set }`
    /// (screen coordinates, as `accessibilityFrame`).
    @available(iOS 17.0, tvOS 17.0, *) @available(watchOS, unavailable)
    @MainActor public var accessibilityFrameBlock: AXRectReturnBlock? {
        get { AccessibilityBlockStorage.existing(for: self)?.frame }
        set { AccessibilityBlockStorage.storage(for: self).frame = newValue }
    }

    /// Mirrors UIKit (iOS 17): `var accessibilityPathBlock: AXPathReturnBlock? { get set }`.
    @available(iOS 17.0, tvOS 17.0, *) @available(watchOS, unavailable)
    @MainActor public var accessibilityPathBlock: AXPathReturnBlock? {
        get { AccessibilityBlockStorage.existing(for: self)?.path }
        set { AccessibilityBlockStorage.storage(for: self).path = newValue }
    }

    // Actions.

    /// Mirrors UIKit (iOS 17): `var accessibilityCustomActionsBlock: AXCustomActionsReturnBlock? { get set }`.
    @available(iOS 17.0, tvOS 17.0, *) @available(watchOS, unavailable)
    @MainActor public var accessibilityCustomActionsBlock: AXCustomActionsReturnBlock? {
        get { AccessibilityBlockStorage.existing(for: self)?.customActions }
        set { AccessibilityBlockStorage.storage(for: self).customActions = newValue }
    }

    // From: xiangfeidexiaohuo/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityCustomRotor.h
    // (`API_AVAILABLE(ios(17.0), tvos(17.0))` in an `API_UNAVAILABLE(watchos)` category; `@MainActor`
    // from Apple's documentation of the property, as the shim's `accessibilityCustomRotors`).
    /// Mirrors UIKit (iOS 17, UIAccessibilityCustomRotor.h):
    /// `var accessibilityCustomRotorsBlock: AXCustomRotorsReturnBlock? { get set }`.
    @available(iOS 17.0, tvOS 17.0, *) @available(watchOS, unavailable)
    @MainActor public var accessibilityCustomRotorsBlock: AXCustomRotorsReturnBlock? {
        get { AccessibilityBlockStorage.existing(for: self)?.customRotors }
        set { AccessibilityBlockStorage.storage(for: self).customRotors = newValue }
    }
}

/// Shim internals (no UIKit counterpart): where the block-based setters keep their blocks, per
/// object, in a table keyed by object identity as ``AccessibilityPropertyStorage`` keeps the
/// properties. An entry whose object is gone is never returned.
@MainActor
final class AccessibilityBlockStorage {
    var isAccessibilityElement: AXBoolReturnBlock?
    var label: AXStringReturnBlock?
    var value: AXStringReturnBlock?
    var hint: AXStringReturnBlock?
    var traits: AXTraitsReturnBlock?
    var identifier: AXStringReturnBlock?
    var language: AXStringReturnBlock?
    var userInputLabels: AXStringArrayReturnBlock?
    var elementsHidden: AXBoolReturnBlock?
    var respondsToUserInteraction: AXBoolReturnBlock?
    var viewIsModal: AXBoolReturnBlock?
    var groupsChildren: AXBoolReturnBlock?
    var elements: AXArrayReturnBlock?
    var containerType: AXContainerTypeReturnBlock?
    var activationPoint: AXPointReturnBlock?
    var frame: AXRectReturnBlock?
    var path: AXPathReturnBlock?
    var customActions: AXCustomActionsReturnBlock?
    var customRotors: AXCustomRotorsReturnBlock?

    private struct Entry {
        weak var object: NSObject?
        let storage: AccessibilityBlockStorage
    }

    private static var table: [ObjectIdentifier: Entry] = [:]

    /// The storage of `object` when any block was ever set on it.
    static func existing(for object: NSObject) -> AccessibilityBlockStorage? {
        guard let entry = table[ObjectIdentifier(object)], entry.object === object else { return nil }
        return entry.storage
    }

    /// The storage of `object`, made on first use.
    static func storage(for object: NSObject) -> AccessibilityBlockStorage {
        if let storage = existing(for: object) { return storage }
        let storage = AccessibilityBlockStorage()
        table[ObjectIdentifier(object)] = Entry(object: object, storage: storage)
        return storage
    }
}
#endif
