import A11ySnapCLI
import ExampleScreens
import Foundation
import Testing

@Suite("obsolete command")
struct ObsoleteCommandTests {
    /// A reference folder with `a.json` and `b.json`, and a manifest naming `listed`.
    private func withReferences(listing listed: [String], _ body: (TemporaryDirectory, String) throws -> Void) throws {
        try TemporaryDirectory.with { dir in
            for name in ["a.json", "b.json"] { try dir.write(ExampleScreens.login.canonicalJSON(), to: "__Snapshots__/" + name) }
            let manifest = try dir.write(listed.map { dir.url("__Snapshots__/" + $0) + "\n" }.joined(), to: "used-references.txt")
            try body(dir, manifest)
        }
    }

    @Test("every reference used: exit 0 and nothing on standard output")
    func allUsed() throws {
        try withReferences(listing: ["a.json", "b.json"]) { dir, manifest in
            let run = a11ysnap("obsolete", dir.url("__Snapshots__"), "--used", manifest)
            #expect(run.status == 0)
            #expect(run.output.isEmpty)
            #expect(run.errors == "all 2 references in \(dir.url("__Snapshots__")) were used\n")
        }
    }

    @Test("unused references are listed one per line with exit 1")
    func unusedAreListed() throws {
        try withReferences(listing: ["a.json"]) { dir, manifest in
            let run = a11ysnap("obsolete", dir.url("__Snapshots__"), "--used", manifest)
            #expect(run.status == 1)
            #expect(run.output == dir.url("__Snapshots__/b.json") + "\n")
        }
    }

    @Test("several manifests are combined")
    func manifestsCombine() throws {
        try withReferences(listing: ["a.json"]) { dir, manifest in
            let other = try dir.write(dir.url("__Snapshots__/b.json") + "\n", to: "job2.txt")
            #expect(a11ysnap("obsolete", dir.url("__Snapshots__"), "--used", manifest, "--used", other).status == 0)
        }
    }

    @Test("--delete refuses when the manifest names none of the references")
    func deleteRefusesAWrongManifest() throws {
        try withReferences(listing: []) { dir, manifest in
            let run = a11ysnap("obsolete", dir.url("__Snapshots__"), "--used", manifest, "--delete")
            #expect(run.status == 2)
            #expect(run.errors.contains("Refusing to delete them all."))
            #expect(FileManager.default.fileExists(atPath: dir.url("__Snapshots__/a.json")))
        }
    }

    @Test("--delete removes the folders it empties, and only those")
    func deleteRemovesEmptiedFolders() throws {
        try TemporaryDirectory.with { dir in
            let json = ExampleScreens.login.canonicalJSON()
            try dir.write(json, to: "__Snapshots__/KeptTests/a.json")
            try dir.write(json, to: "__Snapshots__/RenamedTests/Nested/b.json")
            try dir.write(json, to: "__Snapshots__/MixedTests/c.json")
            try dir.write(json, to: "__Snapshots__/MixedTests/d.json")
            let manifest = try dir.write(["KeptTests/a.json", "MixedTests/c.json"].map { dir.url("__Snapshots__/" + $0) + "\n" }.joined(),
                                         to: "used-references.txt")
            let run = a11ysnap("obsolete", dir.url("__Snapshots__"), "--used", manifest, "--delete")
            #expect(run.status == 0)
            let exists = { (path: String) in FileManager.default.fileExists(atPath: dir.url("__Snapshots__/" + path)) }
            #expect(!exists("RenamedTests"))
            #expect(exists("MixedTests/c.json") && !exists("MixedTests/d.json"))
            #expect(exists("KeptTests/a.json"))
            #expect(exists(""))
        }
    }

    @Test("a missing manifest is an error that says to run the tests first")
    func missingManifest() throws {
        try withReferences(listing: []) { dir, _ in
            let run = a11ysnap("obsolete", dir.url("__Snapshots__"), "--used", dir.url("nope.txt"))
            #expect(run.status == 2)
            #expect(run.errors == "\(dir.url("nope.txt")): error: no such file or directory; run the tests first, they write the manifest\n")
        }
    }

    @Test("symbolic links in the reference folder are never listed or deleted")
    func symlinksAreLeftAlone() throws {
        try withReferences(listing: ["a.json", "b.json"]) { dir, manifest in
            let outside = try dir.write(ExampleScreens.login.canonicalJSON(), to: "outside.json")
            try FileManager.default.createSymbolicLink(atPath: dir.url("__Snapshots__/link.json"), withDestinationPath: outside)
            let run = a11ysnap("obsolete", dir.url("__Snapshots__"), "--used", manifest, "--delete")
            #expect(run.status == 0)
            #expect(FileManager.default.fileExists(atPath: outside))
        }
    }
}
