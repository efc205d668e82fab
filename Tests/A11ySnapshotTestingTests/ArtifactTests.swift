import A11ySnapshot
import A11ySnapshotTesting
import Foundation
import Testing

/// On failure the current snapshot goes to the artifacts folder, laid out like `__Snapshots__`,
/// so CI can run `a11ysnap compare __Snapshots__ <artifacts>`.
@Suite("Artifacts")
struct ArtifactTests {
    @Test func mismatchWritesTheCurrentSnapshotAsAnArtifact() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            #expect(sandbox.verify(Screens.loginChanged) != nil)
            #expect(sandbox.contents(of: sandbox.artifactPath()) == sandbox.recordedBytes(of: Screens.loginChanged))
        }
    }

    @Test func mismatchReplacesAnArtifactOfAnotherFailure() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            try sandbox.write(Array(sandbox.recordedBytes(of: Screens.loginChanged).dropLast(2)) + [0x0A], to: sandbox.artifactPath())
            #expect(sandbox.verify(Screens.loginChanged) != nil)
            #expect(sandbox.contents(of: sandbox.artifactPath()) == sandbox.recordedBytes(of: Screens.loginChanged))
        }
    }

    @Test func repeatedSameFailureKeepsTheArtifactFile() throws {
        try Sandbox.run { sandbox in
            let artifact = sandbox.artifactPath(".same")
            try sandbox.write(sandbox.recordedBytes(of: Screens.login, ".same"), to: sandbox.referencePath(".same"))
            #expect(sandbox.verify(Screens.loginChanged, named: "same") != nil)
            let first = try FileManager.default.attributesOfItem(atPath: artifact)[.systemFileNumber] as? Int
            #expect(sandbox.verify(Screens.loginChanged, named: "same") != nil)
            let second = try FileManager.default.attributesOfItem(atPath: artifact)[.systemFileNumber] as? Int
            #expect(first != nil && first == second)
            #expect(sandbox.contents(of: artifact) == sandbox.recordedBytes(of: Screens.loginChanged, ".same"))
        }
    }

    @Test func missingReferenceOnCIWritesTheArtifactButNoReference() throws {
        try Sandbox.run(variables: ["CI": "1"]) { sandbox in
            #expect(sandbox.verify(Screens.login, named: "new") != nil)
            #expect(sandbox.allFiles() == ["artifacts/" + sandbox.snapshotName(".new") + ".json"])
        }
    }

    @Test func corruptReferenceWritesTheArtifact() throws {
        try Sandbox.run { sandbox in
            try sandbox.write("{", to: sandbox.referencePath())
            #expect(sandbox.verify(Screens.login) != nil)
            #expect(sandbox.contents(of: sandbox.artifactPath()) == sandbox.recordedBytes(of: Screens.login))
        }
    }

    @Test func passingAssertionWritesNoArtifact() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            #expect(sandbox.verify(Screens.login) == nil)
            #expect(sandbox.allFiles().filter { $0.hasPrefix("artifacts/") }.isEmpty)
        }
    }

    @Test func passingAssertionRemovesTheArtifactOfAnEarlierFailure() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            try sandbox.write(sandbox.recordedBytes(of: Screens.loginChanged), to: sandbox.artifactPath())
            #expect(sandbox.verify(Screens.login) == nil)
            #expect(!sandbox.exists(sandbox.artifactPath()))
        }
    }

    @Test func artifactsVariableChoosesTheFolder() throws {
        try Sandbox.run { sandbox in
            let environment = SnapshotTestingEnvironment(
                variables: ["A11Y_SNAPSHOT_ARTIFACTS": sandbox.root + "/ci-output"], snapshotDirectory: sandbox.references)
            let message = SnapshotTestingEnvironment.$injected.withValue(environment) {
                verifyAccessibilitySnapshot(of: Screens.login)
            }
            let artifact = sandbox.root + "/ci-output/" + sandbox.snapshotName() + ".json"
            #expect(message?.hasSuffix("Current:   " + artifact) == true)
            #expect(sandbox.exists(artifact))
        }
    }

    @Test func unwritableArtifactsFolderIsNotedInTheMessage() throws {
        try Sandbox.run { sandbox in
            try sandbox.write("not a folder", to: sandbox.artifacts)
            let message = try #require(sandbox.verify(Screens.login))
            #expect(message.hasPrefix("No reference for accessibility snapshot"))
            #expect(message.split(separator: "\n").last?.hasPrefix("Current:   not written (\(sandbox.artifactPath()): cannot write: ") == true)
        }
    }
}
