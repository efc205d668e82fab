@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import Foundation
import Testing

/// Snapshot names chosen to escape the folder or upset a file system, recorded for real: each
/// gives one plain file directly in the test file's folder, valid on Linux, macOS and Windows.
@Suite("Hostile reference names")
struct HostileReferenceNameTests {
    /// The most a file name may have on common file systems, in UTF-8 bytes.
    private static let fileNameLimit = 255
    /// What a temporary file adds to a reference's name: `.` before and `.tmp-PID-RANDOM` after,
    /// with a PID and a `UInt32` of at most 10 digits each.
    private static let temporaryNameOverhead = ".".utf8.count + ".tmp-".utf8.count + 10 + "-".utf8.count + 10
    private static let windowsDeviceNames = Set(["CON", "PRN", "AUX", "NUL"] + (0...9).flatMap { ["COM\($0)", "LPT\($0)"] })

    @Test("A hostile name records one safe file in the test's folder", arguments: [
        "..", "../../outside", "a/b", "/", "a\\b", "\\\\server\\share", "a\u{0}b", "\u{0}",
        String(repeating: "x", count: 300), String(repeating: "é", count: 300), String(repeating: "日本語x", count: 75),
        "CON", "NUL", "COM1", "LPT1", "con.json", "Aux", "CON ", "nul.", "COM¹",
    ])
    func hostileNameRecordsOneSafeFile(name: String) throws {
        try Sandbox.run { sandbox in
            #expect(sandbox.verify(Screens.login, named: name)?.hasPrefix("No reference") == true)
            let folderName = String(sandbox.snapshotName().prefix { $0 != "/" })
            let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.references + "/" + folderName)
            try #require(files.count == 1)
            Self.expectSafe(fileName: files[0])
            // Nothing else anywhere below the snapshot folder.
            #expect(sandbox.allFiles().filter { $0.hasPrefix("__Snapshots__/") } == ["__Snapshots__/" + folderName + "/" + files[0]])
        }
    }

    @Test func longestTestNameAndSnapshotNameStillFitWithTheTemporaryFileSuffix() throws {
        try Sandbox.run { sandbox in
            let testName = String(repeating: "t", count: 300) + "()"
            _ = sandbox.verify(Screens.login, named: String(repeating: "n", count: 300), testName: testName)
            let folderName = String(sandbox.snapshotName().prefix { $0 != "/" })
            let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.references + "/" + folderName)
            let file = try #require(files.first)
            #expect(file.utf8.count + Self.temporaryNameOverhead <= Self.fileNameLimit)
            Self.expectSafe(fileName: file)
        }
    }

    @Test("Names that sanitize to a device name in any case get an underscore", arguments: [
        ("Aux", "Aux_"), ("con.json", "con-json"), ("CON ", "CON_"), ("nul.", "nul_"), ("COM¹", "COM"), ("lPt9", "lPt9_"),
    ])
    func deviceNameVariants(name: String, expected: String) {
        #expect(SnapshotPathComponent.sanitize(name) == expected)
    }

    /// Only `A-Z a-z 0-9 _ - .`, no piece between dots a Windows device name, no leading dot, and
    /// short enough for the temporary file the write goes through.
    private static func expectSafe(fileName: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.")
        #expect(fileName.allSatisfy { allowed.contains($0) }, "\(fileName)", sourceLocation: sourceLocation)
        #expect(!fileName.hasPrefix("."), sourceLocation: sourceLocation)
        #expect(fileName.hasSuffix(".json"), sourceLocation: sourceLocation)
        let pieces = fileName.split(separator: ".").map { $0.uppercased() }
        #expect(pieces.allSatisfy { !windowsDeviceNames.contains($0) }, "\(fileName)", sourceLocation: sourceLocation)
        #expect(fileName.utf8.count + temporaryNameOverhead <= fileNameLimit, sourceLocation: sourceLocation)
    }
}
