// Spawns processes (Foundation's `Process`), which iOS, tvOS and visionOS do not have.
#if os(macOS) || os(Linux)
import A11ySnapshot
import ExampleScreens
import Foundation
import Testing

/// `a11ysnap review`, run as the built binary on a real pseudo-terminal: a Python driver
/// (Tests/Fixtures/ReviewTerminal/pty_driver.py) waits for each prompt, types keys and records the
/// screen, and the tests check the screen and the files afterwards.
@Suite("review command on a terminal",
       .enabled(if: PythonScripts.python != nil, PythonScripts.skipReason),
       .enabled(if: BuiltProducts.a11ysnap != nil, "a11ysnap binary not found next to the test bundle; build it with 'swift build'"))
struct ReviewCommandTests {
    /// What the driver reports of one run.
    struct TerminalRun: Decodable {
        var status: Int32?
        var signal: Int32?
        var output: String
        var error: String?
    }

    private static let driver = PythonScripts.repository + "/Tests/Fixtures/ReviewTerminal/pty_driver.py"
    private static let prompt = "› "

    private func named(_ snapshot: AccessibilitySnapshot, _ name: String) -> [UInt8] {
        var copy = snapshot
        copy.name = name
        return copy.canonicalJSON()
    }

    /// References for A and B; artifacts with a changed A and B and a new C, and a test-runs manifest.
    private func withThreeFailures(_ body: (TemporaryDirectory) throws -> Void) throws {
        try TemporaryDirectory.with { dir in
            try dir.write(named(ExampleScreens.login, "A/login"), to: "refs/A/login.json")
            try dir.write(named(DemoScreens.loginAfterRedesign, "A/login"), to: "artifacts/A/login.json")
            try dir.write(named(ExampleScreens.settings, "B/settings"), to: "refs/B/settings.json")
            try dir.write(named(DemoScreens.settingsAfterRefactor, "B/settings"), to: "artifacts/B/settings.json")
            try dir.write(named(ExampleScreens.login, "C/new"), to: "artifacts/C/new.json")
            try dir.write("# a11ysnap test run\n", to: "artifacts/test-runs/20261125T000000.000Z-1.txt")
            try body(dir)
        }
    }

    /// Runs `a11ysnap review artifacts refs` in `dir` on a terminal `columns` wide, with the steps
    /// (`--expect TEXT`, `--send KEYS`) given.
    private func review(in dir: TemporaryDirectory, columns: Int = 100, environment: [String: String] = ["NO_COLOR": "1"],
                        _ steps: [String]) throws -> TerminalRun {
        let binary = try #require(BuiltProducts.a11ysnap).path
        let python = try #require(PythonScripts.python)
        let settings = ["--cols", String(columns)] + environment.sorted { $0.key < $1.key }.flatMap { ["--env", "\($0.key)=\($0.value)"] }
        let arguments = [Self.driver] + settings + steps + ["--", binary, "review", dir.url("artifacts"), dir.url("refs")]
        let run = try BuiltProducts.run(URL(fileURLWithPath: python), arguments)
        #expect(run.status == 0, "the driver failed: \(run.errors)")
        let result = try JSONDecoder().decode(TerminalRun.self, from: Data(run.output.utf8))
        #expect(result.error == nil, "\(result.error ?? ""); the screen was:\n\(result.output)")
        return result
    }

    /// `--expect PROMPT --send KEY` for each key.
    private func keys(_ keys: String...) -> [String] {
        keys.flatMap { ["--expect", Self.prompt, "--send", $0] }
    }

    private func files(below folder: String) -> [String] {
        (FileManager.default.subpaths(atPath: folder) ?? []).filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
    }

    @Test("a, then ← and → back over the accepted one, r and s: one reference written, one artifact deleted, one left alone")
    func acceptRejectSkip() throws {
        try withThreeFailures { dir in
            let acceptedBytes = try dir.read("artifacts/A/login.json")
            let settingsReference = try dir.read("refs/B/settings.json")
            let run = try review(in: dir, keys("a", "\\x1b[D", "\\x1b[C", "r", "s"))
            #expect(run.status == 0)
            #expect(try dir.read("refs/A/login.json") == acceptedBytes)
            #expect(!FileManager.default.fileExists(atPath: dir.url("artifacts/B/settings.json")))
            #expect(try dir.read("refs/B/settings.json") == settingsReference)
            #expect(!FileManager.default.fileExists(atPath: dir.url("refs/C/new.json")))
            #expect(FileManager.default.fileExists(atPath: dir.url("artifacts/C/new.json")))
            #expect(run.output.contains("Snapshot 1 of 3: A/login.json (accepted)"), "← shows the first one again, decided")
            #expect(run.output.contains("label: \"Log in\" → \"Sign in\""))
            #expect(run.output.contains("accepted 1, rejected 1, skipped 1 of 3 snapshots"))
            let unwrapped = run.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(unwrapped.contains("Accepting creates " + dir.url("refs/C/new.json")), "a long temporary folder wraps the path")
            #expect(unwrapped.contains("Accepting writes this snapshot over " + dir.url("refs/A/login.json")))
        }
    }

    @Test("Ctrl-C after the first accept keeps that reference byte-exact, writes nothing else and exits 130")
    func interruptKeepsWhatWasDecided() throws {
        try withThreeFailures { dir in
            let acceptedBytes = try dir.read("artifacts/A/login.json")
            let before = files(below: dir.url("refs"))
            let settingsReference = try dir.read("refs/B/settings.json")
            let run = try review(in: dir, keys("a", "\\x03"))
            #expect(run.status == 130)
            #expect(try dir.read("refs/A/login.json") == acceptedBytes)
            #expect(try dir.read("refs/B/settings.json") == settingsReference)
            #expect(files(below: dir.url("refs")) == before, "no temporary or other new files")
            #expect(files(below: dir.url("artifacts")) == ["A/login.json", "B/settings.json", "C/new.json",
                                                           "test-runs/20261125T000000.000Z-1.txt"])
            #expect(run.output.contains("interrupted: accepted 1, rejected 0, skipped 0 of 3 snapshots; 2 not reviewed"))
        }
    }

    @Test("a SIGINT from elsewhere puts the terminal back and exits 130, and the accepted reference stays")
    func signalRestoresTheTerminal() throws {
        try withThreeFailures { dir in
            let acceptedBytes = try dir.read("artifacts/A/login.json")
            let run = try review(in: dir, keys("a") + ["--expect", Self.prompt, "--signal", "SIGINT"])
            #expect(run.status == 130)
            #expect(try dir.read("refs/A/login.json") == acceptedBytes)
        }
    }

    @Test("? lists the keys, d shows the JSON line diff, and q stops with the summary")
    func helpAndDiff() throws {
        try withThreeFailures { dir in
            let run = try review(in: dir, keys("?", "d", "q"))
            #expect(run.status == 0)
            #expect(run.output.contains("r      reject: delete this snapshot from the artifacts; the reference stays"))
            #expect(run.output.contains("--- " + dir.url("refs/A/login.json")))
            #expect(run.output.contains("+++ " + dir.url("artifacts/A/login.json")))
            #expect(run.output.contains("\n-      \"label\": \"Log in\",\r\n"))
            #expect(run.output.contains("\n+      \"label\": \"Sign in\",\r\n"))
            #expect(run.output.contains("accepted 0, rejected 0, skipped 0 of 3 snapshots; 3 not reviewed"))
            #expect(try dir.read("refs/A/login.json") == named(ExampleScreens.login, "A/login"))
        }
    }

    @Test("NO_COLOR leaves out every escape sequence; without it the same screen is coloured")
    func noColor() throws {
        try withThreeFailures { dir in
            let plain = try review(in: dir, environment: ["NO_COLOR": "1", "TERM": "xterm"], keys("d", "q"))
            #expect(!plain.output.contains("\u{1B}"))
            let coloured = try review(in: dir, environment: ["TERM": "xterm"], keys("d", "q"))
            #expect(coloured.output.contains("\u{1B}[1m"))
        }
    }

    @Test("on a 40-column terminal every line fits: reports wrap, diff lines are cut with …")
    func narrowTerminal() throws {
        try withThreeFailures { dir in
            let run = try review(in: dir, columns: 40, keys("d", "s", "d", "q"))
            let lines = run.output.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n")
            let wide = lines.filter { $0.count > 40 }
            #expect(wide.isEmpty, "\(wide)")
            #expect(lines.contains { $0.hasSuffix("…") })
            #expect(run.output.contains("[2/3] a/r/s/d/q, ? help › "))
        }
    }

    @Test("an invalid snapshot is reported at its line and column and left out, an identical one passed over; exit 2 at the end")
    func invalidAndIdenticalSnapshots() throws {
        try withThreeFailures { dir in
            try dir.write("{\n  \"version\": 1,\n  \"name\": 7\n}\n", to: "artifacts/A/broken.json")
            try dir.write(try dir.read("refs/B/settings.json"), to: "artifacts/B/settings.json")
            let run = try review(in: dir, keys("s", "s"))
            #expect(run.status == 2)
            #expect(run.output.contains(dir.url("artifacts/A/broken.json") + ":3:"))
            #expect(run.output.contains("accepted 0, rejected 0, skipped 2 of 2 snapshots"))
            #expect(!run.output.contains("B/settings.json"))
            #expect(!FileManager.default.fileExists(atPath: dir.url("refs/A/broken.json")))
        }
    }

    @Test("a missing artifacts folder is an error with exit 2, before any key is read")
    func missingFolder() throws {
        try TemporaryDirectory.with { dir in
            try FileManager.default.createDirectory(atPath: dir.url("refs"), withIntermediateDirectories: true)
            let run = try review(in: dir, [])
            #expect(run.status == 2)
            #expect(run.output.contains(dir.url("artifacts") + ": error: no such file or directory"))
        }
    }

    @Test("with standard input not a terminal it refuses with exit 2 and points to accept")
    func refusesWithoutTerminal() throws {
        try withThreeFailures { dir in
            let process = Process()
            process.executableURL = BuiltProducts.a11ysnap
            process.arguments = ["review", dir.url("artifacts"), dir.url("refs")]
            process.environment = ["NO_COLOR": "1"]
            process.standardInput = Pipe()
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = Pipe()
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 2)
            #expect(text.contains("standard input is not one; use 'a11ysnap accept"))
            #expect(try dir.read("refs/A/login.json") == named(ExampleScreens.login, "A/login"))
        }
    }
}
#endif
