/// The text a text-dump reader parses, and how to report a position in it: either the input
/// itself, or text decoded from it (a string literal's contents), with a map back to the input.
struct TextDumpSource {
    /// The bytes to parse (UTF-8).
    let text: UnsafeBufferPointer<UInt8>
    /// The file's bytes, which error positions refer to.
    let original: UnsafeBufferPointer<UInt8>
    /// Where decoded bytes came from; `nil` when ``text`` is the input itself.
    let map: SourceOffsetMap?
    let file: String?

    init(text: UnsafeBufferPointer<UInt8>, original: UnsafeBufferPointer<UInt8>, map: SourceOffsetMap?, file: String?) {
        self.text = text
        self.original = original
        self.map = map
        self.file = file
    }

    /// The input parsed as it is.
    init(_ bytes: UnsafeBufferPointer<UInt8>, file: String?) {
        self.init(text: bytes, original: bytes, map: nil, file: file)
    }

    /// An error at byte `offset` of ``text``, located in the file.
    func error(_ reason: DumpImportReason, _ message: String, at offset: Int) -> DumpImportError {
        let sourceOffset = map?.sourceOffset(of: offset) ?? offset
        return DumpImportError(reason, message, at: sourceOffset, in: original, file: file)
    }

    /// The text of `range`, decoded as UTF-8.
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
    }

    /// A short quotation of the text at `offset`, for messages: up to 20 characters of the line.
    func excerpt(at offset: Int, end: Int) -> String {
        guard offset < end else { return "the end of the line" }
        var stop = offset
        var characters = 0
        while stop < end, characters < 20 {
            stop += 1
            while stop < end, text[stop] & 0xC0 == 0x80 { stop += 1 }
            characters += 1
        }
        return "'" + string(offset..<stop) + (stop < end ? "…'" : "'")
    }
}
