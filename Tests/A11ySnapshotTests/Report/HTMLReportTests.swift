import A11ySnapshot
import ExampleScreens
import Foundation
import Testing

@Suite("HTML report")
struct HTMLReportTests {
    private let engine = try! RuleEngine()

    private func comparison(_ reference: AccessibilitySnapshot, _ current: AccessibilitySnapshot) -> SnapshotComparison {
        let diff = SnapshotDiff(reference: reference, current: current)
        let violations = ViolationComparison(reference: reference, current: current, engine: engine, diff: diff)
        return SnapshotComparison(diff: diff, violations: ViolationChanges(violations))
    }

    private var demo: [SnapshotComparison] {
        DemoScreens.pairs.map { comparison($0.before, $0.after) }
    }

    /// The number of times `needle` occurs in `text`.
    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// The part of `html` between the opening of the SVG whose `data-side` is `side` and its end.
    private func svg(_ side: String, in html: String) -> String {
        guard let start = html.range(of: "data-side=\"\(side)\"") else { return "" }
        let rest = html[start.upperBound...]
        return String(rest[..<(rest.range(of: "</svg>")?.lowerBound ?? rest.endIndex)])
    }

    @Test("the summary at the top is never shortened, however long it grows")
    func summaryIsWhole() {
        let summary = (1...30).map { "\($0) things" }.joined(separator: " · ")
        #expect(summary.count > 300)
        let html = HTMLReport.pageStart(title: "T", heading: "H", summary: summary)
        #expect(html.contains("<p class=\"summary\" id=\"summary\">\(summary)</p>"))
    }

    @Test("the page is self-contained: no script, no external resource")
    func selfContained() {
        let html = HTMLReport().render(demo)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("src="))
        #expect(!html.contains("href=\"http"))
        #expect(!html.contains("url("))
        #expect(!html.contains("@import"))
    }

    @Test("the page has landmarks and headings: header, nav, main, footer, one h1, a section per changed snapshot")
    func landmarksAndHeadings() {
        let html = HTMLReport().render(demo)
        for tag in ["<header>", "<nav aria-label=\"Snapshots\">", "<main id=\"main\">", "<footer>"] {
            #expect(html.contains(tag))
        }
        #expect(count("<h1>", in: html) == 1)
        #expect(count("<section class=\"snapshot\"", in: html) == 2)
        #expect(html.contains("1 unchanged snapshot not shown."))
    }

    @Test("the legend explains every mark by colour, line style and symbol")
    func legend() {
        let html = HTMLReport().render(demo)
        for phrase in ["thick solid outline, badge “+”", "dashed outline, badge “−”", "dotted outline, badge “~”",
                       "dash-dot outline, badge “!”", "thin grey outline"] {
            #expect(html.contains(phrase))
        }
    }

    @Test("each drawing is an image with a title that counts its elements and marks")
    func drawingsHaveTitles() {
        let html = HTMLReport().render(comparison(ExampleScreens.login, DemoScreens.loginAfterRedesign))
        #expect(html.contains("role=\"img\" aria-labelledby=\"snapshot-1-current-title\""))
        #expect(html.contains("<title id=\"snapshot-1-current-title\">Current screen: 8 elements, 1 added, 3 changed or moved, 1 with a new violation</title>"))
    }

    @Test("added, changed and violating elements are marked on the current screen, removed ones on the reference")
    func marksOnEachSide() {
        let settings = HTMLReport().render(comparison(ExampleScreens.settings, DemoScreens.settingsAfterRefactor))
        #expect(count("class=\"el el-removed\"", in: svg("reference", in: settings)) == 1)
        #expect(count("class=\"el el-removed\"", in: svg("current", in: settings)) == 0)
        let login = HTMLReport().render(comparison(ExampleScreens.login, DemoScreens.loginAfterRedesign))
        let current = svg("current", in: login)
        #expect(count("class=\"el el-added\"", in: current) == 1)
        #expect(count("class=\"el el-changed\"", in: current) == 3)
        #expect(count("class=\"stroke-violation\"", in: current) == 1)
        #expect(count("class=\"el el-added\"", in: svg("reference", in: login)) == 0)
    }

    @Test("an added snapshot draws only the current screen, every element marked added")
    func addedSnapshot() {
        let html = HTMLReport().render(SnapshotComparison(added: ExampleScreens.login))
        #expect(svg("reference", in: html).isEmpty)
        #expect(count("class=\"el el-added\"", in: svg("current", in: html)) == ExampleScreens.login.elementCount)
    }

    @Test("the element list names the screen reader of the screen's platform")
    func elementListNamesTheScreenReader() {
        var android = ExampleScreens.login
        android.platform = .android
        #expect(HTMLReport().render(SnapshotComparison(added: android)).contains("What TalkBack says"))
        #expect(HTMLReport().render(SnapshotComparison(added: ExampleScreens.login)).contains("What VoiceOver says"))
    }

    @Test("the change list and the drawings name an element by its path, as the text report does")
    func changeListUsesPaths() {
        let html = HTMLReport().render(comparison(ExampleScreens.login, DemoScreens.loginAfterRedesign))
        #expect(html.contains("<span class=\"kind\">+ added</span> <span class=\"path\">[4]</span> Sign in with Apple. Button."))
        #expect(html.contains("data-path=\"4\"><title>[4] Sign in with Apple. Button. (added)</title>"))
    }

    @Test("text from snapshots is escaped and cannot inject markup")
    func escaping() {
        var hostile = ExampleScreens.login
        hostile.elements[0].label = "<script>alert('x')</script> & \"quotes\""
        hostile.name = "<b>name</b>"
        let html = HTMLReport().render(comparison(ExampleScreens.login, hostile))
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<b>name</b>"))
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quotes&quot;"))
    }

    @Test("markup characters followed by a combining mark are escaped too")
    func escapingBeforeCombiningMarks() {
        // Swift joins "<" or "\"" and a following combining mark into one Character, which is not
        // equal to "<" or "\"": the escaping must look at scalars, or the raw character gets through.
        let acute = "\u{301}"
        var hostile = ExampleScreens.login
        hostile.elements[0].label = "<" + acute + "b>bold</b> \"" + acute + " onmouseover=x \"" + acute
        let html = HTMLReport().render(comparison(ExampleScreens.login, hostile))
        let rawTag = "<" + acute, rawQuote = "\"" + acute
        let escaped = "&lt;" + acute + "b&gt;bold&lt;/b&gt; &quot;" + acute + " onmouseover=x &quot;" + acute
        #expect(!html.contains(rawTag))
        #expect(!html.contains(rawQuote))
        #expect(html.contains(escaped))
    }

    @Test("screens with many elements start collapsed and their badges never overlap")
    func largeScreens() throws {
        let reference = SyntheticTree.listScreen(elementCount: 1_500)
        var current = reference
        current.elements.removeFirst()
        let html = HTMLReport().render(comparison(reference, current))
        #expect(!html.contains("<details open"))
        let badges = try badgeRects(in: svg("current", in: html))
        #expect(badges.count > 10)
        for (index, a) in badges.enumerated() {
            for b in badges[(index + 1)...] {
                #expect(!(a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY))
            }
        }
    }

    /// A finance app's home (raw dumps): a row added just below a changed header, whose badge
    /// took the corner the added row's badge wanted.
    @Test("an element whose badge corner is taken gets its badge at another corner")
    func crowdedBadgeMovesToAnotherCorner() throws {
        let header = AccessibilityElement.staticText("Transactions", frame: Frame(16, 100, 361, 44))
        let reference = AccessibilitySnapshot(name: "home", viewport: Frame(0, 0, 393, 852), elements: [header])
        var relabelled = header
        relabelled.label = "Recent transactions"
        let current = AccessibilitySnapshot(name: "home", viewport: Frame(0, 0, 393, 852), elements: [
            relabelled, .staticText("10:03 PM", frame: Frame(16, 104, 361, 88)),
        ])
        let drawing = svg("current", in: HTMLReport().render(comparison(reference, current)))
        #expect(drawing.contains(#"<g class="badge badge-changed">"#))
        #expect(drawing.contains(#"<g class="badge badge-added">"#))
        let badges = try badgeRects(in: drawing)
        #expect(badges.count == 2 && !(badges[0].minY < badges[1].maxY && badges[1].minY < badges[0].maxY))
    }

    @Test("a report with nothing changed says so")
    func nothingChanged() {
        let html = HTMLReport().render(comparison(ExampleScreens.login, ExampleScreens.login))
        #expect(html.contains("<p>No snapshot changed.</p>"))
    }

    /// The badge rectangles of a drawing, parsed back from the SVG.
    private func badgeRects(in svg: String) throws -> [Frame] {
        let pattern = try NSRegularExpression(pattern: #"<g class="badge badge-\w+"><rect x="([-0-9.]+)" y="([-0-9.]+)" width="([-0-9.]+)" height="([-0-9.]+)""#)
        let range = NSRange(svg.startIndex..., in: svg)
        return pattern.matches(in: svg, range: range).map { match in
            let numbers = (1...4).map { Double((svg as NSString).substring(with: match.range(at: $0))) ?? 0 }
            return Frame(numbers[0], numbers[1], numbers[2], numbers[3])
        }
    }
}
