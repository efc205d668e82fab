import A11ySnapshot
import Foundation
import Testing

/// A rule the snapshot's source cannot feed (`statedData`, docs/FORMAT.md) says so in every
/// format `check` writes, next to text-contrast's "not run (data missing)".
@Suite("check: rules the source cannot feed are reported as not run")
struct NotStatedReportingTests {
    /// A raw `uiautomator dump` screen: no headers, frames in pixels.
    static let androidScreen: AccessibilitySnapshot = {
        var snapshot = AccessibilitySnapshot(name: "android", viewport: Frame(0, 0, 1080, 2400), elements: [
            .button("Subscriptions", frame: Frame(540, 2200, 160, 32)),
        ])
        snapshot.statedData = [.values, .identifiers]
        return snapshot
    }()

    @Test("each format names the rule and what the source cannot state", arguments: ["text", "json", "sarif", "github"])
    func everyFormatSaysWhy(_ format: String) throws {
        let (run, _) = try RulesCheckCommandTests.check([("android.json", Self.androidScreen)], ["--format", format])
        #expect(run.status == 0, "\(run.errors)")
        // JSON keys the reason by rule id (`"notStated": {"header-missing": "not run: …"}`).
        // Text and GitHub's log lines name each reason once, after its rules (`…, controls-too-close not run: …`).
        let separator = format == "json" ? "\": \"" : " "
        let framesRule = format == "github" || format == "text" ? "controls-too-close" : "target-size-recommended"
        #expect(run.output.contains("header-missing" + separator + "not run: the source cannot state headers"), "\(run.output)")
        #expect(run.output.contains(framesRule + separator + "not run: the source cannot state frames in points"))
        #expect(!run.output.contains("No element on the screen has the header trait"))
    }

    @Test("github says each reason once, naming its rules and how many snapshots it concerns")
    func githubSaysEachReasonOnce() throws {
        let (run, _) = try RulesCheckCommandTests.check([("a.json", Self.androidScreen), ("b.json", Self.androidScreen)],
                                                        ["--format", "github"])
        let notRun = run.output.split(separator: "\n").filter { $0.contains("not run:") }
        #expect(notRun.count == Set(notRun).count)
        #expect(notRun.contains { $0.hasSuffix(" not run: the source cannot state headers (2 snapshots)") })
        #expect(notRun.contains { $0.contains("target-size-minimum, target-size-recommended") })
    }

    @Test("diff says which rules did not run, in every review format", arguments: ["text", "markdown", "json", "html"])
    func diffSaysWhichRulesDidNotRun(_ format: String) throws {
        var current = Self.androidScreen
        current.elements[0].label = "Library"
        let run = try TemporaryDirectory.with { directory in
            let reference = try directory.write(Self.androidScreen.canonicalJSON(), to: "before.json")
            let changed = try directory.write(current.canonicalJSON(), to: "after.json")
            return a11ysnap(arguments: ["diff", reference, changed, "--format", format])
        }
        #expect(run.status == 1, "\(run.errors)")
        let expected = switch format {
        case "text": "not run (the source cannot state headers): header-missing"
        case "markdown": "- the source cannot state headers: `header-missing`"
        case "json": "\"header-missing\": \"not run: the source cannot state headers\""
        default: "<li>the source cannot state headers: <code>header-missing</code></li>"
        }
        #expect(run.output.contains(expected), "\(run.output)")
        #expect(!run.output.contains("No element on the screen has the header trait"))
    }

    /// Two raw Android dumps compared used to end with one line per rule and snapshot: 16 lines
    /// for two reasons.
    @Test("compare says each reason once per report, naming its rules and how many snapshots it concerns",
          arguments: ["text", "markdown", "html"])
    func compareSaysEachReasonOnce(_ format: String) throws {
        var changed = Self.androidScreen
        changed.elements[0].label = "Library"
        let run = try TemporaryDirectory.with { directory in
            for name in ["a", "b"] {
                try directory.write(Self.androidScreen.canonicalJSON(), to: "ref/\(name).json")
                try directory.write(changed.canonicalJSON(), to: "cur/\(name).json")
            }
            return a11ysnap(arguments: ["compare", directory.url("ref"), directory.url("cur"), "--format", format])
        }
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.output.components(separatedBy: "the source cannot state headers").count - 1 == 1, "\(run.output)")
        #expect(run.output.components(separatedBy: "the source cannot state frames in points").count - 1 == 1)
        let rules = ["target-size-minimum", "target-size-recommended", "element-too-small", "controls-overlap", "controls-too-close"]
        let named = switch format {
        case "text": "not run (the source cannot state frames in points; 2 snapshots): " + rules.joined(separator: ", ")
        case "markdown": "- the source cannot state frames in points (2 snapshots): " + rules.map { "`\($0)`" }.joined(separator: ", ")
        default: "the source cannot state frames in points (2 snapshots): " + rules.map { "<code>\($0)</code>" }.joined(separator: ", ")
        }
        #expect(run.output.contains(named), "\(run.output)")
    }

    @Test("a snapshot whose source states everything lists no rule as not run")
    func completeSourcesListNothing() throws {
        var reference = Self.androidScreen
        reference.statedData = nil
        var current = reference
        current.elements[0].label = "Library"
        let run = try TemporaryDirectory.with { directory in
            let before = try directory.write(reference.canonicalJSON(), to: "before.json")
            let after = try directory.write(current.canonicalJSON(), to: "after.json")
            return a11ysnap(arguments: ["diff", before, after, "--format", "markdown"])
        }
        #expect(!run.output.contains("Not run"), "\(run.output)")
    }
}
