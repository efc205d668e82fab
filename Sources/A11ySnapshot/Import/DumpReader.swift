/// A reader for one ``DumpFormat``: recognizes the format by content and parses it into
/// ``ImportedNode``s. Readers are stateless; ``DumpImport`` picks one and applies the policy.
package protocol DumpReader {
    /// The format this reader parses.
    static var format: DumpFormat { get }

    /// Whether `head` (the start of the input, at most ``DumpHead/maximumLength`` bytes,
    /// decoded leniently, with a byte-order mark and leading whitespace removed) looks like this
    /// format. Cheap and conservative: true only on a marker the format always has.
    static func recognizes(_ head: DumpHead) -> Bool

    /// Parses the whole input. Errors carry the file, line and column of the problem.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String?) throws(DumpImportError) -> ImportedDocument
}

/// The start of an input, for format detection.
package struct DumpHead: Sendable {
    /// How many bytes of the input detection looks at.
    package static let maximumLength = 64 * 1024

    /// The text, with a leading byte-order mark and whitespace removed.
    package let text: String

    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        let end = min(bytes.count, start + Self.maximumLength)
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
        let decoded = String(decoding: slice, as: UTF8.self)
        text = String(decoded.drop { $0.isWhitespace })
    }

    package init(text: String) {
        self.text = String(text.drop { $0.isWhitespace })
    }
}
