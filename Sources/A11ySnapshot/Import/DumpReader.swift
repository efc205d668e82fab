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

/// The start of an input, for format detection: at most ``maximumLength`` bytes, with a
/// byte-order mark and leading whitespace removed. Markers are looked up on the bytes, so
/// detection costs microseconds even when every reader is asked.
package struct DumpHead: Sendable {
    /// How many bytes of the input detection looks at.
    package static let maximumLength = 64 * 1024

    /// The bytes, with a leading byte-order mark and whitespace removed.
    package let bytes: [UInt8]

    package init(_ input: UnsafeBufferPointer<UInt8>) {
        var start = 0
        if ByteOrderMark.isPresent(in: input) { start = ByteOrderMark.length }
        let end = min(input.count, start + Self.maximumLength)
        while start < end, Self.isWhitespace(input[start]) { start += 1 }
        bytes = Array(input[start..<end])
    }

    package init(text: String) {
        var bytes = Array(text.utf8)
        if ByteOrderMark.isPresent(in: bytes) { bytes.removeFirst(ByteOrderMark.length) }
        self.bytes = Array(bytes.drop(while: Self.isWhitespace).prefix(Self.maximumLength))
    }

    /// The bytes decoded leniently (invalid UTF-8 becomes U+FFFD).
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether nothing but whitespace was read.
    package var isEmpty: Bool { bytes.isEmpty }

    /// Whether the head starts with `prefix`.
    package func starts(with prefix: String) -> Bool {
        bytes.starts(with: prefix.utf8)
    }

    /// Whether `marker` occurs anywhere in the head.
    package func contains(_ marker: String) -> Bool {
        let needle = Array(marker.utf8)
        guard let first = needle.first, needle.count <= bytes.count else { return needle.isEmpty }
        return bytes.withUnsafeBufferPointer { haystack in
            var index = 0
            let last = haystack.count - needle.count
            while index <= last {
                if haystack[index] == first {
                    var matched = 1
                    while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
                index += 1
            }
            return false
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
