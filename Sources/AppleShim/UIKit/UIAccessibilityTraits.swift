#if os(Linux)
/// Mirrors UIKit: `struct UIAccessibilityTraits : OptionSet, Sendable` with
/// `var rawValue: UInt64` (the adapter reads only `rawValue`).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64

    /// Mirrors UIKit: `init(rawValue: UInt64)`.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    // Test support: the public traits tests set, at UIKit's bit positions
    // (UIAccessibilityConstants.h).
    /// Mirrors UIKit: `static var button: UIAccessibilityTraits`.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Mirrors UIKit: `static var link: UIAccessibilityTraits`.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Mirrors UIKit: `static var keyboardKey: UIAccessibilityTraits`.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Mirrors UIKit: `static var searchField: UIAccessibilityTraits`.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Mirrors UIKit: `static var allowsDirectInteraction: UIAccessibilityTraits`.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Mirrors UIKit: `static var image: UIAccessibilityTraits`.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Mirrors UIKit: `static var selected: UIAccessibilityTraits`.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Mirrors UIKit: `static var staticText: UIAccessibilityTraits`.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Mirrors UIKit: `static var notEnabled: UIAccessibilityTraits`.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Mirrors UIKit: `static var adjustable: UIAccessibilityTraits`.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Mirrors UIKit: `static var tabBar: UIAccessibilityTraits`.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// Mirrors UIKit: `static var header: UIAccessibilityTraits`.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
#endif
