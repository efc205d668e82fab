/// What TalkBack (en-US, default verbosity) says when it focuses an element of an Android
/// screen's snapshot, so reports of such a screen use TalkBack's words, not VoiceOver's.
///
/// TalkBack's default order for an element's description is state, name, role
/// (google/talkback: `pref_node_desc_order_default`, `RoleDescriptionExtractor`), the parts
/// joined with ", ", empty parts left out:
/// 1. `selected` for a selected element (`TreeNodesDescription.aggregateNodeTreeDescription`);
/// 2. a check box's, radio button's or checkable view's `checked` or `not checked` (a switch says
///    `on` or `off` as its state instead);
/// 3. the state: a switch's `on`/`off`, a slider's or progress bar's value; `Unlabelled` for a
///    button or image with nothing to say (`NonTextViewsDescription`);
/// 4. the name: the label; a text field's text, else the hint it shows, else its label
///    (`EditTextDescription`);
/// 5. the role: `Button`, `Switch`, `Check box`, `Radio button`, `Edit box`, `Image`, `Slider`,
///    `Progress bar`, `Drop down list` (TalkBack's `strings_compositor.xml`), and the role
///    descriptions Material and Chrome set, `Tab` and `Link`; none for a clickable view of no
///    button class (a layout, a plain `View`, a text), which says only what it holds;
/// 6. a text field's hint, when the field holds text;
/// 7. `disabled`, always last (`TreeNodesDescription`: "Disabled state announcement should always
///    be a postfix"), never on a heading;
/// 8. `Heading` for a heading (`EventTypeViewAccessibilityFocusedFeedbackRule`).
///
/// ```swift
/// TalkBackSpokenForm.describe(.toggle("Wi-Fi", isOn: true)).text   // "on, Wi-Fi, Switch"
/// ```
///
/// What the model does not hold is not spoken: list positions ("in list, 4 items"), usage hints
/// ("Double-tap to activate"), a password's character count, and the labelled-by relation.
public enum TalkBackSpokenForm {
    /// What TalkBack says for `element`; the hint is the element's own, said after a pause.
    public static func describe(_ element: AccessibilityElement) -> SpokenDescription {
        let role = Self.role(of: element)
        var parts: [String] = []
        if element.traits.contains(.selected) { parts.append(Phrase.selected) }
        if let checked = checkedState(of: element, role: role) { parts.append(checked) }
        var name = element.label
        var trailingHint: String?
        switch role {
        case Phrase.editBox:
            let value = present(element.value), placeholder = present(element.placeholder), label = present(element.label)
            if element.type == .secureTextField {
                name = label ?? Phrase.password
            } else {
                name = value ?? placeholder ?? label ?? ""
                if value != nil { trailingHint = placeholder ?? label }
            }
        case Phrase.switchRole:
            parts.append(element.value == "1" ? Phrase.on : element.value == "0" ? Phrase.off : element.value ?? "")
        case Phrase.slider, Phrase.progressBar:
            if let value = present(element.value) { parts.append(value) }
        case Phrase.button, Phrase.image:
            if name.isEmpty { parts.append(Phrase.unlabelled) }
        case "" where name.isEmpty && element.traits.contains(.button) && present(element.value) == nil:
            parts.append(Phrase.unlabelled)
        default:
            if name.isEmpty, let value = present(element.value), checkedState(of: element, role: role) == nil { name = value }
        }
        parts.append(name)
        parts.append(role)
        if let trailingHint, trailingHint != name { parts.append(trailingHint) }
        let isHeading = element.traits.contains(.header)
        if !element.isEnabled, !isHeading { parts.append(Phrase.disabled) }
        if isHeading { parts.append(Phrase.heading) }
        var spoken: [String] = []
        for part in parts where !part.allSatisfy(\.isWhitespace) && spoken.last != part { spoken.append(part) }
        return SpokenDescription(description: spoken.joined(separator: ", "), hint: present(element.hint))
    }

    /// `text` unless it is missing, empty or only whitespace, which TalkBack says nothing of.
    private static func present(_ text: String?) -> String? {
        guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
        return text
    }

    /// TalkBack's role name for the element's type and traits, or "" for text and plain views.
    static func role(of element: AccessibilityElement) -> String {
        switch element.type {
        case .switch, .toggle: return Phrase.switchRole
        case .checkBox: return Phrase.checkBox
        case .radioButton: return Phrase.radioButton
        case .textField, .secureTextField, .searchField, .textView: return Phrase.editBox
        case .slider, .ratingIndicator: return Phrase.slider
        case .progressIndicator: return Phrase.progressBar
        case .popUpButton, .comboBox: return Phrase.dropDownList
        case .tab: return Phrase.tab
        default: break
        }
        let traits = element.traits
        if traits.contains(.link) || element.type == .link { return Phrase.link }
        if traits.contains(.adjustable) { return Phrase.slider }
        // A clickable view of no button class has no role: TalkBack's `Role.getRole` takes it
        // from the class, and a clickable image is an image button (a Compose `clickable` chip, an
        // `android.view.View`, is read "Chill Vibes" with no role; the importer gives it the
        // Button trait, for the rules, because it acts).
        if element.type == .button || traits.contains(.button) && (element.type == nil || element.type == .image) { return Phrase.button }
        if traits.contains(.image) || element.type == .image { return Phrase.image }
        return ""
    }

    /// `checked` or `not checked` for a checkable element that is no switch: a check box, a
    /// radio button, or a view stating its own on/off value (a Compose chip).
    private static func checkedState(of element: AccessibilityElement, role: String) -> String? {
        let checkable = role == Phrase.checkBox || role == Phrase.radioButton || element.traits.contains(.toggleButton) && role != Phrase.switchRole
        guard checkable, let value = element.value, value == "1" || value == "0" else { return nil }
        return value == "1" ? Phrase.checked : Phrase.notChecked
    }

    /// TalkBack's words (`strings_compositor.xml`, en-US).
    enum Phrase {
        static let selected = "selected"
        static let checked = "checked"
        static let notChecked = "not checked"
        static let on = "on"
        static let off = "off"
        static let disabled = "disabled"
        static let unlabelled = "Unlabelled"
        static let heading = "Heading"
        static let password = "Password"
        static let button = "Button"
        static let switchRole = "Switch"
        static let checkBox = "Check box"
        static let radioButton = "Radio button"
        static let editBox = "Edit box"
        static let image = "Image"
        static let slider = "Slider"
        static let progressBar = "Progress bar"
        static let dropDownList = "Drop down list"
        static let tab = "Tab"
        static let link = "Link"
    }
}
