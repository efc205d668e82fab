#if os(Linux)
import Foundation

// The parts of NSObjectProtocol and NSObject (NSKeyValueCoding) the adapter uses to reach
// properties an object has without declaring them in a protocol Swift can see (SwiftUI's
// accessibility nodes answer `accessibilityIdentifier` and `accessibilityCustomContent` only
// this way). NSObject's members are not isolated. Foundation on Linux has no Objective-C
// runtime, so the shim keeps the keyed values in a table: tests give an object a value with
// `setValue(_:forKey:)`, which is then also what `responds(to:)` reports as implemented.

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/objc/NSObject.h
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSKeyValueCoding.h
extension NSObject {
    /// Unannotated header: `Selector!`. Here: `true` for the getter of
    /// `UIAccessibilityIdentification` on adopting objects and for every key set with
    /// `setValue(_:forKey:)`.
    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/objc/NSObject.h
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        if aSelector.name == "accessibilityIdentifier", self is UIAccessibilityIdentification { return true }
        return KeyedValueStorage.value(forKey: aSelector.name, of: self) != nil
    }

    /// As in Foundation, a key the object does not implement raises `NSUnknownKeyException`,
    /// which ends the process: here, a `fatalError`. Callers must check `responds(to:)` first.
    /// The `accessibilityIdentifier` of an adopting object is read on the main actor (UIKit's
    /// property is main-actor; the shim asserts it runs there).
    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSKeyValueCoding.h
    public func value(forKey key: String) -> Any? {
        if key == "accessibilityIdentifier", self is UIAccessibilityIdentification {
            nonisolated(unsafe) let object = self
            let identifier: String? = MainActor.assumeIsolated { (object as? UIAccessibilityIdentification)?.accessibilityIdentifier }
            return identifier
        }
        guard let stored = KeyedValueStorage.value(forKey: key, of: self) else {
            fatalError("[<\(type(of: self))> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
        }
        return stored.value
    }

    /// Gives the object a property reachable only through key-value coding (test support: the
    /// shim's objects have no other keyed properties).
    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSKeyValueCoding.h
    public func setValue(_ value: Any?, forKey key: String) {
        KeyedValueStorage.set(value, forKey: key, of: self)
    }
}

// Test support: the keyed values per object, dropped with the object. Guarded by a lock, as
// the NSObject methods that use it are not isolated.
enum KeyedValueStorage {
    struct Stored { let value: Any? }
    private struct Entry {
        weak var object: NSObject?
        var values: [String: Stored]
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var table: [ObjectIdentifier: Entry] = [:]

    static func value(forKey key: String, of object: NSObject) -> Stored? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = table[ObjectIdentifier(object)], entry.object === object else { return nil }
        return entry.values[key]
    }

    static func set(_ value: Any?, forKey key: String, of object: NSObject) {
        lock.lock()
        defer { lock.unlock() }
        var values: [String: Stored] = [:]
        if let entry = table[ObjectIdentifier(object)], entry.object === object { values = entry.values }
        values[key] = Stored(value: value)
        table[ObjectIdentifier(object)] = Entry(object: object, values: values)
    }
}
#endif
