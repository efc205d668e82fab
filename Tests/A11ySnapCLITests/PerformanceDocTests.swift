import Foundation
import Testing

/// docs/PERFORMANCE.md keeps up with the benchmark: every goal line `a11ysnap-bench` prints is
/// in its table of goals and in its table of where each line comes from.
@Suite("Performance reference")
struct PerformanceDocTests {
    static let root = MarkdownLinks.repository

    /// The keys the benchmark's sources give `GoalLine(key:)`, an interpolation standing for any size.
    static func goalKeyPatterns() throws -> [String] {
        let folder = root + "/Sources/a11ysnap-bench"
        let expression = try NSRegularExpression(pattern: #"GoalLine\(key:\s*"((?:[^"\\]|\\\([^)]*\))+)""#)
        var keys: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".swift") {
            let source = try String(contentsOfFile: folder + "/" + file, encoding: .utf8) as NSString
            for match in expression.matches(in: source as String, range: NSRange(location: 0, length: source.length)) {
                keys.append(source.substring(with: match.range(at: 1)))
            }
        }
        return keys.sorted()
    }

    /// The goal lines the page names in backticks.
    static func documentedKeys() throws -> [String] {
        let text = try String(contentsOfFile: root + "/docs/PERFORMANCE.md", encoding: .utf8) as NSString
        let expression = try NSRegularExpression(pattern: #"`([a-z0-9]+(?:-[A-Za-z0-9]+)+)`"#)
        return expression.matches(in: text as String, range: NSRange(location: 0, length: text.length))
            .map { text.substring(with: $0.range(at: 1)) }
    }

    @Test("The benchmark's sources declare goal lines (the check below reads something)")
    func goalLinesAreFound() throws {
        let keys = try Self.goalKeyPatterns()
        #expect(keys.count >= 15)
        #expect(keys.contains("decode-peak-rss-ratio"))
        #expect(keys.contains("dense-check-\\(size)-s"))
    }

    @Test("Every goal line the benchmark prints is named in docs/PERFORMANCE.md", arguments: try goalKeyPatterns())
    func goalLineIsDocumented(key: String) throws {
        let pieces = key.replacingOccurrences(of: #"\\\([^)]*\)"#, with: "\u{0}", options: .regularExpression)
            .split(separator: "\u{0}", omittingEmptySubsequences: false)
        let pattern = "^" + pieces.map { NSRegularExpression.escapedPattern(for: String($0)) }.joined(separator: "[0-9a-z]+") + "$"
        let expression = try NSRegularExpression(pattern: pattern)
        let documented = try Self.documentedKeys().filter {
            expression.firstMatch(in: $0, range: NSRange(location: 0, length: ($0 as NSString).length)) != nil
        }
        #expect(documented.count >= 2, "\(key): docs/PERFORMANCE.md should name it in the goals table and say which section reproduces it")
    }
}
