import Foundation

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
        guard lhs.other == rhs.other else { return false }
        // The bytes compared in place: `utf8.elementsEqual` walks both views through generic
        // index arithmetic (5 % of a rule check's instructions).
        return ByteEquality.equal(lhs.text, rhs.text)
    }
}
