import A11ySnapshot
import ExampleScreens
import Foundation
import Testing

/// What must hold for every report whatever the golden files say: the JSON parses and its counts
/// add up, output does not depend on input order, colour appears only when asked for, and a small
/// change gives a small report.
@Suite("Report behaviour")
struct ReportBehaviourTests {
    private typealias Fixture = ReportFixtures

    private static let singles: [SnapshotComparison] = [
        Fixture.relabelledLogin, Fixture.reworkedLogin, Fixture.settingsOnSmallerPhone, Fixture.unchangedTabBar,
        Fixture.addedProfile, Fixture.removedOnboarding, Fixture.escaping,
    ]

    private func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test("The JSON report parses, and its summary counts its changes by kind")
    func jsonCountsAddUp() throws {
        for comparison in Self.singles {
            let report = try object(JSONReport().render(comparison))
            #expect(report["version"] as? Int == 1)
            let summary = try #require(report["summary"] as? [String: Int])
            let changes = try #require(report["changes"] as? [[String: Any]])
            for kind in ["added", "removed", "moved"] {
                #expect(summary[kind] == changes.filter { $0["kind"] as? String == kind }.count, "\(comparison.name) \(kind)")
            }
            // `changed` counts elements, `changedAttributes` the attribute entries (the viewport apart).
            let attributeChanges = changes.filter { $0["kind"] as? String == "changed" && $0["element"] != nil }
            let changedPaths = Set(attributeChanges.compactMap { ($0["element"] as? [String: Any])?["path"] as? String })
            #expect(summary["changedAttributes"] == attributeChanges.count, "\(comparison.name)")
            #expect(summary["changed"] == changedPaths.count, "\(comparison.name)")
            let violations = try #require(report["violations"] as? [String: [Any]])
            #expect(summary["newViolations"] == violations["new"]?.count)
            #expect(summary["resolvedViolations"] == violations["resolved"]?.count)
        }
    }

    @Test("The JSON report of many lists every snapshot with its status and adds up their counts")
    func jsonOfMany() throws {
        let report = try object(JSONReport().render(Fixture.compare))
        let snapshots = try #require(report["snapshots"] as? [[String: Any]])
        #expect(snapshots.map { $0["name"] as? String } == [
            "ExampleScreens/login", "ExampleScreens/onboarding", "ExampleScreens/profile", "ExampleScreens/settings",
            "ExampleScreens/tabBar",
        ])
        #expect(snapshots.map { $0["status"] as? String } == ["changed", "removed", "added", "changed", "unchanged"])
        let summary = try #require(report["summary"] as? [String: Any])
        let changed = snapshots.compactMap { ($0["summary"] as? [String: Any])?["changed"] as? Int }.reduce(0, +)
        #expect(summary["changed"] as? Int == changed)
        #expect(summary["snapshots"] as? [String: Int] == ["total": 5, "changed": 2, "unchanged": 1, "added": 1, "removed": 1])
    }

    @Test("Typed before and after values: null, booleans, arrays and objects")
    func typedValues() throws {
        let report = try object(JSONReport().render(Fixture.settingsOnSmallerPhone))
        let changes = try #require(report["changes"] as? [[String: Any]])
        let viewport = try #require(changes.first)
        #expect(viewport["attribute"] as? String == "viewport")
        #expect(viewport["element"] == nil)
        #expect(viewport["after"] as? [Double] == [0, 0, 390, 844])
        let style = try #require(changes.first { $0["attribute"] as? String == "textStyle" })
        #expect(style["before"] is NSNull)
        #expect((style["after"] as? [String: Any])?["size"] as? Int == 17)
    }

    @Test("Reports of many do not depend on the order the comparisons come in", arguments: [0, 1, 2])
    func orderIndependent(format: Int) {
        func render(_ comparisons: [SnapshotComparison]) -> String {
            switch format {
            case 0: TextReport().render(comparisons)
            case 1: MarkdownReport().render(comparisons)
            default: JSONReport().render(comparisons)
            }
        }
        #expect(render(Fixture.compare) == render(Fixture.compare.reversed()))
        #expect(render(Fixture.compare) == render(Fixture.compare))
    }

    @Test("Colour only when asked for, and never from a label")
    func colour() {
        for comparison in Self.singles {
            #expect(!TextReport().render(comparison).contains("\u{1B}"))
            #expect(!MarkdownReport().render(comparison).contains("\u{1B}"))
            #expect(!TextReport(usesColor: true).render(comparison).contains("\u{1B}[31mred"))
        }
        #expect(TextReport(usesColor: true).render(Fixture.reworkedLogin).contains("\u{1B}[32m+ Sign in. Button.\u{1B}[0m"))
    }

    @Test("A one-line UI change gives one element block: what VoiceOver said, says, and why")
    func oneLineChange() {
        let lines = TextReport().render(Fixture.relabelledLogin).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lines.prefix(5)) == [
            "ExampleScreens/login: 1 element changed (1 attribute)",
            "  [4] − Log in. Dimmed. Button.",
            "      + Sign in. Dimmed. Button.",
            #"      label: "Log in" → "Sign in""#,
            "",
        ])
    }

    /// A hotel app's room cards (React Native, raw dumps): every card starts with the same icon,
    /// so an element after that icon before and after its move had read "now after "★" (was
    /// after "★")".
    @Test("A move between two elements of one label says the places in reading order")
    func moveBesideLookalikesSaysThePlaces() {
        let icon = { (y: Double) in AccessibilityElement.image("★", frame: Frame(16, y, 20, 20)) }
        let reference = AccessibilitySnapshot(name: "Rooms", viewport: Frame(0, 0, 393, 852), elements: [
            icon(100), .button("Deluxe", frame: Frame(40, 100, 200, 44)), icon(200), .button("Suite", frame: Frame(40, 200, 200, 44)),
        ])
        var current = reference
        current.elements = [reference.elements[0], reference.elements[3], reference.elements[2], reference.elements[1]]
        let text = TextReport().render(SnapshotComparison(diff: SnapshotDiff(reference: reference, current: current)))
        #expect(!text.contains("(was after \"★\")"), "\(text)")
        #expect(text.contains("in reading order (was "), "\(text)")
    }

    @Test("No comparisons at all still give a well-formed report")
    func nothingCompared() throws {
        #expect(TextReport().render([]) == "no snapshots; no changes\n\nViolations\n  new: none\n  resolved: none\n")
        #expect(!MarkdownReport().render([]).contains("| Snapshot"))
        let report = try object(JSONReport().render([]))
        #expect((report["snapshots"] as? [Any])?.isEmpty == true)
    }

    @Test("Status follows the inputs; names default to the snapshot's")
    func status() {
        #expect(Fixture.unchangedTabBar.status == .unchanged)
        #expect(Fixture.relabelledLogin.status == .changed)
        #expect(Fixture.addedProfile.status == .added)
        #expect(Fixture.addedProfile.name == "ExampleScreens/profile")
        #expect(Fixture.removedOnboarding.status == .removed)
        #expect(Fixture.removedOnboarding.diff == nil)
        let viewportOnly = SnapshotComparison(diff: SnapshotDiff(
            reference: ExampleScreens.login, current: ExampleScreens.login, changes: [],
            viewportChange: AttributeChange(attribute: .frame, before: .frame(.zero), after: .frame(Frame(0, 0, 1, 1)))),
            name: "renamed")
        #expect(viewportOnly.status == .changed)
        #expect(viewportOnly.name == "renamed")
        #expect([viewportOnly.summary.changed, viewportOnly.summary.viewportChanges] == [0, 1] as [Int])
        #expect(viewportOnly.summary.phrase == "the viewport changed")
    }

    @Test("Summaries add up changes, violations and snapshots by status")
    func summaries() {
        let login = Fixture.reworkedLogin.summary
        #expect([login.added, login.removed, login.moved, login.changedAttributes, login.changes] == [1, 1, 1, 4, 7] as [Int])
        #expect([login.changed, login.elements] == [2, 4] as [Int])
        let all = ComparisonSummary(Fixture.compare + [Fixture.escaping])
        #expect(all.snapshots == 6)
        #expect([all.changedSnapshots, all.unchangedSnapshots, all.addedSnapshots, all.removedSnapshots] == [3, 1, 1, 1] as [Int])
        #expect([all.newViolations, all.resolvedViolations] == [3, 1] as [Int])
        #expect(all.changes == 7 + 6 + 4)
    }

    @Test("Violations are listed by element path, numerically, then rule")
    func violationOrder() {
        func violation(_ path: String, _ rule: String) -> Violation {
            Violation(ruleID: rule, severity: .warning, message: "m", element: ElementReference(label: "x", path: path))
        }
        let changes = ViolationChanges(new: [violation("10", "a"), violation("2.1", "a"), violation("2", "b"), violation("2", "a")])
        #expect(changes.new.map { "\($0.element.path) \($0.ruleID)" } == ["2 a", "2 b", "2.1 a", "10 a"])
    }
}
