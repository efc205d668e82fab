// Spawns processes (Foundation's `Process`), which iOS, tvOS and visionOS do not have.
#if os(macOS) || os(Linux)
import A11ySnapshot
@testable import A11ySnapCLI
import ExampleScreens
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `a11ysnap format` rewriting a large snapshot, killed with SIGKILL at random moments: the file
/// is always whole, old or new, and an interrupted write leaves only hidden temporary files.
///
/// Reading and encoding take nearly all of a run (about 0.4 s per MB in a debug build) and the
/// write only its last few milliseconds, so a kill at a random delay after the start would almost
/// never land in the write. Each kill instead comes a random 0–6 ms after the temporary file
/// appears: before, during and after the flush and the rename.
@Suite("Crash safety", .enabled(if: BuiltProducts.a11ysnap != nil, "a11ysnap binary not found next to the test bundle; build it with 'swift build'"))
struct CrashSafetyTests {
    private static let fileName = "large.json"
    private static let kills = 50
    /// About 1 MB written non-canonically: large enough for a write of several milliseconds, small
    /// enough for 50 debug-build runs in about 20 s.
    private static let elementCount = 4_000
    private static let maximumDelayAfterWriteStarts: UInt32 = 6_000

    @Test("A rewrite killed at a random moment of its write leaves the complete old or the complete new file")
    func killedRewriteLeavesOldOrNewFile() throws {
        let binary = try #require(BuiltProducts.a11ysnap)
        let snapshot = SyntheticTree.listScreen(elementCount: Self.elementCount)
        let old = ScrambledJSON.write(snapshot)
        let new = snapshot.canonicalJSON()
        try #require(old != new)
        try TemporaryDirectory.with { directory in
            let path = directory.url(Self.fileName)
            for _ in 0..<Self.kills {
                try directory.write(old, to: Self.fileName)
                let process = try Self.startFormat(binary, path)
                Self.waitForTemporaryFile(in: directory.path, while: process)
                usleep(UInt32.random(in: 0...Self.maximumDelayAfterWriteStarts))
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()

                let after = try directory.read(Self.fileName)
                #expect(after == old || after == new, "\(after.count) bytes: neither the old \(old.count) nor the new \(new.count)")
                let leftovers = try Self.removeLeftovers(in: directory.path)
                #expect(leftovers.allSatisfy { $0.hasPrefix("." + Self.fileName + ".tmp-") }, "unexpected files: \(leftovers)")
            }
        }
    }

    @Test("The temporary file a killed rewrite leaves is skipped when the folder is read")
    func leftoverTemporaryFileIsSkipped() throws {
        try TemporaryDirectory.with { directory in
            try directory.write(ExampleScreens.login.canonicalJSON(), to: "login.json")
            try directory.write(Array(ExampleScreens.login.canonicalJSON().prefix(40)), to: ".login.json.tmp-123-456")
            let found = SnapshotFileFinder.expand(directory.path).files.map { URL(fileURLWithPath: $0).lastPathComponent }
            #expect(found == ["login.json"])
        }
    }

    /// Starts `a11ysnap format PATH` with its output discarded.
    private static func startFormat(_ binary: URL, _ path: String) throws -> Process {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["format", path]
        process.environment = ["NO_COLOR": "1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Returns once a temporary file appears in `directory` or `process` ends.
    private static func waitForTemporaryFile(in directory: String, while process: Process) {
        let prefix = "." + fileName + ".tmp-"
        while process.isRunning {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            if names.contains(where: { $0.hasPrefix(prefix) }) { return }
            usleep(200)
        }
    }

    /// Removes every file in `directory` other than the snapshot, returning their names.
    private static func removeLeftovers(in directory: String) throws -> [String] {
        let others = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0 != fileName }
        for name in others { try FileManager.default.removeItem(atPath: directory + "/" + name) }
        return others
    }
}
#endif
