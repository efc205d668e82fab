import A11ySnapshot
import ExampleScreens
import Testing

@Suite("Markdown report length limit")
struct MarkdownLimitTests {
    /// Many changed snapshots: each relabels every element of a large list.
    private var manyChanges: [SnapshotComparison] {
        (0..<40).map { index in
            var reference = SyntheticTree.listScreen(elementCount: 300)
            reference.name = "Screen\(index)"
            var current = reference
            for position in current.elements.indices { current.elements[position].label += " (new)" }
            return SnapshotComparison(diff: SnapshotDiff(reference: reference, current: current))
        }
    }

    @Test("a report within the limit is unchanged by it")
    func withinTheLimit() {
        let comparisons = Array(manyChanges.prefix(1))
        #expect(MarkdownReport(maximumLength: 10_000_000).render(comparisons) == MarkdownReport().render(comparisons))
    }

    @Test("a longer report is cut to the limit and ends with a note of what was left out")
    func cutToTheLimit() {
        let limit = 64 * 1024
        let full = MarkdownReport().render(manyChanges)
        let cut = MarkdownReport(maximumLength: limit).render(manyChanges)
        #expect(full.utf8.count > limit)
        #expect(cut.utf8.count <= limit)
        #expect(cut.hasPrefix("### Accessibility snapshots"))
        #expect(cut.contains("> This report was cut to fit \(limit) bytes:"))
        #expect(cut.hasSuffix("The full report is in the text, JSON or HTML report of the same run.\n"))
    }

    @Test("a <details> block cut in the middle is closed, so the rest of the page renders")
    func detailsAreClosed() {
        let cut = MarkdownReport(maximumLength: 64 * 1024).render(manyChanges)
        #expect(cut.components(separatedBy: "<details>").count == cut.components(separatedBy: "</details>").count)
    }

    /// A chat app's delete dialog (raw dumps): 21 changes, 16 cut, had read "2 sections left out".
    @Test("the note counts the lines cut from a shortened section as well as the sections left out")
    func noteCountsCutLines() throws {
        let comparisons = Array(manyChanges.prefix(1))
        let full = MarkdownReport().render(comparisons)
        let cut = MarkdownReport(maximumLength: full.utf8.count / 2).render(comparisons)
        let note = try #require(cut.split(separator: "\n").last { $0.hasPrefix("> This report was cut") })
        #expect(note.contains(" lines of one section and 1 more section left out."), "\(note)")
    }

    @Test("a report that must be cut lists the violations before the changes, so they stay")
    func violationsStayInACutReport() throws {
        let comparisons = Array(manyChanges.prefix(1))
        let full = MarkdownReport().render(comparisons)
        let cut = MarkdownReport(maximumLength: full.utf8.count / 2).render(comparisons)
        #expect(full.range(of: "#### Violations")!.lowerBound > full.range(of: "<details>")!.lowerBound)
        let violations = try #require(cut.range(of: "#### Violations"))
        #expect(violations.lowerBound < cut.range(of: "<details>")!.lowerBound)
    }
}
