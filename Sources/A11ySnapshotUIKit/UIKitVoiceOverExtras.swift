#if os(iOS) || os(visionOS)
import Accessibility
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import A11ySnapshot
import Foundation

/// The attributes VoiceOver, Voice Control and Switch Control use beyond label, value and
/// traits, read as the reference tool reads them (cashapp/AccessibilitySnapshot,
/// `AccessibilityHierarchyParser.buildElement` and its `customContent` / `customRotors` helpers).
@MainActor
enum UIKitVoiceOverExtras {
    /// `accessibilityCustomContent`: from `AXCustomContentProvider` (on iOS 17 and later, its
    /// content block first), else through key-value coding, which is how SwiftUI's accessibility
    /// nodes expose it without declaring the protocol.
    static func customContent(of object: NSObject) -> [CustomContent] {
        let items = providedCustomContent(of: object) ?? keyValueCodingCustomContent(of: object) ?? []
        return items.map { CustomContent(label: $0.label, value: $0.value, isImportant: $0.importance == .high) }
    }

    private static func providedCustomContent(of object: NSObject) -> [AXCustomContent]? {
        guard let provider = object as? AXCustomContentProvider else { return nil }
        #if os(iOS) || os(visionOS)
        if #available(iOS 17.0, visionOS 1.0, *) {
            if let block = provider.accessibilityCustomContentBlock, let content = block?() {
                return content
            }
        }
        #endif
        return provider.accessibilityCustomContent
    }

    private static func keyValueCodingCustomContent(of object: NSObject) -> [AXCustomContent]? {
        guard object.responds(to: NSSelectorFromString("accessibilityCustomContent")) else { return nil }
        return object.value(forKey: "accessibilityCustomContent") as? [AXCustomContent]
    }

    /// The custom rotors' names (`accessibilityCustomRotorsBlock` first); a system rotor, which
    /// has no name, by what VoiceOver calls it.
    static func rotorNames(of attributes: UIKitAccessibilityAttributes) -> [String] {
        (attributes.customRotors ?? []).compactMap { rotor in
            rotor.name.isEmpty ? systemRotorName(rotor.systemRotorType) : rotor.name
        }
    }

    /// VoiceOver's English name for a system rotor type (the reference's `displayName`); `nil`
    /// for `.none` and types this build does not know.
    static func systemRotorName(_ type: UIAccessibilityCustomRotor.SystemRotorType) -> String? {
        switch type {
        case .none: return nil
        case .link: return "Links"
        case .visitedLink: return "Visited Links"
        case .heading: return "Headings"
        case .headingLevel1: return "Headings Level 1"
        case .headingLevel2: return "Headings Level 2"
        case .headingLevel3: return "Headings Level 3"
        case .headingLevel4: return "Headings Level 4"
        case .headingLevel5: return "Headings Level 5"
        case .headingLevel6: return "Headings Level 6"
        case .boldText: return "Bold Text"
        case .italicText: return "Italic Text"
        case .underlineText: return "Underlined Text"
        case .misspelledWord: return "Misspelled Words"
        case .image: return "Images"
        case .textField: return "Text Fields"
        case .table: return "Tables"
        case .list: return "Lists"
        case .landmark: return "Landmarks"
        @unknown default: return nil
        }
    }

    /// `accessibilityUserInputLabels` when the object sets its own: UIKit derives a default from
    /// the label, which is left out (as the reference's `.whenOverridden` display does). Both are
    /// read block first.
    static func userInputLabels(of attributes: UIKitAccessibilityAttributes) -> [String] {
        let labels = (attributes.userInputLabels ?? []).filter { !$0.isEmpty }
        if labels.isEmpty { return [] }
        if let label = attributes.label, labels == [label] { return [] }
        return labels
    }
}
#endif
