/// Where an element sits inside its container, which VoiceOver adds to what it says.
public enum SpokenContext: Hashable, Sendable {
    /// An item in a tab bar or series: "2 of 3."
    case tab(index: Int, count: Int)
    case series(index: Int, count: Int)
    case listStart, listEnd
    case landmarkStart, landmarkEnd
}

/// What VoiceOver says for an element: its description and, after a pause, its hint.
public struct SpokenDescription: Hashable, Sendable {
    public var description: String
    public var hint: String?

    public init(description: String, hint: String? = nil) {
        self.description = description
        self.hint = hint
    }

    /// Description and hint as one line.
    public var text: String {
        guard let hint, !hint.isEmpty else { return description }
        return description.isEmpty ? hint : description + " " + hint
    }
}

/// The spoken form of elements, following VoiceOver's order: label, value, selected state, trait
/// words, position in the container, hint.
public enum SpokenForm {
    /// What VoiceOver says for `element` in `context`.
    public static func describe(_ element: AccessibilityElement, context: SpokenContext? = nil) -> SpokenDescription {
        // Placeholder until the spoken-form work lands.
        SpokenDescription(description: element.label)
    }

    /// The context of the child at `index` of `parent`, from the parent's container kind.
    public static func context(ofChild index: Int, in parent: AccessibilityElement) -> SpokenContext? {
        nil
    }
}
