// Spawns processes (Foundation's `Process`), which iOS, tvOS and visionOS do not have.
#if os(macOS) || os(Linux)
import Foundation
import Testing

/// `check --format html` rendered by a real headless browser: the rendered DOM holds every screen
/// checked, drawn with all its elements, and every finding the JSON report lists. Skipped, with
/// the reason printed, when no Chromium is installed; the real dumps' case also when
/// `../shared/real-trees` is absent.
@Suite("check's audit page in a browser", .enabled(if: HeadlessBrowser.executable != nil, HeadlessBrowser.skipReason))
struct CheckAuditBrowserTests {
    /// Renders `check ARGUMENTS --format html` and checks the DOM against `check ARGUMENTS --format json`.
    static func expectEveryScreenAndFinding(_ arguments: [String]) throws {
        try TemporaryDirectory.with { dir in
            let page = dir.url("audit.html")
            let run = a11ysnap(arguments: ["check"] + arguments + ["--format", "html", "-o", page])
            #expect(run.status != 2, "\(run.errors)")
            let json = a11ysnap(arguments: ["check"] + arguments + ["--format", "json"])
            let root = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
            let files = try #require(root["files"] as? [[String: Any]])
            let findings = try CheckAuditHTMLTests.findings(inJSON: json.output)

            let dom = try HeadlessBrowser.run(["--dump-dom", "file://" + page])
            #expect(dom.contains("<h1>Accessibility audit</h1>"))
            let sections = dom.components(separatedBy: "<section class=\"screen\"").dropFirst()
            #expect(sections.count == files.count)
            for (section, file) in zip(sections, files) {
                let path = try #require(file["path"] as? String)
                let ownFindings = findings.filter { $0.file == path }
                #expect(section.contains("data-findings=\"\(ownFindings.count)\""), "\(path)")
                #expect(section.contains("<svg class=\"screen\""), "\(path) is drawn")
                let drawn = CheckAuditHTMLTests.count("class=\"el el-", in: section)
                #expect(section.contains("data-elements=\"\(drawn)\""), "\(path): every element drawn")
                #expect(CheckAuditHTMLTests.count("<li class=\"finding ", in: section) == ownFindings.count, "\(path)")
                for finding in ownFindings where !finding.element.isEmpty {
                    let marked = ["error", "warning", "info"].contains { section.contains("<g class=\"el el-\($0)\" data-path=\"\(finding.element)\">") }
                    #expect(marked, "\(path): element \(finding.element) marked")
                }
            }
        }
    }

    @Test("the demo's screens: every screen drawn, every finding listed")
    func demo() throws {
        try Self.expectEveryScreenAndFinding(["--demo"])
    }

    @Test("every real dump in ../shared/real-trees: every screen drawn, every finding listed")
    func realTrees() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/real-trees")
        // Not `enumerator(atPath:)` alone: on Linux it returns an empty enumerator for a folder
        // that does not exist.
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue,
              let names = FileManager.default.enumerator(atPath: folder.path) else {
            print("Skipping the audit of real dumps: \(folder.path) is absent (the shared real-trees folder is not beside this checkout).")
            return
        }
        let dumps = names.compactMap { $0 as? String }.filter { !$0.hasSuffix(".md") && $0.contains(".") }.sorted()
            .map { folder.appendingPathComponent($0).path }
        #expect(dumps.count > 30)
        try Self.expectEveryScreenAndFinding(dumps)
    }
}
#endif
