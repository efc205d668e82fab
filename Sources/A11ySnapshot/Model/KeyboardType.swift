/// The keyboard a text input shows: the `UIKeyboardType` cases in lowerCamelCase
/// (`UIKeyboardType.URL` is `url`).
public enum KeyboardType: String, CaseIterable, Hashable, Sendable {
    case `default`
    case asciiCapable
    case numbersAndPunctuation
    case url
    case numberPad
    case phonePad
    case namePhonePad
    case emailAddress
    case decimalPad
    case twitter
    case webSearch
    case asciiCapableNumberPad
}
