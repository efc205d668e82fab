import A11ySnapshot
import Testing

/// Every report format rendered from the same fixed comparisons, compared with golden files
/// (`Golden/`; see ``GoldenFile`` for re-recording).
@Suite("Report golden files")
struct ReportGoldenTests {
    private typealias Fixture = ReportFixtures

    @Test("Text: a one-line UI change reads as one element block under the header")
    func textOneLineChange() {
        GoldenFile.check(TextReport().render(Fixture.relabelledLogin), "text-one-line-change.txt")
    }

    @Test("Text: changes grouped by element, without and with colour")
    func textSingle() {
        GoldenFile.check(TextReport().render(Fixture.reworkedLogin), "text-login.txt")
        GoldenFile.check(TextReport(usesColor: true).render(Fixture.reworkedLogin), "text-login-color.txt")
    }

    @Test("Text: many snapshots, with added, removed and unchanged ones")
    func textCompare() {
        GoldenFile.check(TextReport().render(Fixture.compare), "text-compare.txt")
        GoldenFile.check(TextReport(usesColor: true).render(Fixture.compare), "text-compare-color.txt")
    }

    @Test("Text: an unchanged snapshot, an added one, a removed one")
    func textLoneStatuses() {
        GoldenFile.check(TextReport().render(Fixture.unchangedTabBar), "text-unchanged.txt")
        GoldenFile.check(TextReport().render(Fixture.addedProfile), "text-added.txt")
        GoldenFile.check(TextReport().render(Fixture.removedOnboarding), "text-removed.txt")
    }

    @Test("Text: quotes, control characters and terminal escapes in labels, with violations")
    func textEscaping() {
        GoldenFile.check(TextReport().render(Fixture.escaping), "text-escaping.txt")
    }

    @Test("Markdown: one comparison, many, none changed, escaping")
    func markdown() {
        GoldenFile.check(MarkdownReport().render(Fixture.reworkedLogin), "markdown-login.md")
        GoldenFile.check(MarkdownReport().render(Fixture.compare), "markdown-compare.md")
        GoldenFile.check(MarkdownReport().render(Fixture.unchangedTabBar), "markdown-unchanged.md")
        GoldenFile.check(MarkdownReport().render([Fixture.escaping, Fixture.relabelledLogin]), "markdown-escaping.md")
    }

    @Test("JSON: one comparison, many, unchanged, added, escaping")
    func json() {
        GoldenFile.check(JSONReport().render(Fixture.reworkedLogin), "json-login.json")
        GoldenFile.check(JSONReport().render(Fixture.compare), "json-compare.json")
        GoldenFile.check(JSONReport().render(Fixture.unchangedTabBar), "json-unchanged.json")
        GoldenFile.check(JSONReport().render(Fixture.addedProfile), "json-added.json")
        GoldenFile.check(JSONReport().render(Fixture.escaping), "json-escaping.json")
    }
}
