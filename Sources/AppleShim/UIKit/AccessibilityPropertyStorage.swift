#if os(Linux)
import Foundation

// Test support: where the NSObject accessibility properties keep their values. UIKit stores
// them per object; an extension cannot add stored properties to Foundation's NSObject here, so
// they live in a table keyed by object identity. An entry whose object is gone is never
// returned, so an address reused by a new object starts from the defaults.
@MainActor
final class AccessibilityPropertyStorage {
    var isAccessibilityElement = false
    var label: String?
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits = []
    /// `nil` until set: the getter then derives UIKit's default.
    var frame: CGRect?
    /// `nil` until set: the getter then derives UIKit's default.
    var activationPoint: CGPoint?
    var language: String?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var customActions: [UIAccessibilityCustomAction]?
    var elements: [Any]?
    var containerType: UIAccessibilityContainerType = .none
    var path: UIBezierPath?
    var userInputLabels: [String] = []
    var respondsToUserInteraction: Bool?
    var customRotors: [UIAccessibilityCustomRotor]?

    private struct Entry {
        weak var object: NSObject?
        let storage: AccessibilityPropertyStorage
    }

    private static var table: [ObjectIdentifier: Entry] = [:]

    /// The storage of `object` when any property was ever set on it.
    static func existing(for object: NSObject) -> AccessibilityPropertyStorage? {
        guard let entry = table[ObjectIdentifier(object)], entry.object === object else { return nil }
        return entry.storage
    }

    /// The storage of `object`, made on first use.
    static func storage(for object: NSObject) -> AccessibilityPropertyStorage {
        if let storage = existing(for: object) { return storage }
        let storage = AccessibilityPropertyStorage()
        table[ObjectIdentifier(object)] = Entry(object: object, storage: storage)
        return storage
    }
}
#endif
