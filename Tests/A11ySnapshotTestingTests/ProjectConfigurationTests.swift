import A11ySnapCLI
import A11ySnapshot
@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import Foundation
import Testing

/// Assertions read the package's `.a11ysnap.json` as `a11ysnap check` does, so a test and the CI
/// check never judge one snapshot differently.
@Suite("Project configuration in assertions")
struct ProjectConfigurationTests {
    /// A package folder (with `Package.swift`) holding `configuration` as `.a11ysnap.json`, and a
    /// recorder whose test file lives in it.
    private func withPackage<R>(configuration: String?, _ body: (Sandbox, SnapshotRecorder, String) throws -> R) throws -> R {
        try Sandbox.run { sandbox in
            try sandbox.write("// swift-tools-version:6.0\n", to: sandbox.root + "/Package.swift")
            if let configuration { try sandbox.write(configuration, to: sandbox.root + "/.a11ysnap.json") }
            let recorder = SnapshotRecorder(environment: sandbox.environment, registry: SnapshotRegistry(), run: SnapshotRun())
            return try body(sandbox, recorder, sandbox.root + "/Tests/AppTests/PeriodTests.swift")
        }
    }

    /// A screen whose only finding is `label-trailing-period` (an error-free warning made an
    /// error by the configurations below).
    private let screen = AccessibilitySnapshot(name: "", viewport: Frame(0, 0, 393, 852), elements: [
        .button("Save draft.", frame: Frame(16, 100, 361, 50)),
    ])

    @Test("a rule disabled in .a11ysnap.json is disabled in assertions and in a11ysnap check alike")
    func disabledRuleIsDisabledInBoth() throws {
        try withPackage(configuration: #"{"rules": {"label-trailing-period": false}}"#) { sandbox, recorder, testFile in
            let recorded = try #require(recorder.verify(screen, named: "draft", settings: .init(record: .missing, failOn: .anyError),
                                                        fileID: "AppTests/PeriodTests.swift", filePath: testFile, function: "saveDraft()").first)
            #expect(!recorded.message.contains("label-trailing-period"))
            #expect(recorder.verify(screen, named: "draft", settings: .init(failOn: .anyError), fileID: "AppTests/PeriodTests.swift",
                                    filePath: testFile, function: "saveDraft()").isEmpty)
            let check = runCheck(sandbox.referencePath(".draft", fileID: "AppTests/PeriodTests.swift", testName: "saveDraft()"),
                                 config: sandbox.root + "/.a11ysnap.json")
            #expect(!check.contains("label-trailing-period"))
        }
    }

    @Test("a rule the file makes an error fails the assertion and a11ysnap check alike")
    func enabledRuleFailsInBoth() throws {
        try withPackage(configuration: #"{"rules": {"label-trailing-period": "error"}}"#) { sandbox, recorder, testFile in
            _ = recorder.verify(screen, named: "draft", settings: .init(record: .missing), fileID: "AppTests/PeriodTests.swift",
                                filePath: testFile, function: "saveDraft()")
            let failure = try #require(recorder.verify(screen, named: "draft", settings: .init(failOn: .anyError), fileID: "AppTests/PeriodTests.swift",
                                                       filePath: testFile, function: "saveDraft()").first)
            #expect(failure.message.contains("label-trailing-period"))
            let check = runCheck(sandbox.referencePath(".draft", fileID: "AppTests/PeriodTests.swift", testName: "saveDraft()"),
                                 config: sandbox.root + "/.a11ysnap.json")
            #expect(check.contains("label-trailing-period"))
        }
    }

    @Test("rules: given to the assertion replace the project's file")
    func assertionRulesOverrideTheFile() throws {
        try withPackage(configuration: #"{"rules": {"label-trailing-period": "error"}}"#) { _, recorder, testFile in
            _ = recorder.verify(screen, named: "draft", settings: .init(record: .missing), fileID: "AppTests/PeriodTests.swift", filePath: testFile,
                                function: "saveDraft()")
            let rules = RuleConfiguration(disabledRules: ["label-trailing-period"])
            #expect(recorder.verify(screen, named: "draft", settings: .init(rules: rules, failOn: .anyError), fileID: "AppTests/PeriodTests.swift",
                                    filePath: testFile, function: "saveDraft()").isEmpty)
        }
    }

    @Test("an invalid .a11ysnap.json fails the assertion with the file's line and column, and writes nothing")
    func invalidFileFailsWithPosition() throws {
        try withPackage(configuration: "{\n  \"rules\": {\"label-trailing-perod\": false}\n}\n") { sandbox, recorder, testFile in
            let failure = try #require(recorder.verify(screen, named: "draft", settings: .init(record: .missing), fileID: "AppTests/PeriodTests.swift",
                                                       filePath: testFile, function: "saveDraft()").first)
            #expect(failure.message.contains(sandbox.root + "/.a11ysnap.json:2:"))
            #expect(failure.message.contains("label-trailing-perod"))
            #expect(!sandbox.exists(sandbox.referencePath(".draft", fileID: "AppTests/PeriodTests.swift", testName: "saveDraft()")))
        }
    }

    private func runCheck(_ path: String, config: String) -> String {
        let output = CapturedOutput(isTerminal: false), errors = CapturedOutput(isTerminal: false)
        let context = CommandContext(output: output, errorOutput: errors, environment: [:])
        _ = A11ySnapCommandLine.main(arguments: ["check", path, "--config", config], context: context)
        return output.text + errors.text
    }
}
