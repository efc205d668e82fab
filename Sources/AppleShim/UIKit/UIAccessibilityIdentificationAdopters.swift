#if os(Linux)
import Foundation

// The UIKit classes besides UIView and UIAccessibilityElement that adopt
// UIAccessibilityIdentification (UIAccessibilityIdentification.h), which the adapter's
// identifier lookup names one by one. Test support: each takes `init()`.

/// Mirrors UIKit: `@MainActor class UIBarItem : NSObject, UIAccessibilityIdentification`.
@MainActor
open class UIBarItem: NSObject, UIAccessibilityIdentification {
    /// Mirrors UIKit: `var accessibilityIdentifier: String? { get set }`.
    open var accessibilityIdentifier: String?
    /// Test support.
    public override init() { super.init() }
}

/// Mirrors UIKit: `@MainActor class UIAlertAction : NSObject, UIAccessibilityIdentification`.
@MainActor
open class UIAlertAction: NSObject, UIAccessibilityIdentification {
    /// Mirrors UIKit: `var accessibilityIdentifier: String? { get set }`.
    open var accessibilityIdentifier: String?
    /// Test support.
    public override init() { super.init() }
}

/// Mirrors UIKit (iOS 13): `@MainActor class UIMenuElement : NSObject, UIAccessibilityIdentification`.
@MainActor
open class UIMenuElement: NSObject, UIAccessibilityIdentification {
    /// Mirrors UIKit: `var accessibilityIdentifier: String? { get set }`.
    open var accessibilityIdentifier: String?
    /// Test support.
    public override init() { super.init() }
}

/// Mirrors UIKit: `class UIImage : NSObject, UIAccessibilityIdentification` (UIImage is
/// `Sendable`, not main-actor isolated; its `accessibilityIdentifier` is).
open class UIImage: NSObject, UIAccessibilityIdentification, @unchecked Sendable {
    /// Mirrors UIKit: `@MainActor var accessibilityIdentifier: String? { get set }`.
    @MainActor open var accessibilityIdentifier: String?
    /// Test support.
    public override init() { super.init() }
}
#endif
