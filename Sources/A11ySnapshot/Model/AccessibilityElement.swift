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
    /// The hint VoiceOver reads after a pause.
    public var hint: String?
    /// The `accessibilityIdentifier`: for tests, never spoken.
    public var identifier: String?
    /// The contained elements in reading order.
    public var children: [AccessibilityElement]
    /// The attributes few elements set, behind one shared reference (`nil` when none is set), so
    /// elements stay small and cheap to copy.
    private var rare: RareElementAttributes?
    /// `false` when the element is dimmed (UIKit's not-enabled trait).
    public var isEnabled: Bool
    /// The element's kind, as `XCUIElement.ElementType` names it.
    public var type: ElementType?
    /// The container kind, when this element groups others for assistive technology.
    public var container: ContainerKind?

    /// A text input's placeholder.
    public var placeholder: String? {
        get { rare?.values.placeholder }
        set { updateRare { $0.placeholder = newValue } }
    }
    /// The names of the custom actions, in the order the rotor lists them.
    public var customActions: [String] {
        get { rare?.values.customActions ?? [] }
        set { updateRare { $0.customActions = newValue } }
    }
    /// The BCP 47 language the label is spoken in, when it differs from the app's.
    public var language: String? {
        get { rare?.values.language }
        set { updateRare { $0.language = newValue } }
    }
    /// A text input's content type (the raw value of `UITextContentType`, e.g. `username`).
    public var textContentType: String? {
        get { rare?.values.textContentType }
        set { updateRare { $0.textContentType = newValue } }
    }
    /// A text input's keyboard.
    public var keyboardType: KeyboardType? {
        get { rare?.values.keyboardType }
        set { updateRare { $0.keyboardType = newValue } }
    }
    /// Font size, weight and Dynamic Type style of the element's text.
    public var textStyle: TextStyle? {
        get { rare?.values.textStyle }
        set { updateRare { $0.textStyle = newValue } }
    }
    /// Foreground and background colours, for contrast checks.
    public var colors: ElementColors? {
        get { rare?.values.colors }
        set { updateRare { $0.colors = newValue } }
    }
    /// Custom content (`accessibilityCustomContent`): details VoiceOver offers through the "More
    /// Content" rotor, or reads after the element when they are important.
    public var customContent: [CustomContent] {
        get { rare?.values.customContent ?? [] }
        set { updateRare { $0.customContent = newValue } }
    }
    /// The names of the element's custom rotors (`accessibilityCustomRotors`), in rotor order.
    public var customRotors: [String] {
        get { rare?.values.customRotors ?? [] }
        set { updateRare { $0.customRotors = newValue } }
    }
    /// The names Voice Control users can speak to activate the element
    /// (`accessibilityUserInputLabels`), when the element sets them.
    public var userInputLabels: [String] {
        get { rare?.values.userInputLabels ?? [] }
        set { updateRare { $0.userInputLabels = newValue } }
    }
    /// The text the element shows, when it is not its label: a button's title under an
    /// accessibility label of other words, an Android view's `text` under its `content-desc`.
    /// `nil` when the element shows its label, shows no single text, or the source cannot say.
    /// What Voice Control users read on the screen and say (WCAG 2.5.3).
    public var visibleText: String? {
        get { rare?.values.visibleText }
        set { updateRare { $0.visibleText = newValue } }
    }
    /// Where a double tap lands (`accessibilityActivationPoint`), in the root's coordinate space;
    /// `nil` when it is the frame's centre (UIKit's default).
    public var activationPoint: Point? {
        get { rare?.values.activationPoint }
        set { updateRare { $0.activationPoint = newValue } }
    }
    /// Whether Voice Control, Switch Control and Full Keyboard Access offer the element for
    /// interaction (`accessibilityRespondsToUserInteraction`); `nil` when it is what the traits
    /// and custom actions imply (UIKit's inference), so only an explicit override is recorded.
    public var respondsToUserInteraction: Bool? {
        get { rare?.values.respondsToUserInteraction }
        set { updateRare { $0.respondsToUserInteraction = newValue } }
    }

    /// Whether every rarely set attribute (placeholder through `respondsToUserInteraction`) equals
    /// `other`'s: one comparison of the shared storage, which is the same object for an element and
    /// its unchanged copies, instead of one read through it per attribute.
    func hasSameRareAttributes(as other: AccessibilityElement) -> Bool {
        rare == other.rare
    }

    /// Changes the rarely set attributes: in place when this element holds the only reference to
    /// them, on a copy otherwise (copy-on-write); none set leaves no storage.
    private mutating func updateRare(_ update: (inout RareElementAttributes.Values) -> Void) {
        if let storage = rare, isKnownUniquelyReferenced(&rare) {
            update(&storage.values)
            if storage.values.isEmpty { rare = nil }
        } else {
            var values = rare?.values ?? RareElementAttributes.Values()
            update(&values)
            rare = values.isEmpty ? nil : RareElementAttributes(values)
        }
    }

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
        customContent: [CustomContent] = [],
        customRotors: [String] = [],
        userInputLabels: [String] = [],
        visibleText: String? = nil,
        activationPoint: Point? = nil,
        respondsToUserInteraction: Bool? = nil,
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
        self.container = container
        self.children = children
        let rare = RareElementAttributes.Values(
            placeholder: placeholder, customActions: customActions, language: language, textContentType: textContentType,
            keyboardType: keyboardType, textStyle: textStyle, colors: colors, customContent: customContent,
            customRotors: customRotors, userInputLabels: userInputLabels, visibleText: visibleText, activationPoint: activationPoint,
            respondsToUserInteraction: respondsToUserInteraction)
        self.rare = rare.isEmpty ? nil : RareElementAttributes(rare)
        foldNotEnabledBit()
    }

    private mutating func foldNotEnabledBit() {
        guard traits.rawValue & AccessibilityTraits.notEnabledBit != 0 else { return }
        traits = AccessibilityTraits(rawValue: traits.rawValue & ~AccessibilityTraits.notEnabledBit)
        isEnabled = false
    }

    /// The number of elements in this subtree, this one included.
    public var subtreeCount: Int {
        1 + Self.count(children)
    }

    /// The number of elements in `elements` and their subtrees. It reads only each element's
    /// children: calling a property on `elements[index]`, or `reduce`, copies the whole element.
    static func count(_ elements: [AccessibilityElement]) -> Int {
        var count = elements.count
        for index in elements.indices where !elements[index].children.isEmpty {
            count += Self.count(elements[index].children)
        }
        return count
    }
}
