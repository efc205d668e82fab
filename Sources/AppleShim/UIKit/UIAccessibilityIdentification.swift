#if os(Linux)
import Foundation

/// Mirrors UIKit: `@MainActor protocol UIAccessibilityIdentification : NSObjectProtocol` with
/// `var accessibilityIdentifier: String? { get set }`. Adopted by `UIView` and
/// `UIAccessibilityElement` (among others), not by `NSObject`.
@MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    var accessibilityIdentifier: String? { get set }
}
#endif
