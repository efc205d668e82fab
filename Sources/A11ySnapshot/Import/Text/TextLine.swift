/// One line of a text buffer: `start..<end` is its text without the line break (a trailing
/// carriage return is left out too), `next` is where the following line starts.
struct TextLine {
    let start: Int
    let end: Int
    let next: Int

    /// The line that starts at `start`, or `nil` at the end of `text`.
    init?(startingAt start: Int, in text: UnsafeBufferPointer<UInt8>) {
        guard start < text.count else { return nil }
        var end = start
        while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
        next = end < text.count ? end + 1 : end
        if end > start, text[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        self.start = start
        self.end = end
    }
}
