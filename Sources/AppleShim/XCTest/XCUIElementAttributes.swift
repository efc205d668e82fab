#if os(Linux)
import Foundation

/// XCUI_SWIFT_MAIN_ACTOR (`@MainActor`); no availability annotation. The members the adapter
/// reads. The header also declares `horizontalSizeClass`, `verticalSizeClass` and, under
/// `#if !TARGET_OS_OSX`, `hasFocus`, which the adapter does not use.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCUIAutomation.framework/Headers/XCUIElementAttributes.h
@MainActor
public protocol XCUIElementAttributes {
    var identifier: String { get }
    /// Screen coordinates.
    var frame: CGRect { get }
    /// `nullable id`.
    var value: Any? { get }
    var title: String { get }
    var label: String { get }
    var elementType: XCUIElement.ElementType { get }
    /// `getter=isEnabled enabled`.
    var isEnabled: Bool { get }
    var placeholderValue: String? { get }
    /// `getter=isSelected selected`.
    var isSelected: Bool { get }
}

/// XCUI_SWIFT_MAIN_ACTOR. Its `dictionaryRepresentation` is not used.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCUIAutomation.framework/Headers/XCUIElement.h
@MainActor
public protocol XCUIElementSnapshot: XCUIElementAttributes {
    var children: [any XCUIElementSnapshot] { get }
}
#endif
