/// What a snapshot records of a secure text field's content: one bullet per character, as XCUI
/// reports a `SecureTextField`'s value, whatever the dump gave. The text itself never reaches a
/// snapshot, a report or a reference file.
enum SecureText {
    /// The bullet XCUI writes for each character of a secure field (U+2022).
    static let bullet: Character = "•"

    /// `value` with each character replaced by ``bullet``.
    static func masked(_ value: String) -> String {
        String(repeating: bullet, count: value.count)
    }
}
