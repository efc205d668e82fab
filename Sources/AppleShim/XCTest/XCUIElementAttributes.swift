#if os(Linux)
import Foundation

/// Mirrors XCTest / XCUIAutomation: `@MainActor protocol XCUIElementAttributes`, the members the
/// adapter reads (it also declares `hasFocus` and the size classes, which the adapter does not use).
@MainActor
public protocol XCUIElementAttributes {
    /// Mirrors: `var identifier: String { get }`.
    var identifier: String { get }
    /// Mirrors: `var frame: CGRect { get }`, in screen coordinates.
    var frame: CGRect { get }
    /// Mirrors: `var value: Any? { get }`.
    var value: Any? { get }
    /// Mirrors: `var title: String { get }`.
    var title: String { get }
    /// Mirrors: `var label: String { get }`.
    var label: String { get }
    /// Mirrors: `var elementType: XCUIElement.ElementType { get }`.
    var elementType: XCUIElement.ElementType { get }
    /// Mirrors: `var isEnabled: Bool { get }`.
    var isEnabled: Bool { get }
    /// Mirrors: `var placeholderValue: String? { get }`.
    var placeholderValue: String? { get }
    /// Mirrors: `var isSelected: Bool { get }`.
    var isSelected: Bool { get }
}

/// Mirrors XCTest / XCUIAutomation: `@MainActor protocol XCUIElementSnapshot : XCUIElementAttributes`
/// with `var children: [any XCUIElementSnapshot] { get }` (its `dictionaryRepresentation` is
/// not used).
@MainActor
public protocol XCUIElementSnapshot: XCUIElementAttributes {
    var children: [any XCUIElementSnapshot] { get }
}
#endif
