import A11ySnapshot
import Foundation
import Testing

/// A violation that went away with its element fixed nothing: every comparison report says so
/// beside it. Shaped after Pocket Casts' player, whose controls a tip popover hides from the
/// dump (an iOS 26 WDA pair).
@Suite("Reports: violations resolved by removing their element")
struct ResolvedWithRemovedElementTests {
    static let reference = AccessibilitySnapshot(name: "player", viewport: Frame(0, 0, 402, 874), elements: [
        .header("Now Playing", frame: Frame(16, 60, 370, 34)),
        .button("Sleep Timer", frame: Frame(100, 800, 32, 32)),
        .button("Share", frame: Frame(200, 800, 32, 32)),
    ])

    /// The popover removed "Sleep Timer", and "Share" grew to 44 pt: one violation went with
    /// its element, the other was fixed.
    static func comparison() throws -> SnapshotComparison {
        var current = reference
        current.elements.remove(at: 1)
        current.elements[1].frame = Frame(200, 800, 44, 44)
        return SnapshotComparison(reference: reference, current: current, engine: try RuleEngine(configuration: RuleConfiguration(onlyRules: ["target-size-recommended"])))
    }

    @Test("the text report marks the resolved violation whose element was removed, and only that one")
    func textReportMarksIt() throws {
        let lines = TextReport().render(try Self.comparison()).split(separator: "\n")
        let resolved = lines.filter { $0.contains("target-size-recommended") }
        #expect(resolved.count == 2)
        #expect(resolved.filter { $0.hasSuffix("(its element was removed)") }.count == 1)
        #expect(resolved.first { $0.hasSuffix("(its element was removed)") }?.contains("[1]") == true)
    }

    @Test("the headline counts the resolved violations whose element was removed")
    func headlineCountsThem() throws {
        let comparison = try Self.comparison()
        #expect(ComparisonSummary(comparison).resolvedWithElementRemoved == 1)
        #expect(MarkdownReport().render(comparison).contains("no new violations, 2 resolved (1 with its element removed)"))
    }

    @Test("the Markdown report marks it the same way")
    func markdownReportMarksIt() throws {
        let markdown = MarkdownReport().render(try Self.comparison())
        #expect(markdown.components(separatedBy: "(its element was removed)").count == 2)
    }

    @Test("the HTML report marks it the same way")
    func htmlReportMarksIt() throws {
        let html = HTMLReport().render(try Self.comparison())
        #expect(html.components(separatedBy: "(its element was removed)").count == 2)
    }

    @Test("the JSON report marks it with elementRemoved, and only that one")
    func jsonReportMarksIt() throws {
        let json = JSONReport().render(try Self.comparison())
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let violations = try #require(report["violations"] as? [String: Any])
        let resolved = try #require(violations["resolved"] as? [[String: Any]])
        let marked = resolved.filter { $0["elementRemoved"] as? Bool == true }
        #expect(resolved.count == 2)
        #expect(marked.count == 1)
        #expect((marked.first?["element"] as? [String: Any])?["path"] as? String == "1")
    }
}
