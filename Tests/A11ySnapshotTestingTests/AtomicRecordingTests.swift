import A11ySnapshotTesting
import Testing

/// References and artifacts are written through a temporary file and a rename: no partial file and
/// no temporary file is ever left behind.
@Suite("Atomic recording")
struct AtomicRecordingTests {
    @Test func recordingLeavesOnlyTheReferenceAndTheArtifact() throws {
        try Sandbox.run { sandbox in
            _ = sandbox.verify(Screens.login)
            #expect(sandbox.allFiles() == [
                "__Snapshots__/" + sandbox.snapshotName() + ".json",
                "artifacts/" + sandbox.snapshotName() + ".json",
            ])
        }
    }

    @Test func recordingOverAReferenceLeavesNoTemporaryFiles() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.loginChanged), to: sandbox.referencePath())
            _ = sandbox.verify(Screens.login, record: .failed)
            #expect(sandbox.contents(of: sandbox.referencePath()) == sandbox.recordedBytes(of: Screens.login))
            #expect(sandbox.allFiles().count == 2)
            #expect(!sandbox.allFiles().contains { $0.contains(".tmp-") })
        }
    }
}
