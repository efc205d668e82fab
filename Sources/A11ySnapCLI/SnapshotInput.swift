import A11ySnapshot
import Foundation

/// A file given where a command expects a snapshot: a canonical snapshot, or another tool's
/// accessibility dump (Appium, XCUITest, idb, …), imported on the fly with the canonical policy.
enum SnapshotInput {
    /// Reads `path`. With `format`, the file is imported as that dump format; otherwise a
    /// recognized dump is imported and anything else is read as a snapshot (so a broken snapshot
    /// gets the snapshot reader's located error).
    static func read(_ path: String, format: DumpFormat? = nil, options: ImportOptions = .canonical) throws(InputFileError) -> AccessibilitySnapshot {
        try read(bytes: bytes(of: path), file: path, format: format, options: options)
    }

    /// Reads `path` as ``read(_:format:options:)`` does, with what the import of a dump noticed
    /// (``ImportWarning``): nothing a screen reader would focus, a tree cut short. A canonical
    /// snapshot has no warnings; an empty one was recorded so on purpose.
    static func readWithWarnings(_ path: String) throws(InputFileError) -> (snapshot: AccessibilitySnapshot, warnings: [ImportWarning]) {
        try read(bytes: bytes(of: path), file: path, format: nil, options: .canonical)
    }

    /// Reads a file's `bytes` (read elsewhere, such as from git) as ``read(_:format:options:)``
    /// reads a file, naming `file` in errors.
    static func read(bytes: [UInt8], file path: String, format: DumpFormat? = nil,
                     options: ImportOptions = .canonical) throws(InputFileError) -> AccessibilitySnapshot {
        try read(bytes: bytes, file: path, format: format, options: options).snapshot
    }

    private static func read(bytes: [UInt8], file path: String, format: DumpFormat?,
                             options: ImportOptions) throws(InputFileError) -> (snapshot: AccessibilitySnapshot, warnings: [ImportWarning]) {
        guard let dumpFormat = format ?? (looksLikeCanonicalSnapshot(bytes) ? nil : DumpImport.detectFormat(of: bytes)) else {
            if !startsLikeJSONObject(bytes) {
                let formats = DumpFormat.allCases.map(\.rawValue).joined(separator: ", ")
                throw InputFileError(file: path, message: "neither a snapshot (a JSON object) nor a dump in a known format (\(formats)); "
                    + "name the format with --from if it is one of them")
            }
            do {
                return (try AccessibilitySnapshot(json: bytes, file: path), [])
            } catch {
                throw InputFileError(error)
            }
        }
        do {
            return try DumpImport.snapshotWithWarnings(fromDump: bytes, file: path, format: dumpFormat, options: options)
        } catch {
            throw InputFileError(error)
        }
    }

    /// The bytes of the file at `path`, or why it cannot be read (`no such file or directory`, …).
    static func bytes(of path: String) throws(InputFileError) -> [UInt8] {
        do {
            return try [UInt8](Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe))
        } catch {
            throw FileProblem.inputError(readingFile: path, error: error)
        }
    }

    /// Whether the file starts the way every canonical snapshot does (`{`, then the `"version"`
    /// key), so detection, which reads up to 64 KB per file, is skipped for the common case.
    static func looksLikeCanonicalSnapshot(_ bytes: [UInt8]) -> Bool {
        var index = 0
        func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return false }
        index += 1
        skipWhitespace()
        return bytes[index...].starts(with: "\"version\"".utf8)
    }

    /// Whether the first byte after whitespace (and a UTF-8 byte-order mark) opens a JSON object,
    /// as every snapshot does.
    static func startsLikeJSONObject(_ bytes: [UInt8]) -> Bool {
        var index = ByteOrderMark.isPresent(in: bytes) ? ByteOrderMark.length : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "{")
    }

    /// Whether two files exist and hold the same bytes (false when either cannot be read).
    static func sameBytes(_ first: String?, _ second: String?) -> Bool {
        guard let first, let second,
              let a = try? Data(contentsOf: URL(fileURLWithPath: first), options: .mappedIfSafe),
              let b = try? Data(contentsOf: URL(fileURLWithPath: second), options: .mappedIfSafe) else { return false }
        return a == b
    }
}

extension CommandContext {
    /// Reads a snapshot file or imports a dump, reporting a failure (file:line:column) on
    /// standard error, and warning of what the import noticed (``warn(of:in:)``).
    func readSnapshot(_ path: String) -> AccessibilitySnapshot? {
        do {
            return try readWarningOfImport(path)
        } catch {
            report(error)
            return nil
        }
    }

    /// Reads a snapshot file or imports a dump, warning of what the import noticed.
    func readWarningOfImport(_ path: String) throws(InputFileError) -> AccessibilitySnapshot {
        let (snapshot, warnings) = try SnapshotInput.readWithWarnings(path)
        warn(of: warnings, in: path)
        return snapshot
    }

    /// Prints each of `warnings`, noticed importing the dump at `path`, on standard error.
    func warn(of warnings: [ImportWarning], in path: String) {
        for warning in warnings { printWarning("\(path): \(Self.message(warning))") }
    }

    /// What `warning` tells the user, and what to do about it.
    static func message(_ warning: ImportWarning) -> String {
        switch warning {
        case .nothingToFocus:
            return "no element a screen reader would focus; a capture that failed looks like this"
        case .cutByDepthLimit(let cut):
            let raise = "raise the setting (XCTest serves up to \(DepthLimitCut.xctestCeiling) levels) and capture again"
            switch cut.evidence {
            case .defaultLimit:
                return "the tree stops at level \(cut.levels), WebDriverAgent's default snapshotMaxDepth, so deeper views are missing; \(raise)"
            case .deepestXCTestServes:
                return "the tree stops at level \(cut.levels), the deepest XCTest serves, so deeper views are missing"
            case .labelWithoutContent(let label):
                return "the tree may be cut at level \(cut.levels) by WebDriverAgent's snapshotMaxDepth: the view \"\(label)\" there has a label but nothing below it; \(raise)"
            }
        }
    }
}
