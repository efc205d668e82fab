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
    @MainActor public var accessibilityFrame: CGRect {
        get {
            if let frame = AccessibilityPropertyStorage.existing(for: self)?.frame { return frame }
            return (self as? UIView)?.frameOnScreen ?? .zero
        }
        set { AccessibilityPropertyStorage.storage(for: self).frame = newValue }
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
}
#endif
