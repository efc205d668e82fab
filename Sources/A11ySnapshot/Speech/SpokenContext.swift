/// Where an element sits inside its container, which VoiceOver adds to what it says.
///
/// Positions are 0-based like the child indexes they come from, and spoken 1-based:
/// `.tab(index: 1, count: 3)` is said as "2 of 3.".
public enum SpokenContext: Hashable, Sendable {
    /// An item of a tab bar: "Tab." replaces "Button.", then "2 of 3."
    case tab(index: Int, count: Int)
    /// An item of a series such as a segmented control: "2 of 3."
    case series(index: Int, count: Int)
    /// The first and last element of a list: "List Start.", "List End."
    case listStart, listEnd
    /// The first and last element of a landmark: "Landmark.", "End."
    case landmarkStart, landmarkEnd

    /// Whether the element is a tab: VoiceOver says "Tab." instead of "Button.".
    var isTab: Bool {
        if case .tab = self { return true }
        return false
    }

    /// `description` followed by what this context adds to it.
    func appended(to description: String) -> String {
        switch self {
        case .tab(let index, let count), .series(let index, let count):
            let position = "\(index + 1) of \(count)."
            return description.isEmpty ? position : description + " " + position
        case .listStart: return Self.sentence(description, then: SpokenPhrase.listStart)
        case .listEnd: return Self.sentence(description, then: SpokenPhrase.listEnd)
        case .landmarkStart: return Self.sentence(description, then: SpokenPhrase.landmarkStart)
        case .landmarkEnd: return Self.sentence(description, then: SpokenPhrase.landmarkEnd)
        }
    }

    private static func sentence(_ description: String, then marker: String) -> String {
        description.isEmpty ? marker : SpokenPhrase.terminated(description) + " " + marker
    }
}
