#if os(Linux)
import Foundation

/// Mirrors the Accessibility framework (iOS 14): `class AXCustomContent : NSObject`.
open class AXCustomContent: NSObject {
    /// Mirrors Accessibility: `enum AXCustomContent.Importance : UInt` (`default` 0, `high` 1).
    public enum Importance: UInt, Sendable {
        case `default` = 0
        case high = 1
    }

    /// Mirrors Accessibility: `var label: String { get }`.
    open private(set) var label: String
    /// Mirrors Accessibility: `var value: String { get }`.
    open private(set) var value: String
    /// Mirrors Accessibility: `var importance: AXCustomContent.Importance { get set }`.
    open var importance: Importance = .default

    /// Mirrors Accessibility: `convenience init(label: String, value: String)`.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
        super.init()
    }
}

/// Mirrors the Accessibility framework (iOS 14): `protocol AXCustomContentProvider : NSObjectProtocol`
/// with `var accessibilityCustomContent: [AXCustomContent]! { get set }`. (iOS 17 adds the
/// optional `accessibilityCustomContentBlock`, which the adapter does not read.)
@MainActor
public protocol AXCustomContentProvider: NSObjectProtocol {
    var accessibilityCustomContent: [AXCustomContent]! { get set }
}
#endif
