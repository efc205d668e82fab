import A11ySnapshot
import ExampleScreens
import Foundation
import Testing

@Suite("format")
struct FormatCommandTests {
    static let canonical = ExampleScreens.login.canonicalJSON()
    /// The login screen, valid but not canonical: pretty-printed by a tool with other habits.
    static let scrambled = ScrambledJSON.write(ExampleScreens.login)

    @Test("format rewrites a non-canonical file to exactly the canonical bytes")
    func rewritesToCanonical() throws {
        try TemporaryDirectory.with { dir in
            let path = try dir.write(Self.scrambled, to: "login.json")
            let run = a11ysnap("format", path)
            #expect(run.status == 0)
            #expect(run.output == path + "\n")
            #expect(try dir.read("login.json") == Self.canonical)
        }
    }

    @Test("format --check lists non-canonical files, exits 1 and modifies nothing")
    func checkListsWithoutWriting() throws {
        try TemporaryDirectory.with { dir in
            let first = try dir.write(Self.scrambled, to: "a.json")
            try dir.write(Self.canonical, to: "b.json")
            let third = try dir.write(Self.scrambled, to: "c.json")
            try dir.backdate("a.json")
            let before = try dir.identity("a.json")
            let run = a11ysnap("format", "--check", first, dir.url("b.json"), third)
            #expect(run.status == 1)
            #expect(run.output == "\(first)\n\(third)\n")
            #expect(run.errors.contains("3 files: 2 not in canonical form"))
            #expect(try dir.read("a.json") == Self.scrambled)
            #expect(try dir.read("c.json") == Self.scrambled)
            #expect(try dir.identity("a.json") == before)
        }
    }

    @Test("Canonical files give exit 0 and are not touched", arguments: [false, true])
    func canonicalFilesUntouched(checkOnly: Bool) throws {
        try TemporaryDirectory.with { dir in
            let path = try dir.write(Self.canonical, to: "login.json")
            try dir.backdate("login.json")
            let before = try dir.identity("login.json")
            let run = a11ysnap(arguments: ["format"] + (checkOnly ? ["--check"] : []) + [path])
            #expect(run.status == 0)
            #expect(run.output.isEmpty)
            #expect(run.errors.isEmpty)
            #expect(try dir.identity("login.json") == before)
            #expect(try dir.read("login.json") == Self.canonical)
        }
    }

    @Test("An invalid file is reported with line and column, left alone, and the others are still formatted")
    func invalidFileReported() throws {
        try TemporaryDirectory.with { dir in
            let broken = "{\n  \"version\": 1,\n  \"name\": \"x\"\n  \"viewport\": [0, 0, 1, 1]\n}\n"
            try dir.write(Self.scrambled, to: "a.json")
            let brokenPath = try dir.write(broken, to: "b.json")
            try dir.write(Self.scrambled, to: "c.json")
            let run = a11ysnap("format", dir.path)
            #expect(run.status == 2)
            #expect(run.errors.hasPrefix("\(brokenPath):4:3: error: expected ',' or '}'"))
            #expect(run.output == "\(dir.url("a.json"))\n\(dir.url("c.json"))\n")
            #expect(try dir.read("b.json") == Array(broken.utf8))
            #expect(try dir.read("a.json") == Self.canonical)
            #expect(try dir.read("c.json") == Self.canonical)
        }
    }

    @Test("In check mode an invalid file makes the exit status 2, not 1")
    func invalidFileWinsOverDifferences() throws {
        try TemporaryDirectory.with { dir in
            try dir.write(Self.scrambled, to: "a.json")
            try dir.write("[]", to: "b.json")
            let run = a11ysnap("format", "--check", dir.path)
            #expect(run.status == 2)
            #expect(run.output == dir.url("a.json") + "\n")
            #expect(run.errors.contains("b.json:1:1: error:"))
        }
    }

    @Test("A missing path is a clear error with exit 2, and the other paths are still processed")
    func missingPath() throws {
        try TemporaryDirectory.with { dir in
            let path = try dir.write(Self.scrambled, to: "a.json")
            let missing = dir.url("nope.json")
            let run = a11ysnap("format", missing, path)
            #expect(run.status == 2)
            #expect(run.errors.hasPrefix("\(missing): error: no such file or directory\n"))
            #expect(try dir.read("a.json") == Self.canonical)
        }
    }

    @Test("An empty file is reported as such")
    func emptyFile() throws {
        try TemporaryDirectory.with { dir in
            let path = try dir.write([], to: "empty.json")
            let run = a11ysnap("format", path)
            #expect(run.status == 2)
            #expect(run.errors.hasPrefix("\(path):1:1: error: the file is empty"))
        }
    }

    @Test("A file named through a symbolic link is rewritten in place; the link stays a link")
    func symbolicLinkKept() throws {
        try TemporaryDirectory.with { dir in
            try dir.write(Self.scrambled, to: "real.json")
            try FileManager.default.createSymbolicLink(atPath: dir.url("link.json"), withDestinationPath: dir.url("real.json"))
            #expect(a11ysnap("format", dir.url("link.json")).status == 0)
            #expect(try dir.read("real.json") == Self.canonical)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir.url("link.json")) == dir.url("real.json"))
        }
    }

    @Test("A file given twice is processed once")
    func duplicatesProcessedOnce() throws {
        try TemporaryDirectory.with { dir in
            let path = try dir.write(Self.scrambled, to: "a.json")
            let run = a11ysnap("format", "--check", path, dir.path)
            #expect(run.status == 1)
            #expect(run.output == path + "\n")
        }
    }
}
