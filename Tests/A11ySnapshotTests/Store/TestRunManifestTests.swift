@testable import A11ySnapshot
import Foundation
import Testing

/// The per-process manifests `a11ysnap obsolete` reads, and how it finds the newest run.
@Suite("Test-run manifests")
struct TestRunManifestTests {
    /// Writes a manifest for a process that ran from `start` to `end` seconds (nil: unfinished).
    private func write(in folder: String, pid: Int, parent: Int? = nil, start: Double, end: Double?, references: [String] = [],
                       selection: String? = nil, failures: Int = 0) {
        let started = Date(timeIntervalSince1970: 1_800_000_000 + start)
        var text = TestRunManifest.header(started: started, processID: pid, parentProcessID: parent, selection: selection)
        text += references.map { $0 + "\n" }.joined()
        if let end { text += TestRunManifest.footer(finished: Date(timeIntervalSince1970: 1_800_000_000 + end), failures: failures) }
        TestRunManifest.append(text, to: folder + "/" + TestRunManifest.fileName(started: started, processID: pid))
    }

    @Test("a manifest reads back its header, references and footer")
    func roundTrip() throws {
        try withTemporaryFolder("runs") { folder throws in
            write(in: folder, pid: 7, start: 0, end: 9.5, references: ["/a/x.json", "/a/y.json"], selection: "--filter X", failures: 2)
            let manifest = try #require(try TestRunManifest.newestRun(in: folder).first)
            #expect(manifest.processID == 7)
            #expect(manifest.references == ["/a/x.json", "/a/y.json"])
            #expect(manifest.selection == "--filter X")
            #expect(manifest.failures == 2)
            #expect(manifest.started == Date(timeIntervalSince1970: 1_800_000_000))
            #expect(manifest.finished == Date(timeIntervalSince1970: 1_800_000_009.5))
        }
    }

    @Test("the newest run is the newest process and those running alongside it, not earlier runs")
    func newestRunGroupsOverlappingProcesses() throws {
        try withTemporaryFolder("runs") { folder throws in
            write(in: folder, pid: 1, start: 0, end: 10)       // an earlier run
            write(in: folder, pid: 2, start: 100, end: 130)    // parallel runner processes of the newest run
            write(in: folder, pid: 3, start: 101, end: 125)
            write(in: folder, pid: 4, start: 102, end: 128)
            let run = try TestRunManifest.newestRun(in: folder)
            #expect(Set(run.compactMap(\.processID)) == [2, 3, 4])
        }
    }

    /// `swift test` in a package with XCTest and Swift Testing tests: two processes of one
    /// parent, one after the other.
    @Test("processes one parent started one after the other are one run; another parent's are not")
    func processesOfOneParentAreOneRun() throws {
        try withTemporaryFolder("runs") { folder throws in
            write(in: folder, pid: 1, parent: 90, start: 0, end: 10)       // an earlier swift test
            write(in: folder, pid: 2, parent: 90, start: 1, end: 11)
            write(in: folder, pid: 11, parent: 100, start: 100, end: 110)  // XCTest's process
            write(in: folder, pid: 12, parent: 100, start: 110.02, end: 120) // then Swift Testing's
            let run = try TestRunManifest.newestRun(in: folder)
            #expect(Set(run.compactMap(\.processID)) == [11, 12])
            #expect(run.first?.parentProcessID == 100)
        }
    }

    @Test("an unfinished older process still belongs to the newest run")
    func unfinishedProcessOverlaps() throws {
        try withTemporaryFolder("runs") { folder throws in
            write(in: folder, pid: 1, start: 0, end: nil)
            write(in: folder, pid: 2, start: 50, end: 60)
            #expect(Set(try TestRunManifest.newestRun(in: folder).compactMap(\.processID)) == [1, 2])
        }
    }

    @Test("a plain list of paths (an older used-references.txt) reads as references without metadata")
    func plainListReads() throws {
        try withTemporaryFolder("runs") { folder throws in
            TestRunManifest.append("/a/x.json\n/a/y.json\n", to: folder + "/used-references.txt")
            let manifest = try TestRunManifest.read(folder + "/used-references.txt")
            #expect(manifest.references == ["/a/x.json", "/a/y.json"])
            #expect(manifest.started == nil)
        }
    }

    @Test("appending creates the missing folders once, then adds to the file")
    func appendCreatesFolders() throws {
        try withTemporaryFolder("runs") { folder throws in
            let path = folder + "/a/b/run.txt"
            TestRunManifest.append("one\n", to: path)
            TestRunManifest.append("two\n", to: path)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\ntwo\n")
        }
    }

    /// A test's temporary artifacts folder is deleted when the test ends; the process's exit
    /// footer had written it back, one stray folder per test.
    @Test("a later line does not recreate a manifest whose folder was removed during the run")
    func laterLinesDoNotRecreateARemovedManifest() throws {
        try withTemporaryFolder("runs") { folder throws in
            let path = folder + "/artifacts/test-runs/run.txt"
            TestRunManifest.append("# header\n", to: path)
            try FileManager.default.removeItem(atPath: folder + "/artifacts")
            TestRunManifest.append("/a/x.json\n", to: path, creating: false)
            TestRunManifest.append("# finished\n", to: path, creating: false)
            #expect(!FileManager.default.fileExists(atPath: folder + "/artifacts"))
        }
    }

    @Test("pruning keeps the newest manifests")
    func pruneKeepsNewest() throws {
        try withTemporaryFolder("runs") { folder throws in
            for pid in 0..<(TestRunManifest.retainedCount + 5) { write(in: folder, pid: pid, start: Double(pid) * 100, end: Double(pid) * 100 + 1) }
            TestRunManifest.prune(folder)
            let left = try FileManager.default.contentsOfDirectory(atPath: folder)
            #expect(left.count == TestRunManifest.retainedCount)
            #expect(try TestRunManifest.newestRun(in: folder).first?.processID == TestRunManifest.retainedCount + 4)
        }
    }
}
