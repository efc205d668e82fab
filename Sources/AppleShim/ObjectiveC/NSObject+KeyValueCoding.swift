#if os(Linux)
import Foundation

// Mirrors the parts of `NSObject (NSKeyValueCoding)` and `NSObjectProtocol` that the adapter uses
// to reach properties an object has without declaring them in a protocol Swift can see (SwiftUI's
// accessibility nodes answer `accessibilityIdentifier` and `accessibilityCustomContent` only this
// way). Foundation on Linux has no Objective-C runtime, so the shim keeps the keyed values in a
// table: tests give an object a value with `setValue(_:forKey:)`, which is then also what
// `responds(to:)` reports as an implemented getter.
extension NSObject {
    /// Mirrors NSObjectProtocol: `func responds(to aSelector: Selector!) -> Bool`. Here: `true`
    /// for the getters of `UIAccessibilityIdentification` on adopting objects and for every key
    /// set with `setValue(_:forKey:)`.
    @MainActor public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        if aSelector.name == "accessibilityIdentifier", self is UIAccessibilityIdentification { return true }
        return KeyedValueStorage.values(of: self)?[aSelector.name] != nil
    }

    /// Mirrors NSKeyValueCoding: `func value(forKey key: String) -> Any?`. As in Foundation, a key
    /// the object does not implement raises `NSUnknownKeyException`, which ends the process: here,
    /// a `fatalError`. Callers must check `responds(to:)` first.
    @MainActor public func value(forKey key: String) -> Any? {
        if key == "accessibilityIdentifier", let identified = self as? UIAccessibilityIdentification {
            return identified.accessibilityIdentifier
        }
        guard let stored = KeyedValueStorage.values(of: self)?[key] else {
            fatalError("[<\(type(of: self))> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
        }
        return stored.value
    }

    /// Test support. Mirrors NSKeyValueCoding: `func setValue(_ value: Any?, forKey key: String)`:
    /// gives the object a property reachable only through key-value coding.
    @MainActor public func setValue(_ value: Any?, forKey key: String) {
        KeyedValueStorage.set(value, forKey: key, of: self)
    }
}

/// Shim internals: the keyed values per object, dropped with the object.
@MainActor
enum KeyedValueStorage {
    struct Stored { let value: Any? }
    private struct Entry {
        weak var object: NSObject?
        var values: [String: Stored]
    }
    private static var table: [ObjectIdentifier: Entry] = [:]

    static func values(of object: NSObject) -> [String: Stored]? {
        guard let entry = table[ObjectIdentifier(object)], entry.object === object else { return nil }
        return entry.values
    }

    static func set(_ value: Any?, forKey key: String, of object: NSObject) {
        var values = Self.values(of: object) ?? [:]
        values[key] = Stored(value: value)
        table[ObjectIdentifier(object)] = Entry(object: object, values: values)
    }
}
#endif
