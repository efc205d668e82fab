// Spawns processes (Foundation's `Process`), which iOS, tvOS and visionOS do not have.
#if os(macOS) || os(Linux)
import Foundation
import Testing

/// `scripts/apple-fidelity.sh` runs the iOS fidelity suite on a Mac and renders its recorded
/// results with `scripts/fidelity-report`; here the renderer runs on recorded case results
/// (Tests/Fixtures/FidelityReport) and the script is checked with `bash -n`.
@Suite("Fidelity report", .enabled(if: PythonScripts.python != nil, PythonScripts.skipReason))
struct FidelityReportTests {
    private static func fixture(_ name: String) -> String {
        PythonScripts.repository + "/Tests/Fixtures/FidelityReport/" + name
    }

    /// Runs `scripts/fidelity-report` with `arguments`.
    private func render(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let python = try #require(PythonScripts.python)
        let run = try BuiltProducts.run(URL(fileURLWithPath: python),
                                        [PythonScripts.repository + "/scripts/fidelity-report"] + arguments)
        return (run.status, run.output, run.errors)
    }

    /// Renders a results file holding `lines`, with `arguments` after it; the file is removed after.
    private func render(results lines: [String], _ arguments: [String] = []) throws -> (status: Int32, output: String, errors: String) {
        let path = NSTemporaryDirectory() + "fidelity-results-" + UUID().uuidString + ".jsonl"
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try render([path] + arguments)
    }

    @Test("recorded case results render as the golden report: a row per case, sources, captured values, the failing cases' explanations")
    func goldenReport() throws {
        let result = try render([Self.fixture("results.jsonl"), "--xcode", "Xcode 16.4 Build version 16F6",
                                 "--destination", "platform=iOS Simulator,name=iPhone 16,OS=latest", "--exit-status", "65"])
        #expect(result.status == 0)
        let golden = try String(contentsOfFile: Self.fixture("report.md"), encoding: .utf8)
        #expect(result.output == golden, "re-render Tests/Fixtures/FidelityReport/report.md with the same arguments if the change is intended")
    }

    @Test("a case fails when any of its checks fails, and only its first explanation is shown")
    func oneRowPerCase() throws {
        let lines = [("a", "1", "true", ""), ("b", "2", "false", "first"), ("c", "3", "false", "second")].map { name, captured, passed, why in
            #"{"kind": "check", "suite": "S", "case": "C", "check": "\#(name)", "expected": "1", "captured": "\#(captured)", "#
                + #""passed": \#(passed), "explanation": "\#(why)"}"#
        }
        let output = try render(results: lines).output
        #expect(output.contains("| S: C | a: 1<br>b: 1<br>c: 1 | a: 1<br>b: 2<br>c: 3 | **FAIL** |"))
        #expect(output.contains("```text\nfirst\n```"))
        #expect(!output.contains("second"))
        #expect(output.contains("- Result: 0 of 1 cases passed, 1 failed\n"))
    }

    @Test("pipes, angle brackets and line breaks in a cell are escaped")
    func cellsAreEscaped() throws {
        let line = #"{"kind": "check", "suite": "S", "case": "C", "check": "label", "expected": "a|b", "captured": "<x>\ny", "passed": true}"#
        let output = try render(results: [line]).output
        #expect(output.contains("| label: a\\|b | label: &lt;x&gt;<br>y | pass |"))
    }

    @Test("an explanation holding a code fence is fenced with a longer one")
    func longerFence() throws {
        let line = #"{"kind": "check", "suite": "S", "case": "C", "check": "x", "expected": "1", "captured": "2", "passed": false, "explanation": "a ``` b"}"#
        #expect(try render(results: [line]).output.contains("````text\na ``` b\n````"))
    }

    @Test("xcodebuild failing with no failing case says that a crashed case is missing")
    func failureWithoutFailingCase() throws {
        let line = #"{"kind": "check", "suite": "S", "case": "C", "check": "x", "expected": "1", "captured": "1", "passed": true}"#
        let output = try render(results: [line], ["--exit-status", "65"]).output
        #expect(output.contains("- Result: 1 of 1 cases passed (xcodebuild exit status 65)"))
        #expect(output.contains("a case that crashed or never reached its first check is not in this report"))
    }

    @Test("a line that is not a JSON object exits 2 and names the line")
    func unreadableResults() throws {
        let result = try render(results: [#"{"kind": "environment"}"#, "not json"])
        #expect(result.status == 2)
        #expect(result.errors.contains("line 2: not JSON"))
        #expect(result.output.isEmpty)
    }

    @Test("scripts/apple-fidelity.sh passes bash -n, and off macOS exits 2 saying it needs a Mac")
    func scriptIsShellChecked() throws {
        let bash = try #require(HeadlessBrowser.findOnPath("bash"))
        let script = PythonScripts.repository + "/scripts/apple-fidelity.sh"
        let syntax = try BuiltProducts.run(URL(fileURLWithPath: bash), ["-n", script])
        #expect(syntax.status == 0, "\(syntax.errors)")
        #if os(Linux)
        let run = try BuiltProducts.run(URL(fileURLWithPath: bash), [script])
        #expect(run.status == 2)
        #expect(run.errors.contains("apple-fidelity: needs macOS with Xcode"))
        #endif
    }
}
#endif
