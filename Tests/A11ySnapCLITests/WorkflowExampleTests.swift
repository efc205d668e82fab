@testable import A11ySnapCLI
import A11ySnapshot
import ExampleScreens
import Foundation
import Testing

/// The example GitHub Actions workflow in docs/ci: every a11ysnap command it runs exists and
/// accepts the arguments and flags the workflow passes.
@Suite("Example GitHub Actions workflow")
struct WorkflowExampleTests {
    static let workflow = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/ci/github-actions.yml")

    /// The argument lists of the workflow's `.build/release/a11ysnap` invocations, without redirections and
    /// shell operators.
    static func invocations() throws -> [[String]] {
        let text = try String(contentsOf: workflow, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> [String]? in
            let words = line.split(separator: " ").map(String.init)
            guard let start = words.firstIndex(where: { $0.hasSuffix("/a11ysnap") }),
                  !line.trimmingCharacters(in: .whitespaces).hasPrefix("#") else { return nil }
            let shellOperators: Set<String> = [">", ">>", "||", "&&", "|", ";", "2>&1"]
            return Array(words[(start + 1)...].prefix { !shellOperators.contains($0) })
        }
    }

    /// The argument lists of the `"$A11YSNAP"` invocations in the repository's action.yml, with
    /// quotes removed.
    static func actionInvocations() throws -> [[String]] {
        let action = workflow.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("action.yml")
        let shellOperators: Set<String> = [">", ">>", "||", "&&", "|", ";"]
        return try String(contentsOf: action, encoding: .utf8).split(separator: "\n").compactMap { line -> [String]? in
            let words = line.split(separator: " ").map(String.init)
            guard let start = words.firstIndex(of: "\"$A11YSNAP\"") else { return nil }
            return words[(start + 1)...].prefix { !shellOperators.contains($0) }.map { $0.replacingOccurrences(of: "\"", with: "") }
        }
    }

    @Test("every a11ysnap command action.yml runs exists and accepts its arguments")
    func actionCommandsParse() throws {
        let invocations = try Self.actionInvocations()
        #expect(invocations.count == 4)
        for arguments in invocations {
            let command = try #require(CommandRegistry.command(named: arguments.first ?? ""), "\(arguments)")
            guard case .run = try ArgumentParser(spec: command.spec).parse(Array(arguments.dropFirst())) else {
                Issue.record("'\(arguments.joined(separator: " "))' asks for help instead of running")
                continue
            }
        }
    }

    @Test("the workflow leaves the report to the action and adds SARIF and a11ysnap obsolete")
    func workflowCommands() throws {
        let invocations = try Self.invocations()
        #expect(invocations.count == 2)
        let formats = invocations.compactMap { arguments in arguments.firstIndex(of: "--format").map { arguments[$0 + 1] } }
        #expect(formats == ["sarif"])
        #expect(invocations.contains { $0.first == "obsolete" })
    }

    @Test("every a11ysnap command in the workflow exists and accepts its arguments")
    func commandsParse() throws {
        for arguments in try Self.invocations() {
            let name = try #require(arguments.first)
            let command = try #require(CommandRegistry.command(named: name), "no a11ysnap command '\(name)'")
            let outcome = try ArgumentParser(spec: command.spec).parse(Array(arguments.dropFirst()))
            guard case .run = outcome else {
                Issue.record("'\(arguments.joined(separator: " "))' asks for help instead of running")
                continue
            }
        }
    }

    @Test("the workflow comments through the action, with the permission it needs, and not by hand")
    func commentComesFromTheAction() throws {
        let text = try String(contentsOf: Self.workflow, encoding: .utf8)
        #expect(text.contains("pull-requests: write"))
        #expect(text.contains("uses: your-org/A11ySnapshot@main"))
        #expect(!text.contains("gh api"))
        #expect(!text.contains("--max-length"))
    }

    @Test("the workflow points the artifacts at the folder compare and obsolete read")
    func artifactsFolderIsConsistent() throws {
        let text = try String(contentsOf: Self.workflow, encoding: .utf8)
        #expect(text.contains("A11Y_SNAPSHOT_ARTIFACTS: ${{ github.workspace }}/a11y-artifacts"))
        #expect(text.contains("obsolete __Snapshots__ --artifacts a11y-artifacts"))
        #expect(text.contains("path: a11y-artifacts"))
    }

    /// Code scanning ignores SARIF's baselineState: the workflow's jq filter keeps the new results.
    @Test("the workflow's jq filter keeps compare's new SARIF results and drops the unchanged ones")
    func sarifFilterKeepsNewResults() throws {
        guard let jq = ["/usr/bin/jq", "/usr/local/bin/jq", "/opt/homebrew/bin/jq"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            print("skipped: jq is not installed")
            return
        }
        let text = try String(contentsOf: Self.workflow, encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.contains("jq '") })
        let filter = try #require(line.split(separator: "'", omittingEmptySubsequences: false).dropFirst().first.map(String.init))
        try TemporaryDirectory.with { dir in
            var reference = ExampleScreens.login
            reference.elements[3].label = ""                    // an unchanged violation
            var current = reference
            current.elements[2].label = ""                      // a new one
            try dir.write(reference.canonicalJSON(), to: "ref/login.json")
            try dir.write(current.canonicalJSON(), to: "cur/login.json")
            let run = a11ysnap("compare", dir.url("ref"), dir.url("cur"), "--format", "sarif", "-o", dir.url("all.sarif"))
            #expect(run.status == 1)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: jq)
            process.arguments = [filter, dir.url("all.sarif")]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let runs = try #require(log["runs"] as? [[String: Any]])
            let states = (runs.first?["results"] as? [[String: Any]] ?? []).map { $0["baselineState"] as? String }
            let before = String(decoding: try dir.read("all.sarif"), as: UTF8.self)
            #expect(before.contains("\"baselineState\": \"unchanged\""))
            #expect(!states.isEmpty)
            #expect(states.allSatisfy { $0 == "new" })
        }
    }
}
