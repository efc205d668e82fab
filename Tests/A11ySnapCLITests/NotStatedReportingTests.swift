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
        let separator = format == "json" ? "\": \"" : " "
        #expect(run.output.contains("header-missing" + separator + "not run: the source cannot state headers"), "\(run.output)")
        #expect(run.output.contains("target-size-recommended" + separator + "not run: the source cannot state frames in points"))
        #expect(!run.output.contains("No element on the screen has the header trait"))
    }
}
