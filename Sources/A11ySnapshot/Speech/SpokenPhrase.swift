/// The words VoiceOver adds to an element's label, in English (VoiceOver's en-US wording).
enum SpokenPhrase {
    static let selected = "Selected"
    static let dimmed = "Dimmed."
    static let button = "Button."
    static let switchButton = "Switch Button."
    static let on = "On."
    static let off = "Off."
    static let mixed = "Mixed."
    static let checkbox = "Checkbox."
    static let checked = "Checked."
    static let notChecked = "Not checked."
    static let tab = "Tab."
    static let textField = "Text Field."
    static let secureTextField = "Secure Text Field."
    static let heading = "Heading."
    static let link = "Link."
    static let adjustable = "Adjustable."
    static let image = "Image."
    static let searchField = "Search Field."

    static let listStart = "List Start."
    static let listEnd = "List End."
    static let landmarkStart = "Landmark."
    static let landmarkEnd = "End."

    /// Said after the hint when an element has custom content that is not read unasked.
    static let moreContent = "More content available."

    static let toggleHint = "Double tap to toggle setting."
    static let adjustableHint = "Swipe up or down with one finger to adjust the value."
    static let textEntryHint = "Double tap to edit."
    /// The text-entry hint of a multi-line text view, as VoiceOver joins its two parts.
    static let textAreaHint = "Double tap to edit., Use the rotor to access Misspelled Words"

    /// `text` ending in a sentence mark: VoiceOver's pause between the parts of a description.
    /// Text that already ends in `.`, `?`, `!` or `…` keeps its own mark ("Forgot password? Link.").
    static func terminated(_ text: String) -> String {
        guard let last = text.last else { return "." }
        return ".?!…".contains(last) ? text : text + "."
    }

    /// A custom hint followed by a hint VoiceOver adds, or the added hint alone.
    static func hint(_ custom: String?, then added: String) -> String {
        guard let custom else { return added }
        return terminated(custom) + " " + added
    }
}
