#if os(Linux)
import Foundation

// Mirrors UIKit's informal protocols on NSObject: the categories `NSObject (UIAccessibility)`
// (UIAccessibility.h), `NSObject (UIAccessibilityContainer)` (UIAccessibilityContainer.h) and
// `NSObject (UIAccessibilityAction)` (`accessibilityCustomActions`). In the iOS SDK these are
// main-actor isolated (NS_SWIFT_UI_ACTOR), so they are `@MainActor` here too. Every property is
// settable, as in UIKit.
extension NSObject {
    /// Mirrors UIKit: `var isAccessibilityElement: Bool { get set }` (default `false`).
    @MainActor public var isAccessibilityElement: Bool {
        get { AccessibilityPropertyStorage.existing(for: self)?.isAccessibilityElement ?? false }
        set { AccessibilityPropertyStorage.storage(for: self).isAccessibilityElement = newValue }
    }

    /// Mirrors UIKit: `var accessibilityLabel: String? { get set }`.
    @MainActor public var accessibilityLabel: String? {
        get { AccessibilityPropertyStorage.existing(for: self)?.label }
        set { AccessibilityPropertyStorage.storage(for: self).label = newValue }
    }

    /// Mirrors UIKit: `var accessibilityValue: String? { get set }`.
    @MainActor public var accessibilityValue: String? {
        get { AccessibilityPropertyStorage.existing(for: self)?.value }
        set { AccessibilityPropertyStorage.storage(for: self).value = newValue }
    }

    /// Mirrors UIKit: `var accessibilityHint: String? { get set }`.
    @MainActor public var accessibilityHint: String? {
        get { AccessibilityPropertyStorage.existing(for: self)?.hint }
        set { AccessibilityPropertyStorage.storage(for: self).hint = newValue }
    }

    /// Mirrors UIKit: `var accessibilityTraits: UIAccessibilityTraits { get set }` (default `.none`).
    @MainActor public var accessibilityTraits: UIAccessibilityTraits {
        get { AccessibilityPropertyStorage.existing(for: self)?.traits ?? [] }
        set { AccessibilityPropertyStorage.storage(for: self).traits = newValue }
    }

    /// Mirrors UIKit: `var accessibilityFrame: CGRect { get set }`, in screen coordinates.
    /// Default as in UIKit: a view's frame on screen (here: its frame converted up the superview
    /// chain, the topmost view standing for the window at the screen's origin); `.zero` otherwise.
    /// A `UIAccessibilityElement` whose `accessibilityFrameInContainerSpace` is set derives it
    /// from that frame and its container view, as UIKit documents; setting `accessibilityFrame`
    /// on one resets its container-space frame to `CGRect.null` (also documented).
    @MainActor public var accessibilityFrame: CGRect {
        get {
            if let element = self as? UIAccessibilityElement, !element.accessibilityFrameInContainerSpace.isNull,
               let container = element.accessibilityContainer as? UIView {
                return UIAccessibility.convertToScreenCoordinates(element.accessibilityFrameInContainerSpace, in: container)
            }
            if let frame = AccessibilityPropertyStorage.existing(for: self)?.frame { return frame }
            return (self as? UIView)?.frameOnScreen ?? .zero
        }
        set {
            AccessibilityPropertyStorage.storage(for: self).frame = newValue
            (self as? UIAccessibilityElement)?.resetFrameInContainerSpace()
        }
    }

    /// Mirrors UIKit: `var accessibilityPath: UIBezierPath? { get set }` (screen coordinates).
    @MainActor public var accessibilityPath: UIBezierPath? {
        get { AccessibilityPropertyStorage.existing(for: self)?.path }
        set { AccessibilityPropertyStorage.storage(for: self).path = newValue }
    }

    /// Mirrors UIKit (iOS 13): `var accessibilityUserInputLabels: [String]! { get set }`
    /// (`null_resettable`: UIKit derives a default from the label; the shim's default is empty).
    @MainActor public var accessibilityUserInputLabels: [String]! {
        get { AccessibilityPropertyStorage.existing(for: self)?.userInputLabels ?? [] }
        set { AccessibilityPropertyStorage.storage(for: self).userInputLabels = newValue ?? [] }
    }

    /// Mirrors UIKit (iOS 13): `var accessibilityRespondsToUserInteraction: Bool { get set }`.
    /// UIKit infers the default from the traits and actions; the shim's default is the same
    /// inference over the public interactive traits and custom actions.
    @MainActor public var accessibilityRespondsToUserInteraction: Bool {
        get {
            if let explicit = AccessibilityPropertyStorage.existing(for: self)?.respondsToUserInteraction { return explicit }
            let interactive: UIAccessibilityTraits = [.button, .link, .searchField, .keyboardKey, .adjustable, .allowsDirectInteraction]
            return !accessibilityTraits.intersection(interactive).isEmpty || !(accessibilityCustomActions ?? []).isEmpty
        }
        set { AccessibilityPropertyStorage.storage(for: self).respondsToUserInteraction = newValue }
    }

    /// Mirrors UIKit (iOS 10): `var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? { get set }`.
    @MainActor public var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? {
        get { AccessibilityPropertyStorage.existing(for: self)?.customRotors }
        set { AccessibilityPropertyStorage.storage(for: self).customRotors = newValue }
    }

    /// Mirrors UIKit: `var accessibilityActivationPoint: CGPoint { get set }`, in screen
    /// coordinates; default as in UIKit: the midpoint of `accessibilityFrame`.
    @MainActor public var accessibilityActivationPoint: CGPoint {
        get {
            if let point = AccessibilityPropertyStorage.existing(for: self)?.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { AccessibilityPropertyStorage.storage(for: self).activationPoint = newValue }
    }

    /// Mirrors UIKit: `var accessibilityLanguage: String? { get set }`.
    @MainActor public var accessibilityLanguage: String? {
        get { AccessibilityPropertyStorage.existing(for: self)?.language }
        set { AccessibilityPropertyStorage.storage(for: self).language = newValue }
    }

    /// Mirrors UIKit: `var accessibilityElementsHidden: Bool { get set }`.
    @MainActor public var accessibilityElementsHidden: Bool {
        get { AccessibilityPropertyStorage.existing(for: self)?.elementsHidden ?? false }
        set { AccessibilityPropertyStorage.storage(for: self).elementsHidden = newValue }
    }

    /// Mirrors UIKit: `var accessibilityViewIsModal: Bool { get set }`.
    @MainActor public var accessibilityViewIsModal: Bool {
        get { AccessibilityPropertyStorage.existing(for: self)?.viewIsModal ?? false }
        set { AccessibilityPropertyStorage.storage(for: self).viewIsModal = newValue }
    }

    /// Mirrors UIKit: `var shouldGroupAccessibilityChildren: Bool { get set }`.
    @MainActor public var shouldGroupAccessibilityChildren: Bool {
        get { AccessibilityPropertyStorage.existing(for: self)?.groupsChildren ?? false }
        set { AccessibilityPropertyStorage.storage(for: self).groupsChildren = newValue }
    }

    /// Mirrors UIKit: `var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get set }`.
    @MainActor public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { AccessibilityPropertyStorage.existing(for: self)?.customActions }
        set { AccessibilityPropertyStorage.storage(for: self).customActions = newValue }
    }

    /// Mirrors UIKit: `var accessibilityElements: [Any]? { get set }` (UIAccessibilityContainer).
    @MainActor public var accessibilityElements: [Any]? {
        get { AccessibilityPropertyStorage.existing(for: self)?.elements }
        set { AccessibilityPropertyStorage.storage(for: self).elements = newValue }
    }

    /// Mirrors UIKit: `var accessibilityContainerType: UIAccessibilityContainerType { get set }`
    /// (UIAccessibilityContainer, iOS 11).
    @MainActor public var accessibilityContainerType: UIAccessibilityContainerType {
        get { AccessibilityPropertyStorage.existing(for: self)?.containerType ?? .none }
        set { AccessibilityPropertyStorage.storage(for: self).containerType = newValue }
    }

    /// Mirrors UIKit (UIAccessibilityContainer): `func accessibilityElementCount() -> Int`.
    /// A class implements it by overriding; Swift on Linux cannot override an extension member,
    /// so a test class adopts ``UIAccessibilityIndexedContainer`` instead and this forwards to it.
    /// Otherwise: the count of `accessibilityElements`, or 0.
    @MainActor public func accessibilityElementCount() -> Int {
        if let container = self as? UIAccessibilityIndexedContainer { return container.overriddenAccessibilityElementCount() }
        return accessibilityElements?.count ?? 0
    }

    /// Mirrors UIKit (UIAccessibilityContainer): `func accessibilityElement(at index: Int) -> Any?`.
    @MainActor public func accessibilityElement(at index: Int) -> Any? {
        if let container = self as? UIAccessibilityIndexedContainer { return container.overriddenAccessibilityElement(at: index) }
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// Mirrors UIKit (UIAccessibilityContainer): `func index(ofAccessibilityElement element: Any) -> Int`.
    @MainActor public func index(ofAccessibilityElement element: Any) -> Int {
        if let container = self as? UIAccessibilityIndexedContainer { return container.overriddenIndex(ofAccessibilityElement: element) }
        return accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
}

/// Test support (no UIKit counterpart): how a test class stands for a UIKit container that
/// overrides the indexed `UIAccessibilityContainer` methods. On Apple platforms a class does that
/// with `override func accessibilityElementCount()` and so on; Swift on Linux cannot override a
/// member declared in an extension, so a test class adopts this protocol and implements the
/// `overridden…` methods, which the `NSObject` methods forward to.
@MainActor
public protocol UIAccessibilityIndexedContainer: AnyObject {
    func overriddenAccessibilityElementCount() -> Int
    func overriddenAccessibilityElement(at index: Int) -> Any?
    func overriddenIndex(ofAccessibilityElement element: Any) -> Int
}
#endif
