import A11ySnapshot
import Foundation
import Testing

/// Every comparison report tells a scrolled list as one scroll: a line for it, each row that left
/// or came marked so, and a violation of a row that scrolled away listed as resolved with that
/// said, not as a fix. A Flutter profile's reviewer had read "2 resolved" for two unlabelled
/// controls that had only scrolled off the screen.
@Suite("Reports: scrolled content")
struct ScrollReportTests {
    /// The list of ``DiffScrollTests``, its first row an unlabelled button (`label-missing`).
    static func comparison() throws -> SnapshotComparison {
        var reference = DiffScrollTests.list(scrolledBy: 0)
        reference.elements[1] = .button("", frame: reference.elements[1].frame)
        return SnapshotComparison(reference: reference, current: DiffScrollTests.list(scrolledBy: 240), engine: try RuleEngine())
    }

    @Test("the text report has one line for the scroll and marks the rows that left and came")
    func textReportTellsTheScroll() throws {
        let lines = TextReport().render(try Self.comparison()).split(separator: "\n").map(String.init)
        #expect(lines.contains("  scrolled down by 240 (7 elements moved with it; 3 elements scrolled out of view, 3 into view)"))
        #expect(lines.contains { $0.hasSuffix("− Row 2. Button. (scrolled out of view)") })
        #expect(lines.contains { $0.hasSuffix("+ Row 13. Button. (scrolled into view)") })
        #expect(!lines.contains { $0.contains("frame:") })
    }

    @Test("a scroll back toward the list's start reads as scrolled up: the rows above came into view")
    func scrollBackReadsUp() throws {
        let comparison = SnapshotComparison(reference: DiffScrollTests.list(scrolledBy: 240), current: DiffScrollTests.list(scrolledBy: 0),
                                            engine: try RuleEngine())
        #expect(TextReport().render(comparison).contains("\n  scrolled up by 240 ("))
    }

    @Test("a violation of a row that scrolled away is resolved with its element scrolled out of view, in the list and the headline")
    func resolvedViolationSaysItsElementScrolledOut() throws {
        let comparison = try Self.comparison()
        let text = TextReport().render(comparison)
        #expect(text.contains("label-missing") && text.contains("(its element scrolled out of view)"))
        #expect(MarkdownReport().render(comparison).contains("no new violations, 1 resolved (1 with its element scrolled out of view)"))
        #expect(ComparisonSummary(comparison).resolvedWithElementScrolledOut == 1)
        #expect(MarkdownReport().render(comparison).contains("(its element scrolled out of view)"))
        #expect(HTMLReport().render(comparison).contains("(its element scrolled out of view)"))
    }

    @Test("the headline counts the scroll beside the rows")
    func headlineSaysTheContentScrolled() throws {
        #expect(ComparisonSummary(try Self.comparison()).phrase == "6 elements changed: 3 added, 3 removed, the content scrolled")
    }

    @Test("the Markdown and HTML reports tell the scroll and mark the rows")
    func markdownAndHTMLTellTheScroll() throws {
        let comparison = try Self.comparison()
        for report in [MarkdownReport().render(comparison), HTMLReport().render(comparison)] {
            #expect(report.contains("scrolled down by 240"))
            #expect(report.contains("(scrolled out of view)") && report.contains("(scrolled into view)"))
        }
    }

    @Test("the JSON report has a scrolled entry, byScroll on the rows and elementScrolledOut on the violation")
    func jsonReportTellsTheScroll() throws {
        let json = JSONReport().render(try Self.comparison())
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let changes = try #require(report["changes"] as? [[String: Any]])
        let scroll = try #require(changes.first { $0["kind"] as? String == "scrolled" })
        #expect(scroll["y"] as? Double == -240 && scroll["scrolledOut"] as? Int == 3 && scroll["scrolledIn"] as? Int == 3)
        #expect(changes.filter { $0["byScroll"] as? Bool == true }.count == 6)
        let violations = try #require(report["violations"] as? [String: Any])
        let resolved = try #require(violations["resolved"] as? [[String: Any]])
        #expect(resolved.count == 1 && resolved.first?["elementScrolledOut"] as? Bool == true)
    }

    /// The same list, its last row an unlabelled button that the scroll brought onto the screen.
    static func comparisonWithARowScrolledIn() throws -> SnapshotComparison {
        var current = DiffScrollTests.list(scrolledBy: 240)
        let last = current.elements.count - 1
        current.elements[last] = .button("", frame: current.elements[last].frame)
        return SnapshotComparison(reference: DiffScrollTests.list(scrolledBy: 0), current: current, engine: try RuleEngine())
    }

    @Test("a violation of a row that scrolled in is new with its element scrolled into view, in every report and the headline")
    func newViolationSaysItsElementScrolledIn() throws {
        let comparison = try Self.comparisonWithARowScrolledIn()
        #expect(comparison.violations.new.map(\.ruleID) == ["label-missing"])
        #expect(ComparisonSummary(comparison).newWithElementScrolledIn == 1)
        #expect(MarkdownReport().render(comparison).contains("1 new violation (1 with its element scrolled into view)"))
        for report in [TextReport().render(comparison), MarkdownReport().render(comparison), HTMLReport().render(comparison)] {
            #expect(report.contains("(its element scrolled into view)"))
        }
        let json = JSONReport().render(comparison)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let new = try #require((report["violations"] as? [String: Any])?["new"] as? [[String: Any]])
        #expect(new.count == 1 && new.first?["elementScrolledIn"] as? Bool == true)
    }

    @Test("a new violation of an element that did not scroll in says nothing of a scroll")
    func newViolationWithoutScrollSaysNothingOfIt() throws {
        var current = DiffScrollTests.list(scrolledBy: 0)
        current.elements[1] = .button("", frame: current.elements[1].frame)
        let comparison = SnapshotComparison(reference: DiffScrollTests.list(scrolledBy: 0), current: current, engine: try RuleEngine())
        #expect(comparison.violations.new.count == 1)
        #expect(!TextReport().render(comparison).contains("scrolled into view"))
        #expect(ComparisonSummary(comparison).newWithElementScrolledIn == 0)
    }
}
