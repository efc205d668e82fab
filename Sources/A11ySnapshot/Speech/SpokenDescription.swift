/// What VoiceOver says for an element: its description and, after a pause, its hint.
public struct SpokenDescription: Hashable, Sendable {
    /// Label, value, state, trait words and position, e.g. `Selected: Home. Tab. 1 of 4.`
    public var description: String
    /// The hint, with the hints VoiceOver adds for toggles, adjustable elements and text entry.
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
