import A11ySnapshot
import Foundation
import Testing

/// Parses `text` with ``XMLReader``.
func parseXML(_ text: String) throws(DumpImportError) -> XMLElementNode {
    try XMLReader.parse(Array(text.utf8), file: "test.xml")
}

/// The error `bytes` must raise when read by `read` (by default the XML reader alone).
func importError(_ bytes: [UInt8], read: (UnsafeBufferPointer<UInt8>) throws(DumpImportError) -> Void) -> DumpImportError? {
    bytes.withUnsafeBufferPointer { buffer in
        do throws(DumpImportError) {
            try read(buffer)
            return nil
        } catch {
            return error
        }
    }
}

func xmlError(_ text: String) -> DumpImportError? {
    xmlError(Array(text.utf8))
}

func xmlError(_ bytes: [UInt8]) -> DumpImportError? {
    importError(bytes) { buffer throws(DumpImportError) in _ = try XMLReader.parse(buffer, file: "test.xml") }
}

/// Expects `error` to have `reason`, to sit where `needle` first occurs in `text`, and to
/// mention each of `words`.
func expectError(
    _ error: DumpImportError?, _ reason: DumpImportReason, in text: String, at needle: String,
    occurrence: Int = 1, mentioning words: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let error = try #require(error, "expected an error", sourceLocation: sourceLocation)
    #expect(error.reason == reason, "\(error)", sourceLocation: sourceLocation)
    let expected = location(of: needle, in: text, occurrence: occurrence)
    #expect(error.line == expected.line && error.column == expected.column,
            "reported \(error.line):\(error.column), expected \(expected.line):\(expected.column) — \(error)", sourceLocation: sourceLocation)
    for word in words {
        #expect(error.message.contains(word), "message lacks \"\(word)\": \(error.message)", sourceLocation: sourceLocation)
    }
}

/// Expects `error` at the end of `text` (line and column just past the last character).
func expectErrorAtEnd(
    _ error: DumpImportError?, _ reason: DumpImportReason, in text: String,
    mentioning words: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let error = try #require(error, "expected an error", sourceLocation: sourceLocation)
    #expect(error.reason == reason, "\(error)", sourceLocation: sourceLocation)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = lines.count
    let column = (lines.last?.unicodeScalars.count ?? 0) + 1
    #expect(error.line == line && error.column == column,
            "reported \(error.line):\(error.column), expected \(line):\(column) — \(error)", sourceLocation: sourceLocation)
    for word in words {
        #expect(error.message.contains(word), "message lacks \"\(word)\": \(error.message)", sourceLocation: sourceLocation)
    }
}

extension RealTrees {
    /// The real dumps under `real-trees/<format folder>/` as paths relative to `real-trees/`,
    /// sorted; `nil` (with the skip reason printed) when the shared folder is absent.
    static func files(in formatFolder: String, for purpose: String) -> [String]? {
        guard let folder = available(for: purpose) else { return nil }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(formatFolder).path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(formatFolder)/\($0)" }
    }

    /// Every real dump of every format except those in `excluded`, relative to `real-trees/`.
    static func files(excluding excluded: String, for purpose: String) -> [String]? {
        guard let folder = available(for: purpose) else { return nil }
        let formats = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0 != excluded && !$0.hasPrefix(".") && !$0.hasSuffix(".md") }
        return formats.sorted().flatMap { files(in: $0, for: purpose) ?? [] }
    }

    /// Imports `real-trees/<path>` with `reader` and the canonical policy.
    static func snapshot(_ path: String, reader: any DumpReader.Type) throws -> AccessibilitySnapshot? {
        guard let bytes = bytes(path, for: "importing \(path)") else { return nil }
        return try bytes.withUnsafeBufferPointer { buffer throws(DumpImportError) in
            let document = try reader.read(buffer, file: path)
            return try ImportPolicy.snapshot(from: document, name: path, file: path, options: .canonical)
        }
    }
}

extension AccessibilitySnapshot {
    /// Every element, depth first in document order.
    var allElements: [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        var stack = Array(elements.reversed())
        while let element = stack.popLast() {
            result.append(element)
            stack.append(contentsOf: element.children.reversed())
        }
        return result
    }
}
