import A11ySnapCLI
import A11ySnapshot
@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import Foundation
import Testing

/// The review loop without a simulator: CI fails and leaves the current snapshot in its
/// artifacts, a reviewer runs `a11ysnap accept` on the download, and the next run passes.
@Suite("Accepting CI results")
struct AcceptRoundTripTests {
    @Test("a CI mismatch accepted with a11ysnap accept makes the next run pass")
    func ciMismatchAcceptedPasses() throws {
        try Sandbox.run(variables: ["CI": "true"]) { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login, ".login"), to: sandbox.referencePath(".login"))
            let failure = try #require(sandbox.verify(Screens.loginChanged, named: "login"))
            #expect(failure.contains("does not match the reference"))
            #expect(sandbox.exists(sandbox.artifactPath(".login")), "CI leaves the current snapshot in the artifacts")

            let output = CapturedOutput(isTerminal: false), errors = CapturedOutput(isTerminal: false)
            let status = A11ySnapCommandLine.main(
                arguments: ["accept", sandbox.artifacts, sandbox.references],
                context: CommandContext(output: output, errorOutput: errors, environment: [:]))
            #expect(status == 0)
            #expect(output.text.contains("label: \"Log in\" → \"Sign in\""))

            #expect(sandbox.verify(Screens.loginChanged, named: "login") == nil, "the accepted reference matches")
            #expect(!sandbox.exists(sandbox.artifactPath(".login")), "a passing run clears the artifact")
        }
    }
}
