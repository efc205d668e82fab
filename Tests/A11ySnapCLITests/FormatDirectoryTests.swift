import A11ySnapshot
import ExampleScreens
import Testing

@Suite("format: directories")
struct FormatDirectoryTests {
    static let scrambled = ScrambledJSON.write(ExampleScreens.settings)

    @Test("A directory is searched recursively for *.json files, in sorted order, skipping hidden entries")
    func recursionAndOrder() throws {
        try TemporaryDirectory.with { dir in
            for name in ["b.json", "a/z.json", "a/b/c.json", "c/d.json", "B.json", "notes.txt",
                         ".hidden.json", ".git/x.json", "a/.login.json.tmp-123-456", "c/.e.json"] {
                try dir.write(Self.scrambled, to: name)
            }
            let run = a11ysnap("format", "--check", dir.path + "/")
            #expect(run.status == 1)
            let expected = ["B.json", "a/b/c.json", "a/z.json", "b.json", "c/d.json"].map { dir.path + "/" + $0 }
            #expect(run.output == expected.map { $0 + "\n" }.joined())
            #expect(try dir.read("notes.txt") == Self.scrambled)
        }
    }

    @Test("format rewrites every file found in a directory and leaves hidden ones alone")
    func rewritesDirectory() throws {
        try TemporaryDirectory.with { dir in
            try dir.write(Self.scrambled, to: "one/settings.json")
            try dir.write(Self.scrambled, to: "two/three/settings.json")
            try dir.write(Self.scrambled, to: "two/.settings.json.tmp-1-2")
            #expect(a11ysnap("format", dir.path).status == 0)
            #expect(try dir.read("one/settings.json") == ExampleScreens.settings.canonicalJSON())
            #expect(try dir.read("two/three/settings.json") == ExampleScreens.settings.canonicalJSON())
            #expect(try dir.read("two/.settings.json.tmp-1-2") == Self.scrambled)
            #expect(a11ysnap("format", "--check", dir.path).status == 0)
        }
    }

    @Test("A directory without snapshot files gets a warning and exit 0")
    func emptyDirectory() throws {
        try TemporaryDirectory.with { dir in
            try dir.write("hello", to: "readme.txt")
            let run = a11ysnap("format", "--check", dir.path)
            #expect(run.status == 0)
            #expect(run.errors.contains("warning: \(dir.path): no snapshot files (*.json) in this directory"))
        }
    }
}
