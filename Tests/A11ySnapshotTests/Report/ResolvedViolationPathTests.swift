import A11ySnapshot
import Foundation
import Testing

/// Every comparison report names a resolved violation's element where its change list names that
/// element: by its current path when it is still there, by its reference path when it was
/// removed. The demo's login screen had listed the resolved `element-disabled` of "Log in" at
/// `[4]`, its reference path, where the change list shows the inserted "Sign in with Apple".
@Suite("Reports: where a resolved violation's element is named")
struct ResolvedViolationPathTests {
    private static let engine = try! RuleEngine(configuration: RuleConfiguration(onlyRules: ["target-size-recommended"]))

    /// "Help" (22 pt) is fixed to 44 pt while a row is inserted before it: reference `[1]`, current `[2]`.
    static func insertedBeforeTheFixedElement() -> SnapshotComparison {
        let reference = AccessibilitySnapshot(name: "login", viewport: Frame(0, 0, 402, 874), elements: [
            .header("Sign in", frame: Frame(16, 60, 370, 34)),
            .button("Help", frame: Frame(340, 120, 22, 22)),
        ])
        var current = reference
        current.elements[1].frame = Frame(340, 120, 44, 44)
        current.elements.insert(.button("Sign in with Apple", frame: Frame(16, 200, 370, 50)), at: 1)
        return SnapshotComparison(reference: reference, current: current, engine: engine)
    }

    /// "Close" (reference `[0]`) is removed and "Help" (reference `[1]`) fixed: both resolved
    /// violations are listed at `[0]`, and only the removed element's is marked.
    static func removedBesideTheFixedElement() -> SnapshotComparison {
        let reference = AccessibilitySnapshot(name: "sheet", viewport: Frame(0, 0, 402, 874), elements: [
            .button("Close", frame: Frame(16, 20, 22, 22)),
            .button("Help", frame: Frame(340, 20, 22, 22)),
        ])
        let current = AccessibilitySnapshot(name: "sheet", viewport: Frame(0, 0, 402, 874), elements: [
            .button("Help", frame: Frame(340, 20, 44, 44)),
        ])
        return SnapshotComparison(reference: reference, current: current, engine: engine)
    }

    private func resolvedLines(_ report: String) -> [Substring] {
        report.split(separator: "\n").filter { $0.contains("target-size-recommended") }
    }

    @Test("the text report names a kept element's resolved violation by its current path")
    func textNamesTheCurrentPath() {
        let lines = resolvedLines(TextReport().render(Self.insertedBeforeTheFixedElement()))
        #expect(lines.count == 1)
        #expect(lines.first?.trimmingCharacters(in: .whitespaces).hasPrefix("[2] warning target-size-recommended") == true, "\(lines)")
    }

    @Test("the Markdown and HTML reports name it by its current path too")
    func markdownAndHTMLNameTheCurrentPath() {
        let comparison = Self.insertedBeforeTheFixedElement()
        #expect(MarkdownReport().render(comparison).contains("`[2]` **warning** `target-size-recommended`"))
        #expect(HTMLReport().render(comparison).contains("resolved</span> <span class=\"path\">[2]</span> warning"))
    }

    @Test("the JSON report gives the current path in the resolved violation's element")
    func jsonGivesTheCurrentPath() throws {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(JSONReport().render(Self.insertedBeforeTheFixedElement()).utf8)) as? [String: Any])
        let resolved = try #require((report["violations"] as? [String: Any])?["resolved"] as? [[String: Any]])
        #expect(resolved.compactMap { ($0["element"] as? [String: Any])?["path"] as? String } == ["2"])
    }

    @Test("a removed element and a kept one listed at one path: only the removed one is marked")
    func onlyTheRemovedElementIsMarked() throws {
        let lines = resolvedLines(TextReport().render(Self.removedBesideTheFixedElement()))
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains("[0] warning") })
        #expect(lines.filter { $0.hasSuffix("(its element was removed)") }.count == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(JSONReport().render(Self.removedBesideTheFixedElement()).utf8)) as? [String: Any])
        let resolved = try #require((report["violations"] as? [String: Any])?["resolved"] as? [[String: Any]])
        #expect(resolved.map { ($0["element"] as? [String: Any])?["label"] as? String } == ["Close", "Help"])
        #expect(resolved.map { $0["elementRemoved"] as? Bool } == [true, nil])
    }
}
