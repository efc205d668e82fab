#if os(Linux)
import Foundation

/// Mirrors UIKit (iOS 10): `@MainActor class UIAccessibilityCustomRotor : NSObject`.
@MainActor
open class UIAccessibilityCustomRotor: NSObject {
    /// Mirrors UIKit (iOS 11): `enum UIAccessibilityCustomRotor.SystemRotorType : Int`
    /// (`UIAccessibilityCustomSystemRotorType`, raw values as in UIAccessibilityCustomRotor.h).
    public enum SystemRotorType: Int, Sendable {
        case none = 0, link, visitedLink, heading, headingLevel1, headingLevel2, headingLevel3
        case headingLevel4, headingLevel5, headingLevel6, boldText, italicText, underlineText
        case misspelledWord, image, textField, table, list, landmark
    }

    /// Mirrors UIKit: `var name: String { get set }` (empty for a system rotor).
    open var name: String
    /// Mirrors UIKit (iOS 11): `var systemRotorType: UIAccessibilityCustomRotor.SystemRotorType { get }`.
    open private(set) var systemRotorType: SystemRotorType

    /// Test support. Mirrors UIKit: `init(name: String, itemSearch: @escaping UIAccessibilityCustomRotor.Search)`
    /// (the search block is never called by the adapter, so the shim takes none).
    public init(name: String) {
        self.name = name
        systemRotorType = .none
        super.init()
    }

    /// Test support. Mirrors UIKit (iOS 11): `init(systemType: UIAccessibilityCustomRotor.SystemRotorType, itemSearch: …)`.
    public init(systemType: SystemRotorType) {
        name = ""
        systemRotorType = systemType
        super.init()
    }
}
#endif
