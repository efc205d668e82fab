/// What a rule needs to know about an element's role, decided once per element from its traits
/// and type.
struct ElementKind: OptionSet, Sendable {
    let rawValue: UInt16

    /// Groups other elements for assistive technology (a list, a tab bar, an alert); label rules
    /// skip it.
    static let container = ElementKind(rawValue: 1 << 0)
    /// Something a person activates or edits: buttons, links, fields, switches, sliders.
    static let interactive = ElementKind(rawValue: 1 << 1)
    /// An image (type `image`/`icon` or the image trait).
    static let image = ElementKind(rawValue: 1 << 2)
    /// Text that is read, not operated (static text trait or type, a text view that is not edited).
    static let staticText = ElementKind(rawValue: 1 << 3)
    /// A text input (field, secure field, search field, editable text view).
    static let textInput = ElementKind(rawValue: 1 << 4)
    /// A switch or toggle.
    static let toggle = ElementKind(rawValue: 1 << 5)

    static let interactiveTraits: AccessibilityTraits = [.button, .link, .searchField, .adjustable, .keyboardKey, .toggleButton]
    static let interactiveTypes: Set<ElementType> = [
        .button, .link, .textField, .secureTextField, .searchField, .switch, .toggle, .slider, .stepper,
        .segmentedControl, .pageIndicator, .picker, .pickerWheel, .datePicker, .checkBox, .radioButton,
        .popUpButton, .menuButton, .menuItem, .toolbarButton, .tab, .incrementArrow, .decrementArrow, .colorWell, .comboBox,
    ]

    init(rawValue: UInt16) { self.rawValue = rawValue }

    init(_ element: AccessibilityElement) {
        self = withUnsafePointer(to: element) { ElementKind($0) }
    }

    /// The kind of the element at `address`, whose fields are read in place (passing an element
    /// from an array as an argument copies all of it).
    init(_ address: UnsafePointer<AccessibilityElement>) {
        var kind: ElementKind = []
        let traits = address.pointee.traits
        let type = address.pointee.type
        let isEditableTextView = type == .textView
            && (address.pointee.keyboardType != nil || address.pointee.placeholder != nil || address.pointee.textContentType != nil)
        let isTextInput = type == .textField || type == .secureTextField || type == .searchField || traits.contains(.searchField)
            || isEditableTextView
        // An alert holding its texts and buttons is announced, never focused: a container. So is
        // an unlabelled element of no trait holding others, unless it is a field: a field holding
        // a counter ("2000 characters remaining", its own focus stop) is still a field to fill in.
        if address.pointee.container != nil || (type == .alert && !address.pointee.children.isEmpty)
            || (!address.pointee.children.isEmpty && address.pointee.label.isEmpty && traits.isEmpty && !isTextInput) {
            kind.insert(.container)
            self = kind
            return
        }
        if isTextInput {
            kind.insert(.textInput)
        }
        if !traits.isDisjoint(with: Self.interactiveTraits) || type.map(Self.interactiveTypes.contains) == true
            || kind.contains(.textInput) {
            kind.insert(.interactive)
        }
        if type == .image || type == .icon || traits.contains(.image) { kind.insert(.image) }
        if type == .switch || type == .toggle || traits.contains(.toggleButton) { kind.insert(.toggle) }
        // An element stating no type and no trait (every Maestro iOS node) is read as its label
        // alone, as VoiceOver reads a text.
        let statesNothing = type == nil && traits.isEmpty
        if (traits.contains(.staticText) || type == .staticText || (type == .textView && !isEditableTextView) || statesNothing)
            && !kind.contains(.interactive) {
            kind.insert(.staticText)
        }
        self = kind
    }
}
