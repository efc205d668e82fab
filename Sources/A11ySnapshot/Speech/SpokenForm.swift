/// The spoken form of elements: what VoiceOver (en-US) says when it focuses an element, so that
/// reports can tell a change in the words a VoiceOver user hears.
///
/// The description is built in VoiceOver's order:
/// 1. the label, then the value as `Label: Value` (the value alone when there is no label); a
///    toggle's value is not read, its state is; an empty text input reads its placeholder;
/// 2. the selected state: `Selected: …`, or `Selected.` with nothing before it;
/// 3. the trait words, each ending in a period, in this fixed order: `Dimmed.` (not enabled),
///    `Button.`, `Switch Button.` and the state `On.`/`Off.`/`Mixed.`, `Tab.`, `Text Field.` or
///    `Secure Text Field.`, `Heading.`, `Link.`, `Adjustable.`, `Image.`, `Search Field.`;
///    when there is no label or value, the hint is read in their place;
/// 4. the position in the container: `2 of 3.` in tab bars and segmented controls, `List Start.`,
///    `List End.`, `Landmark.`, `End.`;
/// 5. important custom content (`AXCustomContent.Importance.high`, which VoiceOver reads without
///    being asked), each item as `Label: Value.`.
///
/// The hint follows after a pause, with the hint VoiceOver adds for toggles, adjustable elements
/// and text entry (none of them when the element is dimmed), then `More content available.` when
/// the element has custom content that is offered only through the More Content rotor. (Apple
/// documents when custom content is read, not its exact wording; these words are this package's.)
/// Custom rotors, user input labels (Voice Control), the activation point and whether an element
/// responds to interaction are not spoken.
///
/// ```swift
/// SpokenForm.describe(.toggle("Wi-Fi", isOn: true)).text
/// // "Wi-Fi. Switch Button. On. Double tap to toggle setting."
/// ```
///
/// What the model does not hold is not spoken: data-table headers, rows and columns, the back
/// button, the editing state of a text field, and the element's language (words are English).
public enum SpokenForm {
    /// What VoiceOver says for `element` in `context` (see ``context(ofChild:in:)``).
    public static func describe(_ element: AccessibilityElement, context: SpokenContext? = nil) -> SpokenDescription {
        let isTab = element.type == .tab || context?.isTab == true
        let textEntry = TextEntry(element.type)
        var description = labelValueAndState(of: element)
        let words = traitWords(of: element, isTab: isTab, textEntry: textEntry)

        var hint = element.hint.flatMap { $0.isEmpty ? nil : $0 }
        let hintIsDescription = description.isEmpty && hint != nil
        if hintIsDescription {
            description = hint ?? ""
            hint = nil
        }
        if !words.isEmpty {
            let spokenTraits = words.joined(separator: " ")
            description = description.isEmpty ? spokenTraits : SpokenPhrase.terminated(description) + " " + spokenTraits
        }
        if let context {
            description = context.appended(to: description)
        }
        for item in element.customContent where item.isImportant {
            let spoken = SpokenPhrase.terminated(item.label.isEmpty ? item.value : item.label + ": " + item.value)
            description = description.isEmpty ? spoken : SpokenPhrase.terminated(description) + " " + spoken
        }
        var fullHint = hintWithDefaults(hint, of: element, textEntry: textEntry, hintIsDescription: hintIsDescription)
        if element.customContent.contains(where: { !$0.isImportant }) {
            fullHint = SpokenPhrase.hint(fullHint, then: SpokenPhrase.moreContent)
        }
        return SpokenDescription(description: description, hint: fullHint)
    }

    /// What the screen reader of `platform` says for `element`: VoiceOver's words on an iOS
    /// screen (``describe(_:context:)``), TalkBack's on an Android one (``TalkBackSpokenForm``,
    /// which has no container context).
    public static func describe(_ element: AccessibilityElement, context: SpokenContext? = nil, on platform: Platform) -> SpokenDescription {
        platform == .android ? TalkBackSpokenForm.describe(element) : describe(element, context: context)
    }

    /// `Label: Value` (a toggle's value is its state, said with the traits; an empty text
    /// input's value is its placeholder, which VoiceOver reads in its place), then the selected
    /// state.
    private static func labelValueAndState(of element: AccessibilityElement) -> String {
        var description = element.label
        var value = element.value
        if (value ?? "").isEmpty, TextEntry(element.type) != nil, let placeholder = element.placeholder, !placeholder.isEmpty {
            value = placeholder
        }
        if let value, !value.isEmpty, !element.traits.contains(.toggleButton), !isCheckBox(element) {
            description = description.isEmpty ? value : description + ": " + value
        }
        if element.traits.contains(.selected) {
            description = description.isEmpty ? SpokenPhrase.selected + "." : SpokenPhrase.selected + ": " + description
        }
        return description
    }

    /// The trait words in VoiceOver's fixed order.
    private static func traitWords(of element: AccessibilityElement, isTab: Bool, textEntry: TextEntry?) -> [String] {
        let traits = element.traits
        let isToggle = traits.contains(.toggleButton)
        var words: [String] = []
        if !element.isEnabled { words.append(SpokenPhrase.dimmed) }
        if isCheckBox(element) {
            // A check box (Android's, or a web page's) is read with its state, as TalkBack reads it.
            words.append(SpokenPhrase.checkbox)
            words.append(element.value == "1" ? SpokenPhrase.checked : SpokenPhrase.notChecked)
        } else if traits.contains(.button), !traits.contains(.keyboardKey), !isToggle, !isTab {
            words.append(SpokenPhrase.button)
        }
        if isToggle {
            if traits.contains(.button) { words.append(SpokenPhrase.switchButton) }
            if let state = toggleState(element.value) { words.append(state) }
        }
        if isTab { words.append(SpokenPhrase.tab) }
        if let word = textEntry?.word { words.append(word) }
        if traits.contains(.header) { words.append(SpokenPhrase.heading) }
        if traits.contains(.link) { words.append(SpokenPhrase.link) }
        if traits.contains(.adjustable) { words.append(SpokenPhrase.adjustable) }
        if traits.contains(.image) { words.append(SpokenPhrase.image) }
        if traits.contains(.searchField) || element.type == .searchField { words.append(SpokenPhrase.searchField) }
        return words
    }

    /// The custom hint with the hints VoiceOver adds: after it for toggles and adjustable elements
    /// (not for an element that has only a hint), in its place for text entry; none when dimmed.
    private static func hintWithDefaults(_ hint: String?, of element: AccessibilityElement, textEntry: TextEntry?,
                                         hintIsDescription: Bool) -> String? {
        guard element.isEnabled else { return hint }
        let isToggle = element.traits.contains(.toggleButton)
        if let textEntry { return textEntry.hint }
        if isToggle { return SpokenPhrase.hint(hint, then: SpokenPhrase.toggleHint) }
        if element.traits.contains(.adjustable), !hintIsDescription {
            return SpokenPhrase.hint(hint, then: SpokenPhrase.adjustableHint)
        }
        return hint
    }

    /// The context of the child at `index` (0-based) of `parent`, among the parent's children:
    ///
    /// - a tab bar (container `tabBar`, the `tabBar` trait or element type `tabBar`) gives
    ///   ``SpokenContext/tab(index:count:)``;
    /// - a segmented control (element type `segmentedControl`) gives
    ///   ``SpokenContext/series(index:count:)``;
    /// - a `list` or `landmark` container marks its first child as the start and its last as the
    ///   end (a single child is only the start).
    ///
    /// Returns `nil` for other parents, other children and an index out of range. Data tables
    /// give no context: the model holds no rows, columns or headers.
    public static func context(ofChild index: Int, in parent: AccessibilityElement) -> SpokenContext? {
        let count = parent.children.count
        guard index >= 0, index < count else { return nil }
        if parent.container == .tabBar || parent.traits.contains(.tabBar) || parent.type == .tabBar {
            return .tab(index: index, count: count)
        }
        if parent.type == .segmentedControl {
            return .series(index: index, count: count)
        }
        switch parent.container {
        case .list:
            return index == 0 ? .listStart : index == count - 1 ? .listEnd : nil
        case .landmark:
            return index == 0 ? .landmarkStart : index == count - 1 ? .landmarkEnd : nil
        case .dataTable, .semanticGroup, .tabBar, nil:
            return nil
        }
    }

    /// What VoiceOver says for the element at `indexPath` (0-based child indexes from the top
    /// level) of a tree, in the context its parent gives it; `nil` when there is no such element.
    package static func describe(elementAt indexPath: [Int], in elements: [AccessibilityElement]) -> SpokenDescription? {
        guard let first = indexPath.first, elements.indices.contains(first) else { return nil }
        var element = elements[first]
        var context: SpokenContext?
        for index in indexPath.dropFirst() {
            guard element.children.indices.contains(index) else { return nil }
            context = Self.context(ofChild: index, in: element)
            element = element.children[index]
        }
        return describe(element, context: context)
    }

    /// The state word of a toggle: `On.`, `Off.`, `Mixed.`, or any other value as it is.
    /// A check box not stated a toggle, whose value "1" or "0" is its state.
    private static func isCheckBox(_ element: AccessibilityElement) -> Bool {
        element.type == .checkBox && !element.traits.contains(.toggleButton)
    }

    private static func toggleState(_ value: String?) -> String? {
        switch value {
        case "1": SpokenPhrase.on
        case "0": SpokenPhrase.off
        case "2": SpokenPhrase.mixed
        case let other?: other.isEmpty ? nil : other
        case nil: nil
        }
    }

    /// The kinds of text input the element type tells apart.
    private enum TextEntry {
        case field, secureField, area, search

        init?(_ type: ElementType?) {
            switch type {
            case .textField: self = .field
            case .secureTextField: self = .secureField
            case .textView: self = .area
            case .searchField: self = .search
            default: return nil
            }
        }

        /// The trait word; a search field says "Search Field." with the other traits instead.
        var word: String? {
            switch self {
            case .field, .area: SpokenPhrase.textField
            case .secureField: SpokenPhrase.secureTextField
            case .search: nil
            }
        }

        /// The hint VoiceOver reads for text entry, in place of any custom hint.
        var hint: String {
            self == .area ? SpokenPhrase.textAreaHint : SpokenPhrase.textEntryHint
        }
    }
}
