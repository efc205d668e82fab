@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import A11ySnapshot
import Foundation
import Testing

/// A failing comparison may write its artifact early, on its second thread; the failure then
/// reuses that write instead of writing again.
@Suite("Failure artifact")
struct FailureArtifactTests {
    @Test func theFirstWriteMakesTheFile() throws {
        try Sandbox.run { sandbox in
            let path = sandbox.artifacts + "/Screen/test.json"
            let artifact = FailureArtifact(bytes: Array("{}\n".utf8), path: path, root: sandbox.artifacts)
            #expect(artifact.write() == nil)
            #expect(sandbox.contents(of: path) == Array("{}\n".utf8))
        }
    }

    @Test func laterWritesReturnTheFirstOutcomeWithoutWritingAgain() throws {
        try Sandbox.run { sandbox in
            let path = sandbox.artifacts + "/Screen/test.json"
            let artifact = FailureArtifact(bytes: Array("{}\n".utf8), path: path, root: sandbox.artifacts)
            artifact.write()
            try FileManager.default.removeItem(atPath: path)
            #expect(artifact.write() == nil)
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    @Test func aFailedWriteIsReportedByEveryCall() throws {
        try Sandbox.run { sandbox in
            // A folder where the file should be: the rename onto it fails.
            let path = sandbox.artifacts + "/Screen/test.json"
            try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
            let artifact = FailureArtifact(bytes: Array("{}\n".utf8), path: path, root: sandbox.artifacts)
            let first = artifact.write()
            #expect(first != nil)
            #expect(artifact.write()?.description == first?.description)
        }
    }
}
