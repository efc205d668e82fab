import A11ySnapshot
@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import Foundation
import Testing

/// A symbolic link inside the snapshot or artifacts folder is never written through: recording
/// fails naming the link, and nothing outside the folder changes. Reading through links still works.
@Suite("Symbolic links in the snapshot folder")
struct SymlinkSafetyTests {
    private static let outsideContent = "outside, not a snapshot\n"

    @Test func recordingOverAReferenceThatLinksOutsideFailsNamingTheLink() throws {
        try Sandbox.run { sandbox in
            let outside = sandbox.root + "/outside.json"
            try sandbox.write(Self.outsideContent, to: outside)
            let reference = sandbox.referencePath()
            try FileManager.default.createDirectory(atPath: Self.parent(of: reference), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: reference, withDestinationPath: outside)

            let message = try #require(sandbox.verify(Screens.login, record: .all))
            #expect(message.hasPrefix("Could not record accessibility snapshot"))
            #expect(message.contains("\(reference) is a symbolic link"))
            #expect(sandbox.contents(of: outside) == Array(Self.outsideContent.utf8))
            #expect(Self.isSymbolicLink(reference))
        }
    }

    @Test func recordingIntoAFolderThatLinksOutsideFailsNamingTheLink() throws {
        try Sandbox.run { sandbox in
            let outside = sandbox.root + "/outside"
            try sandbox.write(Self.outsideContent, to: outside + "/kept.txt")
            let testFolder = Self.parent(of: sandbox.referencePath())
            try FileManager.default.createDirectory(atPath: sandbox.references, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: testFolder, withDestinationPath: outside)

            let message = try #require(sandbox.verify(Screens.login, record: .all))
            #expect(message.contains("\(testFolder) is a symbolic link"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["kept.txt"])
            #expect(Self.isSymbolicLink(testFolder))
        }
    }

    @Test func aMissingReferenceBehindAFolderLinkIsNotRecordedOutside() throws {
        try Sandbox.run { sandbox in
            let outside = sandbox.root + "/outside"
            try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: sandbox.references, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: Self.parent(of: sandbox.referencePath()), withDestinationPath: outside)

            let message = try #require(sandbox.verify(Screens.login))
            #expect(message.hasPrefix("Could not record accessibility snapshot"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
        }
    }

    @Test func aReferenceLinkIsStillReadWhenVerifying() throws {
        try Sandbox.run { sandbox in
            let outside = sandbox.root + "/shared/login.json"
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: outside)
            let reference = sandbox.referencePath()
            try FileManager.default.createDirectory(atPath: Self.parent(of: reference), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: reference, withDestinationPath: outside)

            #expect(sandbox.verify(Screens.login) == nil)
        }
    }

    @Test func aSnapshotFolderThatIsItselfALinkIsWrittenThrough() throws {
        try Sandbox.run { sandbox in
            let chosen = sandbox.root + "/chosen"
            try FileManager.default.createDirectory(atPath: chosen, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: sandbox.references, withDestinationPath: chosen)

            #expect(sandbox.verify(Screens.login)?.hasPrefix("No reference") == true)
            let recorded = chosen + "/" + sandbox.snapshotName() + ".json"
            #expect(sandbox.contents(of: recorded) == sandbox.recordedBytes(of: Screens.login))
        }
    }

    @Test func anArtifactIsNotWrittenThroughAFolderLink() throws {
        try Sandbox.run { sandbox in
            let outside = sandbox.root + "/outside"
            try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: sandbox.artifacts, withIntermediateDirectories: true)
            let artifactFolder = Self.parent(of: sandbox.artifactPath())
            try FileManager.default.createSymbolicLink(atPath: artifactFolder, withDestinationPath: outside)

            let message = try #require(sandbox.verify(Screens.login))
            #expect(message.contains("Current:   not written (\(sandbox.artifactPath()): cannot write: \(artifactFolder) is a symbolic link"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
        }
    }

    private static func parent(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }
}
