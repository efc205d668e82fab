#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import Foundation

/// Finds an object's `accessibilityIdentifier` the way the reference tool does
/// (cashapp/AccessibilitySnapshot, `AccessibilityHierarchyParser.swift`, `NSObject.identifier`):
///
/// 1. through the `UIAccessibilityIdentification` protocol;
/// 2. through the UIKit classes that adopt it (`UIView`, `UIBarItem`, `UIAlertAction`,
///    `UIMenuElement`, `UIImage`), because Swift's protocol cast can fail for Objective-C
///    objects handed over as `Any` (swiftlang/swift#46456, cited by the reference);
/// 3. through key-value coding, which is how SwiftUI's accessibility nodes answer (they do not
///    declare the protocol). Unlike the reference, the key is read only from objects that
///    respond to its getter: `value(forKey:)` on any other object raises
///    `NSUnknownKeyException` and would end the test process.
///
/// An `accessibilityIdentifierBlock` (iOS 17, declared on `NSObject`) comes before all three; it
/// is asked by ``UIKitAccessibilityAttributes``.
@MainActor
enum UIKitIdentifierLookup {
    static func identifier(of object: NSObject) -> String? {
        lookUp(object).identifier
    }

    /// The identifier and the step that answered (for the capture explanation).
    static func lookUp(_ object: NSObject) -> (identifier: String?, source: UIKitReadProvenance.IdentifierSource) {
        if let identified = object as? UIAccessibilityIdentification { return (identified.accessibilityIdentifier, .identification) }
        if let identifier = concreteClassIdentifier(of: object) { return (identifier, .uikitClass) }
        return (keyValueCodingIdentifier(of: object), .keyValueCoding)
    }

    /// Step 2: the adopting UIKit classes, one by one.
    static func concreteClassIdentifier(of object: NSObject) -> String?? {
        if let view = object as? UIView { return .some(view.accessibilityIdentifier) }
        if let item = object as? UIBarItem { return .some(item.accessibilityIdentifier) }
        if let action = object as? UIAlertAction { return .some(action.accessibilityIdentifier) }
        if let menuElement = object as? UIMenuElement { return .some(menuElement.accessibilityIdentifier) }
        if let image = object as? UIImage { return .some(image.accessibilityIdentifier) }
        return nil
    }

    /// Step 3: `value(forKey: "accessibilityIdentifier")`, when the object has that getter.
    static func keyValueCodingIdentifier(of object: NSObject) -> String? {
        guard object.responds(to: NSSelectorFromString("accessibilityIdentifier")) else { return nil }
        return object.value(forKey: "accessibilityIdentifier") as? String
    }
}
#endif
