import Foundation
import Testing

/// Compares rendered reports with the golden files in `Golden/`, next to this file.
///
/// To re-record every golden file the tests render, run
/// `A11Y_RECORD_GOLDEN=1 swift test --filter Report`: each file is written and its test fails
/// (so a recording run never passes by accident); review the files with `git diff`, then run the
/// tests again without the variable.
enum GoldenFile {
    static let recordVariable = "A11Y_RECORD_GOLDEN"

    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        check(actual, at: folder.appendingPathComponent(name), named: name, sourceLocation: sourceLocation)
    }

    /// Compares `actual` with the file at `url` (`name` in messages), or records it under
    /// ``recordVariable``.
    static func check(_ actual: String, at url: URL, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let folder = url.deletingLastPathComponent()
        let recording = !(ProcessInfo.processInfo.environment[recordVariable] ?? "").isEmpty
        if recording {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url, options: .atomic)
                Issue.record("Recorded golden file \(name); run again without \(recordVariable) to compare.",
                             sourceLocation: sourceLocation)
            } catch {
                Issue.record("Could not record golden file \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("No golden file \(name); record it with \(recordVariable)=1.", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard actual != expected else { return }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(expectedLines, actualLines).prefix { $0 == $1 }.count
        func quoted(_ lines: [Substring]) -> String {
            line < lines.count ? "\"\(lines[line].debugDescription.dropFirst().dropLast())\"" : "(end of text)"
        }
        Issue.record("""
            Report differs from golden file \(name) at line \(line + 1):
              expected: \(quoted(expectedLines))
              actual:   \(quoted(actualLines))
            If the change is intended, re-record with \(recordVariable)=1.
            """, sourceLocation: sourceLocation)
    }
}
