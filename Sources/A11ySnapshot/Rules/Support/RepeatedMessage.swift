/// The last message a rule formatted, reused while consecutive findings would format the same
/// text: a list's rows repeat labels and sizes, so their violations share one string instead of
/// formatting a copy each.
struct RepeatedMessage<Key: Equatable> {
    private var key: Key?
    private var message = ""

    /// The message for `key`, formatted by `format` unless it is the previous finding's key.
    mutating func message(for key: Key, _ format: () -> String) -> String {
        if key == self.key { return message }
        message = format()
        self.key = key
        return message
    }
}

/// A text compared byte for byte (`Substring`'s `==` equates canonically equivalent spellings,
/// which messages must keep apart), with another element's index where the message names one.
struct ExactText: Equatable {
    let text: Substring
    var other = 0

    static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        lhs.other == rhs.other && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }
}
