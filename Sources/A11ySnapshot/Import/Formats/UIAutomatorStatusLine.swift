/// The status line `uiautomator dump` prints, "UI hierchary dumped to: /dev/tty" (its spelling),
/// which a capture made through a shell (`adb shell uiautomator dump /dev/tty`, or a script that
/// saves the command's whole output) puts before or after the XML. The dump is the XML between;
/// the line is not part of it. Only this line is set aside: any other text around the XML is
/// still an error.
enum UIAutomatorStatusLine {
    /// The line's start as uiautomator spells it, and as it may one day be spelt.
    private static let prefixes = ["UI hierchary dumped to:", "UI hierarchy dumped to:"].map { Array($0.utf8) }

    /// Whether `head` (a dump's start, the byte-order mark and whitespace skipped) starts with the line.
    static func starts(_ head: DumpHead) -> Bool {
        prefixes.contains { head.bytes.starts(with: $0) }
    }

    /// The range of `bytes` that holds the XML, when a status line comes before or after it;
    /// `nil` when there is none.
    static func document(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var start = ByteOrderMark.isPresent(in: bytes) ? ByteOrderMark.length : 0
        while start < bytes.count, XMLScanState.isWhitespace(bytes[start]) { start += 1 }
        if isPrefix(at: start, in: bytes), let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            start = newline + 1
        } else {
            start = 0
        }
        var end = bytes.count
        // The last line, when it is the status line and the XML's last '>' is before it.
        var lineStart = end
        while lineStart > start, XMLScanState.isWhitespace(bytes[lineStart - 1]) { lineStart -= 1 }
        while lineStart > start, bytes[lineStart - 1] != UInt8(ascii: "\n"), bytes[lineStart - 1] != UInt8(ascii: ">") { lineStart -= 1 }
        if lineStart < end, isPrefix(at: lineStart, in: bytes) { end = lineStart }
        guard start > 0 || end < bytes.count else { return nil }
        return start..<end
    }

    private static func isPrefix(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        prefixes.contains { prefix in
            offset + prefix.count <= bytes.count && bytes[offset..<(offset + prefix.count)].elementsEqual(prefix)
        }
    }
}
