import Foundation

/// The text of an `XCUIElementSnapshot`'s `value` (`Any?`): a string as is, a number by its
/// `stringValue` (XCTest reports some values, such as a check box's state, as `NSNumber`s);
/// anything else has no text.
enum XCUIValueText {
    static func text(of value: Any?) -> String? {
        if let string = value as? String { return string }
        if let number = value as? NSNumber { return number.stringValue }
        return nil
    }
}
