/// Role factories that read like the screen they describe:
///
/// ```swift
/// .header("Settings", frame: Frame(16, 100, 361, 41))
/// .toggle("Wi-Fi", isOn: true, frame: Frame(16, 160, 361, 44))
/// .container(.list, label: "Accounts", frame: Frame(0, 220, 393, 300), [.staticText("iCloud", frame: Frame(16, 230, 361, 44))])
/// ```
/// Each sets the traits and ``ElementType`` UIKit gives the standard control.
extension AccessibilityElement {
    /// Static text (`UILabel`).
    public static func staticText(_ label: String, frame: Frame = .zero, identifier: String? = nil) -> Self {
        Self(label: label, traits: .staticText, frame: frame, identifier: identifier, type: .staticText)
    }

    /// A heading (`.header` trait) that divides the screen into sections.
    public static func header(_ label: String, frame: Frame = .zero, identifier: String? = nil) -> Self {
        Self(label: label, traits: [.header], frame: frame, identifier: identifier, type: .staticText)
    }

    /// A button (`UIButton`).
    public static func button(
        _ label: String, value: String? = nil, hint: String? = nil, identifier: String? = nil,
        frame: Frame = .zero, isEnabled: Bool = true
    ) -> Self {
        Self(label: label, value: value, traits: .button, frame: frame, isEnabled: isEnabled,
             hint: hint, identifier: identifier, type: .button)
    }

    /// A link.
    public static func link(_ label: String, hint: String? = nil, identifier: String? = nil, frame: Frame = .zero) -> Self {
        Self(label: label, traits: .link, frame: frame, hint: hint, identifier: identifier, type: .link)
    }

    /// An image (`UIImageView` with accessibility enabled).
    public static func image(_ label: String, identifier: String? = nil, frame: Frame = .zero) -> Self {
        Self(label: label, traits: .image, frame: frame, identifier: identifier, type: .image)
    }

    /// A text field (`UITextField`); `value` is its text.
    public static func textField(
        _ label: String, value: String? = nil, placeholder: String? = nil, identifier: String? = nil,
        frame: Frame = .zero, textContentType: String? = nil, keyboardType: KeyboardType? = nil,
        isEnabled: Bool = true
    ) -> Self {
        Self(label: label, value: value, frame: frame, isEnabled: isEnabled, identifier: identifier,
             type: .textField, placeholder: placeholder, textContentType: textContentType,
             keyboardType: keyboardType)
    }

    /// A secure text field; VoiceOver reads its value as bullets, so snapshots keep the value as given.
    public static func secureTextField(
        _ label: String, value: String? = nil, placeholder: String? = nil, identifier: String? = nil,
        frame: Frame = .zero, textContentType: String? = nil
    ) -> Self {
        Self(label: label, value: value, frame: frame, identifier: identifier, type: .secureTextField,
             placeholder: placeholder, textContentType: textContentType)
    }

    /// A search field.
    public static func searchField(
        _ label: String, value: String? = nil, placeholder: String? = nil, identifier: String? = nil, frame: Frame = .zero
    ) -> Self {
        Self(label: label, value: value, traits: .searchField, frame: frame, identifier: identifier,
             type: .searchField, placeholder: placeholder, keyboardType: .webSearch)
    }

    /// A switch (`UISwitch`): button and toggle-button traits, value `"1"` when on and `"0"` when off.
    public static func toggle(
        _ label: String, isOn: Bool, hint: String? = nil, identifier: String? = nil,
        frame: Frame = .zero, isEnabled: Bool = true
    ) -> Self {
        Self(label: label, value: isOn ? "1" : "0", traits: [.button, .toggleButton], frame: frame,
             isEnabled: isEnabled, hint: hint, identifier: identifier, type: .switch)
    }

    /// An adjustable element such as a slider or stepper.
    public static func adjustable(
        _ label: String, value: String, hint: String? = nil, identifier: String? = nil,
        frame: Frame = .zero, type: ElementType = .slider
    ) -> Self {
        Self(label: label, value: value, traits: .adjustable, frame: frame, hint: hint,
             identifier: identifier, type: type)
    }

    /// A tab in a tab bar; `isSelected` adds the selected trait.
    public static func tab(_ label: String, isSelected: Bool = false, identifier: String? = nil, frame: Frame = .zero) -> Self {
        Self(label: label, traits: isSelected ? [.button, .selected] : .button, frame: frame,
             identifier: identifier, type: .button)
    }

    /// A cell in a list or table, with its content as children.
    public static func cell(
        _ label: String = "", traits: AccessibilityTraits = [], identifier: String? = nil,
        frame: Frame = .zero, children: [AccessibilityElement] = []
    ) -> Self {
        Self(label: label, traits: traits, frame: frame, identifier: identifier, type: .cell, children: children)
    }

    /// A container of `kind` holding `children` in reading order.
    public static func container(
        _ kind: ContainerKind, label: String = "", identifier: String? = nil, frame: Frame = .zero,
        _ children: [AccessibilityElement]
    ) -> Self {
        let traits: AccessibilityTraits = kind == .tabBar ? .tabBar : []
        let type: ElementType? = switch kind {
        case .tabBar: .tabBar
        case .list: .table
        case .dataTable: .table
        case .landmark, .semanticGroup: .other
        }
        return Self(label: label, traits: traits, frame: frame, identifier: identifier, type: type,
                    container: kind, children: children)
    }
}
