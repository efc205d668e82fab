import A11ySnapshot

/// How the adapter treats `UIAccessibilityTraits` raw values.
///
/// The public bits are ``AccessibilityTraits``' own (the model uses UIKit's bit layout) and pass
/// through unchanged, the not-enabled bit included (the model folds it into `enabled`). UIKit
/// also sets private bits from AXRuntime's trait table (about forty, e.g. scrollable,
/// contained-by-list, visited link); their positions are not API and have moved between iOS
/// versions, so a snapshot that kept them would change with the simulator it ran on. Live capture
/// therefore keeps only the private bits that mean something a snapshot should show, as the
/// reference tool names them (cashapp/AccessibilitySnapshot, `UIAccessibility+SnapshotAdditions.swift`,
/// bit positions from AXRuntime's `_kAX*Trait` statics):
///
/// | bit | UIKit's private trait | what the adapter does |
/// | --- | --- | --- |
/// | 18 | text entry | dropped; the element type says it (`textField`, unless a more specific one applies) |
/// | 21 | is editing | dropped: it follows the keyboard focus, which would make snapshots flaky |
/// | 24 | secure text field | dropped; the element type says it (`secureTextField`) |
/// | 27 | back button | kept (written `bit27`): VoiceOver says "Back Button"; nothing else says it |
/// | 28 | tab bar item | kept (written `bit28`): VoiceOver says "Tab"; nothing else says it |
/// | 47 | text area | dropped; the element type says it (`textView`) |
/// | 53 | switch button | kept: public since iOS 17 as `toggleButton` |
///
/// Every other bit without a public name is dropped, unless the caller asks to keep them all
/// (`AccessibilityCapture.keepsUnknownTraitBits`), for example to investigate a difference.
enum UIKitTraitBits {
    static let textEntry: UInt64 = 1 << 18
    static let isEditing: UInt64 = 1 << 21
    static let secureTextField: UInt64 = 1 << 24
    static let backButton: UInt64 = 1 << 27
    static let tabBarItem: UInt64 = 1 << 28
    static let textArea: UInt64 = 1 << 47
    static let switchButton: UInt64 = 1 << 53
    /// UIKit's not-enabled bit (public, folded into `enabled` by the model).
    static let notEnabled: UInt64 = 1 << 8

    /// The private bits replaced by an element type or dropped as transient.
    static let dropped: UInt64 = textEntry | isEditing | secureTextField | textArea

    /// The bits live capture keeps: every public trait, not-enabled, back button and tab bar item.
    static let kept: UInt64 = AccessibilityTraits.named.reduce(notEnabled | backButton | tabBarItem) { $0 | $1.trait.rawValue }

    /// The bits to hand to the walker: the kept ones, or, with `keepingUnknown`, every bit but
    /// the dropped ones.
    static func kept(_ raw: UInt64, keepingUnknown: Bool = false) -> UInt64 {
        keepingUnknown ? raw & ~dropped : raw & kept
    }

    /// The element type the private text bits stand for, for objects whose class says nothing
    /// (SwiftUI text fields, custom text inputs).
    static func textInputType(_ raw: UInt64) -> ElementType? {
        if raw & secureTextField != 0 { return .secureTextField }
        if raw & textArea != 0 { return .textView }
        if raw & textEntry != 0 { return .textField }
        return nil
    }
}
