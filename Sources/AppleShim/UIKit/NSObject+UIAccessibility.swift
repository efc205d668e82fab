#if os(Linux)
import Foundation

// UIKit's informal accessibility protocol on NSObject: every member is NS_SWIFT_UI_ACTOR
// (@MainActor) and API_UNAVAILABLE(watchos) in the iOS 18 and 26 SDKs (the iOS 16 and 17 SDKs
// had no isolation annotation here). Each getter falls back to the shim's model of UIKit's
// default; every property is settable, as in UIKit.

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibility.h
extension NSObject {
    @available(watchOS, unavailable)
    @MainActor public var isAccessibilityElement: Bool {
        get { AccessibilityPropertyStorage.existing(for: self)?.isAccessibilityElement ?? false }
        set { AccessibilityPropertyStorage.storage(for: self).isAccessibilityElement = newValue }
    }

    @available(watchOS, unavailable)
    @MainActor public var accessibilityLabel: String? {
        get { AccessibilityPropertyStorage.existing(for: self)?.label }
        set { AccessibilityPropertyStorage.storage(for: self).label = newValue }
    }

    @available(watchOS, unavailable)
    @MainActor public var accessibilityHint: String? {
        get { AccessibilityPropertyStorage.existing(for: self)?.hint }
        set { AccessibilityPropertyStorage.storage(for: self).hint = newValue }
    }

    @available(watchOS, unavailable)
    @MainActor public var accessibilityValue: String? {
        get { AccessibilityPropertyStorage.existing(for: self)?.value }
        set { AccessibilityPropertyStorage.storage(for: self).value = newValue }
    }

    /// Default `.none`.
    @available(watchOS, unavailable)
    @MainActor public var accessibilityTraits: UIAccessibilityTraits {
        get { AccessibilityPropertyStorage.existing(for: self)?.traits ?? [] }
        set { AccessibilityPropertyStorage.storage(for: self).traits = newValue }
    }

    /// Screen coordinates. Shim default: a view's frame converted up the superview chain (the
    /// topmost view stands for a window at the screen's origin), else `.zero`. A
    /// `UIAccessibilityElement` with a container-space frame derives it from its container view;
    /// setting it on one resets the container-space frame to `CGRect.null`.
    @available(watchOS, unavailable)
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

    /// Screen coordinates.
    @available(iOS 7.0, *)
    @available(watchOS, unavailable)
    @MainActor public var accessibilityPath: UIBezierPath? {
        get { AccessibilityPropertyStorage.existing(for: self)?.path }
        set { AccessibilityPropertyStorage.storage(for: self).path = newValue }
    }

    /// Screen coordinates; shim default: the midpoint of `accessibilityFrame`.
    @available(iOS 5.0, *)
    @available(watchOS, unavailable)
    @MainActor public var accessibilityActivationPoint: CGPoint {
        get {
            if let point = AccessibilityPropertyStorage.existing(for: self)?.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { AccessibilityPropertyStorage.storage(for: self).activationPoint = newValue }
    }

    @available(watchOS, unavailable)
    @MainActor public var accessibilityLanguage: String? {
        get { AccessibilityPropertyStorage.existing(for: self)?.language }
        set { AccessibilityPropertyStorage.storage(for: self).language = newValue }
    }

    @available(iOS 5.0, *)
    @available(watchOS, unavailable)
    @MainActor public var accessibilityElementsHidden: Bool {
        get { AccessibilityPropertyStorage.existing(for: self)?.elementsHidden ?? false }
        set { AccessibilityPropertyStorage.storage(for: self).elementsHidden = newValue }
    }

    @available(iOS 5.0, *)
    @available(watchOS, unavailable)
    @MainActor public var accessibilityViewIsModal: Bool {
        get { AccessibilityPropertyStorage.existing(for: self)?.viewIsModal ?? false }
        set { AccessibilityPropertyStorage.storage(for: self).viewIsModal = newValue }
    }

    @available(iOS 6.0, *)
    @available(watchOS, unavailable)
    @MainActor public var shouldGroupAccessibilityChildren: Bool {
        get { AccessibilityPropertyStorage.existing(for: self)?.groupsChildren ?? false }
        set { AccessibilityPropertyStorage.storage(for: self).groupsChildren = newValue }
    }

    /// Shim default: inferred from the public interactive traits and custom actions (UIKit
    /// derives it from the other accessibility properties).
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    @MainActor public var accessibilityRespondsToUserInteraction: Bool {
        get {
            if let explicit = AccessibilityPropertyStorage.existing(for: self)?.respondsToUserInteraction { return explicit }
            let interactive: UIAccessibilityTraits = [.button, .link, .searchField, .keyboardKey, .adjustable, .allowsDirectInteraction]
            return !accessibilityTraits.intersection(interactive).isEmpty || !(accessibilityCustomActions ?? []).isEmpty
        }
        set { AccessibilityPropertyStorage.storage(for: self).respondsToUserInteraction = newValue }
    }

    /// `null_resettable`. Shim default: empty (UIKit derives a label for its controls).
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    @MainActor public var accessibilityUserInputLabels: [String]! {
        get { AccessibilityPropertyStorage.existing(for: self)?.userInputLabels ?? [] }
        set { AccessibilityPropertyStorage.storage(for: self).userInputLabels = newValue ?? [] }
    }

    /// Category `NSObject (UIAccessibilityAction)`.
    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibility.h
    @available(iOS 8.0, *)
    @available(watchOS, unavailable)
    @MainActor public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { AccessibilityPropertyStorage.existing(for: self)?.customActions }
        set { AccessibilityPropertyStorage.storage(for: self).customActions = newValue }
    }
}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityCustomRotor.h
extension NSObject {
    @available(iOS 10.0, *)
    @available(watchOS, unavailable)
    @MainActor public var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? {
        get { AccessibilityPropertyStorage.existing(for: self)?.customRotors }
        set { AccessibilityPropertyStorage.storage(for: self).customRotors = newValue }
    }
}
#endif
