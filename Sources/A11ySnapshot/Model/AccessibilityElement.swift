/// One node of an accessibility tree: what VoiceOver, Voice Control and Switch Control know about
/// an element, plus the elements it contains.
///
/// The five core attributes (``label``, ``value``, ``traits``, ``frame``, ``isEnabled``) are always
/// part of a snapshot; the others appear only when set. Build trees with the initializer, whose
/// parameters all have defaults, or with the role factories such as
/// ``button(_:value:hint:identifier:frame:isEnabled:)``.
public struct AccessibilityElement: Hashable, Sendable {
    /// What VoiceOver reads first. Empty when the element has no label.
    public var label: String
    /// The element's current value (a text field's text, a slider's percentage), or `nil`.
    public var value: String?
    /// The traits, without the not-enabled bit (that is ``isEnabled``). Assigning traits that
    /// contain UIKit's not-enabled bit clears the bit and sets ``isEnabled`` to `false`.
    public var traits: AccessibilityTraits {
        didSet { foldNotEnabledBit() }
    }
    /// The element's frame in the captured root's coordinate space.
    public var frame: Frame
    /// `false` when the element is dimmed (UIKit's not-enabled trait).
    public var isEnabled: Bool
    /// The hint VoiceOver reads after a pause.
    public var hint: String?
    /// The `accessibilityIdentifier`: for tests, never spoken.
    public var identifier: String?
    /// The element's kind, as `XCUIElement.ElementType` names it.
    public var type: ElementType?
    /// A text input's placeholder.
    public var placeholder: String?
    /// The names of the custom actions, in the order the rotor lists them.
    public var customActions: [String]
    /// The BCP 47 language the label is spoken in, when it differs from the app's.
    public var language: String?
    /// A text input's content type (the raw value of `UITextContentType`, e.g. `username`).
    public var textContentType: String?
    /// A text input's keyboard.
    public var keyboardType: KeyboardType?
    /// Font size, weight and Dynamic Type style of the element's text.
    public var textStyle: TextStyle?
    /// Foreground and background colours, for contrast checks.
    public var colors: ElementColors?
    /// The container kind, when this element groups others for assistive technology.
    public var container: ContainerKind?
    /// The contained elements in reading order.
    public var children: [AccessibilityElement]

    public init(
        label: String = "",
        value: String? = nil,
        traits: AccessibilityTraits = [],
        frame: Frame = .zero,
        isEnabled: Bool = true,
        hint: String? = nil,
        identifier: String? = nil,
        type: ElementType? = nil,
        placeholder: String? = nil,
        customActions: [String] = [],
        language: String? = nil,
        textContentType: String? = nil,
        keyboardType: KeyboardType? = nil,
        textStyle: TextStyle? = nil,
        colors: ElementColors? = nil,
        container: ContainerKind? = nil,
        children: [AccessibilityElement] = []
    ) {
        self.label = label
        self.value = value
        self.traits = traits
        self.frame = frame
        self.isEnabled = isEnabled
        self.hint = hint
        self.identifier = identifier
        self.type = type
        self.placeholder = placeholder
        self.customActions = customActions
        self.language = language
        self.textContentType = textContentType
        self.keyboardType = keyboardType
        self.textStyle = textStyle
        self.colors = colors
        self.container = container
        self.children = children
        foldNotEnabledBit()
    }

    private mutating func foldNotEnabledBit() {
        guard traits.rawValue & AccessibilityTraits.notEnabledBit != 0 else { return }
        traits = AccessibilityTraits(rawValue: traits.rawValue & ~AccessibilityTraits.notEnabledBit)
        isEnabled = false
    }

    /// The number of elements in this subtree, this one included.
    public var subtreeCount: Int {
        children.reduce(1) { $0 + $1.subtreeCount }
    }
}
