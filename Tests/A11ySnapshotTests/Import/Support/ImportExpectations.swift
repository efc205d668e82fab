@testable import A11ySnapshot
import Foundation
import Testing

/// Reading dumps given inline in tests, and checking that bad ones fail at the right spot.
enum ImportExpectations {
    /// The document `reader` makes of `text`.
    static func read(_ text: String, with reader: any DumpReader.Type, file: String = "dump.json") throws(DumpImportError) -> ImportedDocument {
        try Array(text.utf8).withTypedUnsafeBufferPointer { buffer throws(DumpImportError) in
            try reader.read(buffer, file: file)
        }
    }

    /// The snapshot `text` imports to through the canonical policy.
    static func snapshot(_ bytes: [UInt8], with reader: any DumpReader.Type, options: ImportOptions = .canonical) throws(DumpImportError) -> AccessibilitySnapshot {
        try bytes.withTypedUnsafeBufferPointer { buffer throws(DumpImportError) in
            let document = try reader.read(buffer, file: "dump")
            return try ImportPolicy.snapshot(from: document, name: "dump", file: "dump", options: options)
        }
    }

    /// Expects reading `text` to fail at the `occurrence`th `needle`, with a message containing `words`.
    static func expectError(
        _ text: String, with reader: any DumpReader.Type, at needle: String, occurrence: Int = 1,
        reason: DumpImportReason? = nil, mentioning words: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let error: DumpImportError
        do {
            let document = try read(text, with: reader)
            Issue.record("expected an error, read \(document.roots.count) roots", sourceLocation: sourceLocation)
            return
        } catch let caught {
            error = caught
        }
        let expected = location(of: needle, in: text, occurrence: occurrence)
        #expect(error.line == expected.line && error.column == expected.column,
                "reported \(error.line):\(error.column), expected \(expected.line):\(expected.column) — \(error)", sourceLocation: sourceLocation)
        if let reason {
            #expect(error.reason == reason, "\(error)", sourceLocation: sourceLocation)
        }
        for word in words {
            #expect(error.message.contains(word), "message lacks \"\(word)\": \(error.message)", sourceLocation: sourceLocation)
        }
        #expect(error.description.hasPrefix("dump.json:\(error.line):\(error.column): error: "), sourceLocation: sourceLocation)
    }

    /// The 1-based line and column (in Unicode scalars) of the `occurrence`th `needle` in `text`.
    static func location(of needle: String, in text: String, occurrence: Int = 1) -> (line: Int, column: Int) {
        var searchStart = text.startIndex
        var found: Range<String.Index>?
        for _ in 0..<occurrence {
            guard let range = text.range(of: needle, range: searchStart..<text.endIndex) else { return (0, 0) }
            found = range
            searchStart = range.upperBound
        }
        guard let found else { return (0, 0) }
        let before = text[..<found.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return (line, text[lineStart..<found.lowerBound].unicodeScalars.count + 1)
    }

    /// All elements of a snapshot, depth first.
    static func allElements(_ snapshot: AccessibilitySnapshot) -> [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        var pending = Array(snapshot.elements.reversed())
        while let element = pending.popLast() {
            result.append(element)
            pending.append(contentsOf: element.children.reversed())
        }
        return result
    }
}

/// The real dumps under `real-trees/`, by folder.
enum RealTreeFiles {
    /// Every real file as `folder/name`, or `nil` (with the reason printed) when the folder is absent.
    static func all(for purpose: String) -> [String]? {
        guard let folder = RealTrees.available(for: purpose) else { return nil }
        let manager = FileManager.default
        guard let formats = try? manager.contentsOfDirectory(atPath: folder.path) else { return nil }
        var files: [String] = []
        for format in formats.sorted() {
            var isDirectory: ObjCBool = false
            let path = folder.appendingPathComponent(format).path
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                  let names = try? manager.contentsOfDirectory(atPath: path) else { continue }
            files += names.sorted().map { "\(format)/\($0)" }
        }
        return files
    }
}
