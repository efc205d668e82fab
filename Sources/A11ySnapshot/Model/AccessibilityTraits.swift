/// The accessibility traits of an element, bit for bit the `UIAccessibilityTraits` vocabulary.
///
/// Raw values use UIKit's bit positions, so a `UIAccessibilityTraits` raw value converts without
/// loss. Bits this build has no name for are kept (and written as `"bitN"` in a snapshot) rather
/// than dropped. The not-enabled bit (`1 << 8`) is not a trait here: it is
/// ``AccessibilityElement/isEnabled``.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64

    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    /// Public since iOS 17; earlier UIKit used the same bit privately.
    public static let supportsZoom = AccessibilityTraits(rawValue: 1 << 46)
    /// Public since iOS 17 (`UIAccessibilityTraits.toggleButton`); earlier UIKit set the same bit
    /// privately on `UISwitch`.
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 53)

    /// UIKit's `UIAccessibilityTraitNotEnabled` bit, which the model folds into `isEnabled`.
    static let notEnabledBit: UInt64 = 1 << 8

    /// Every named trait with its snapshot name, in canonical order (the order snapshots list them).
    public static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("button", .button),
        ("link", .link),
        ("header", .header),
        ("searchField", .searchField),
        ("image", .image),
        ("selected", .selected),
        ("playsSound", .playsSound),
        ("keyboardKey", .keyboardKey),
        ("staticText", .staticText),
        ("summaryElement", .summaryElement),
        ("updatesFrequently", .updatesFrequently),
        ("startsMediaSession", .startsMediaSession),
        ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction),
        ("causesPageTurn", .causesPageTurn),
        ("tabBar", .tabBar),
        ("toggleButton", .toggleButton),
        ("supportsZoom", .supportsZoom),
    ]

    static let namedMask: UInt64 = named.reduce(0) { $0 | $1.trait.rawValue }

    /// The bits that have no name in this build (kept, written as `"bitN"`).
    public var unnamedBits: UInt64 { rawValue & ~Self.namedMask }

    /// The snapshot names of these traits in canonical order: named traits first, in the order of
    /// ``named``, then unnamed bits as `"bitN"` in ascending bit order.
    public var names: [String] {
        var result: [String] = []
        for (name, trait) in Self.named where contains(trait) {
            result.append(name)
        }
        var rest = unnamedBits
        while rest != 0 {
            let bit = rest.trailingZeroBitCount
            result.append("bit\(bit)")
            rest &= rest - 1
        }
        return result
    }

    /// The trait a snapshot name stands for: a name from ``named`` or `"bitN"` for a bit without a
    /// name. Returns `nil` for anything else, including `"bitN"` spellings of named bits and the
    /// not-enabled bit.
    public init?(name: String) {
        if let entry = Self.named.first(where: { $0.name == name }) {
            self = entry.trait
            return
        }
        guard name.hasPrefix("bit"), let bit = UInt64(name.dropFirst(3)), bit < 64,
              String(bit) == name.dropFirst(3) else { return nil }
        let raw: UInt64 = 1 << bit
        guard raw & (Self.namedMask | Self.notEnabledBit) == 0 else { return nil }
        self.init(rawValue: raw)
    }
}
