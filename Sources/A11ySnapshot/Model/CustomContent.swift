/// One item of an element's custom content (`AXCustomContent`): a labelled piece of detail that
/// VoiceOver offers through the "More Content" rotor, or reads right after the element when it
/// is important (`AXCustomContent.Importance.high`).
public struct CustomContent: Hashable, Sendable {
    /// What the content is (`AXCustomContent.label`), e.g. "Price".
    public var label: String
    /// The content itself (`AXCustomContent.value`), e.g. "$4.99".
    public var value: String
    /// `true` when VoiceOver reads the content without being asked (`.high` importance).
    public var isImportant: Bool

    public init(label: String, value: String, isImportant: Bool = false) {
        self.label = label
        self.value = value
        self.isImportant = isImportant
    }
}
