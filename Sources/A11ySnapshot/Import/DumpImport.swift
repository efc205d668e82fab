/// Imports accessibility-tree dumps from other tools (Appium, WebDriverAgent, XCUITest, idb,
/// A11yUITests, Android uiautomator, Maestro) as canonical snapshots.
///
/// ```swift
/// let dump = try Data(contentsOf: URL(fileURLWithPath: "pagesource.xml"))
/// let snapshot = try DumpImport.snapshot(fromDump: Array(dump), file: "pagesource.xml")
/// try Data(snapshot.canonicalJSON()).write(to: url)
/// ```
///
/// The format is detected from the content; pass `format` to override. The tree then goes
/// through the canonical import policy (``ImportOptions``).
public enum DumpImport {
    /// The formats in the order detection tries their readers (the most specific markers first).
    /// Formats, not reader types: a list of metatypes is not `Sendable`.
    static let detectionOrder: [DumpFormat] = DumpFormat.allCases.sorted { $0.detectionRank < $1.detectionRank }

    /// The format `bytes` look like, or `nil` when none matches.
    public static func detectFormat(of bytes: [UInt8]) -> DumpFormat? {
        bytes.withUnsafeBufferPointer { detectFormat(in: $0) }
    }

    static func detectFormat(in bytes: UnsafeBufferPointer<UInt8>) -> DumpFormat? {
        if let order = UTF16Dump.byteOrder(of: bytes) {
            // Detection reads the head: the UTF-8 of the first bytes, up to any flaw.
            let head = UnsafeBufferPointer(rebasing: bytes[..<min(bytes.count, 2 * DumpHead.maximumLength + 2)])
            let utf8 = UTF16Dump.utf8Prefix(head, order: order)
            return utf8.withTypedUnsafeBufferPointer { detectFormat(in: $0) }
        }
        let head = DumpHead(bytes)
        return detectionOrder.first { $0.reader.recognizes(head) }
    }

    /// Imports a dump held in memory.
    ///
    /// - Parameters:
    ///   - bytes: the dump's bytes.
    ///   - file: the path to name in errors.
    ///   - name: the snapshot's name; by default the name the dump carries, else the file name
    ///     without its extension.
    ///   - format: the format to read; detected from the content when `nil`.
    ///   - options: the import policy.
    public static func snapshot(
        fromDump bytes: [UInt8],
        file: String? = nil,
        name: String? = nil,
        format: DumpFormat? = nil,
        options: ImportOptions = .canonical
    ) throws(DumpImportError) -> AccessibilitySnapshot {
        try snapshotWithWarnings(fromDump: bytes, file: file, name: name, format: format, options: options).snapshot
    }

    /// Parses a dump without applying the policy.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String?, format: DumpFormat?) throws(DumpImportError) -> ImportedDocument {
        if let order = UTF16Dump.byteOrder(of: bytes) {
            let utf8 = try UTF16Dump.utf8(bytes, order: order, file: file)
            return try utf8.withTypedUnsafeBufferPointer { buffer throws(DumpImportError) in try read(buffer, file: file, format: format) }
        }
        if DumpHead(bytes).isEmpty {
            throw DumpImportError(reason: .empty, file: file, line: 1, column: 1, message: "the file is empty; expected an accessibility dump")
        }
        let chosen = format ?? detectFormat(in: bytes)
        guard let chosen else {
            if bytes.prefix(4).contains(0) {
                throw DumpImportError(
                    reason: .invalidEncoding, file: file, line: 1, column: 1,
                    message: "the file looks like UTF-16 or UTF-32 without a byte-order mark (zero bytes between characters); "
                        + "a11ysnap reads UTF-8, and UTF-16 that starts with a byte-order mark (convert it, e.g. with iconv -t UTF-8)")
            }
            if let line = xmlStartAfterLeadingText(bytes) {
                throw DumpImportError(
                    reason: .unrecognizedFormat, file: file, line: 1, column: 1,
                    message: "expected the dump to start at line 1, found text before it (a log line?); the XML on line \(line) looks like the dump: remove the lines above it")
            }
            let names = DumpFormat.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: ", ")
            throw DumpImportError(
                reason: .unrecognizedFormat, file: file, line: 1, column: 1,
                message: "not a format a11ysnap can import; supported: \(names); pass --from FORMAT to choose one")
        }
        return try chosen.reader.read(bytes, file: file)
    }

    /// The line, within the first few, at which a dump's XML starts after other text (a capture
    /// script's log line before a uiautomator dump), or `nil`.
    static func xmlStartAfterLeadingText(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let starts = ["<?xml", "<hierarchy", "<AppiumAUT", "<XCUIElementType"].map { Array($0.utf8) }
        var line = 1
        for index in bytes.indices.prefix(DumpHead.maximumLength) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            guard line <= 20 else { return nil }
            let rest = UnsafeBufferPointer(rebasing: bytes[(index + 1)...])
            if starts.contains(where: { rest.starts(with: $0) }) { return line }
        }
        return nil
    }

    /// The file's name without directories or extension, or "imported".
    static func defaultName(for file: String?) -> String {
        guard let file, let last = file.split(separator: "/").last, !last.isEmpty else { return "imported" }
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return String(last) }
        return String(last[..<dot])
    }
}
