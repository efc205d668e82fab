/// Trait names as dump formats write them, in any of their spellings: A11yUITests' display names
/// (`"Static Text"`, `"Not Enabled"`), idb's AXRuntime names (`"StaticText"`, `"NotEnabled"`) and
/// AccessibilitySnapshot's (`"staticText"`, `"notEnabled"`). Matching ignores case and spaces.
enum DumpTraitName {
    /// What one name means.
    enum Meaning: Equatable {
        /// A trait of the model.
        case trait(AccessibilityTraits)
        /// UIKit's not-enabled bit, which the model keeps as `isEnabled == false`.
        case notEnabled
        /// The explicit "no traits" marker (`"None"`).
        case none
        /// A name the model has no trait for (private AXRuntime traits, `"Unknown"`).
        case unrecognized
    }

    static func meaning(of name: String) -> Meaning {
        let key = String(name.unicodeScalars.filter { $0 != " " }.map(Character.init)).lowercased()
        if let trait = traits[key] { return .trait(trait) }
        switch key {
        case "notenabled": return .notEnabled
        case "none": return .none
        default: return .unrecognized
        }
    }

    /// The traits and enabled state a list of names states; unrecognized names are skipped.
    static func resolve(_ names: [String]) -> (traits: AccessibilityTraits, notEnabled: Bool) {
        var traits: AccessibilityTraits = []
        var notEnabled = false
        for name in names {
            switch meaning(of: name) {
            case .trait(let trait): traits.formUnion(trait)
            case .notEnabled: notEnabled = true
            case .none, .unrecognized: break
            }
        }
        return (traits, notEnabled)
    }

    private static let traits: [String: AccessibilityTraits] = {
        var table: [String: AccessibilityTraits] = [:]
        for (name, trait) in AccessibilityTraits.named { table[name.lowercased()] = trait }
        // The switch bit under its other names (AXRuntime "Toggle", AccessibilitySnapshot "switchButton").
        table["toggle"] = .toggleButton
        table["switchbutton"] = .toggleButton
        return table
    }()
}
