import A11ySnapCLI
import A11ySnapshot
import ExampleScreens
import Foundation
import Testing

@Suite("git-diff command")
struct GitDiffCommandTests {
    /// The seven arguments git passes an external diff driver.
    private func driverArguments(path: String, old: String, new: String) -> [String] {
        ["git-diff", path, old, "1111111", "100644", new, "2222222", "100644"]
    }

    @Test("as a diff driver it prints a header and the semantic report, and exits 0 on changes")
    func driverReportsChanges() throws {
        try TemporaryDirectory.with { dir in
            let old = try dir.write(ExampleScreens.login.canonicalJSON(), to: "old.json")
            let new = try dir.write(DemoScreens.loginAfterRedesign.canonicalJSON(), to: "new.json")
            let run = a11ysnap(arguments: driverArguments(path: "__Snapshots__/login.json", old: old, new: new))
            #expect(run.status == 0)
            #expect(run.output.hasPrefix("a11ysnap diff a/__Snapshots__/login.json b/__Snapshots__/login.json\n"))
            #expect(run.output.contains("+ Sign in. Button."))
            #expect(run.output.contains("Violations"))
        }
    }

    @Test("an added file is compared with an empty screen, so every element shows as added")
    func addedFile() throws {
        try TemporaryDirectory.with { dir in
            let new = try dir.write(ExampleScreens.login.canonicalJSON(), to: "new.json")
            let run = a11ysnap(arguments: driverArguments(path: "login.json", old: "/dev/null", new: new))
            #expect(run.status == 0)
            #expect(run.output.contains("\(ExampleScreens.login.elementCount) elements added"))
        }
    }

    @Test("a deleted file is compared with an empty screen, so every element shows as removed")
    func deletedFile() throws {
        try TemporaryDirectory.with { dir in
            let old = try dir.write(ExampleScreens.login.canonicalJSON(), to: "old.json")
            let run = a11ysnap(arguments: driverArguments(path: "login.json", old: old, new: "/dev/null"))
            #expect(run.status == 0)
            #expect(run.output.contains("\(ExampleScreens.login.elementCount) elements removed"))
        }
    }

    @Test("a rename's nine arguments name the new path")
    func renamedFile() throws {
        try TemporaryDirectory.with { dir in
            let file = try dir.write(ExampleScreens.login.canonicalJSON(), to: "a.json")
            let run = a11ysnap(arguments: driverArguments(path: "old/a.json", old: file, new: file) + ["new/a.json", "similarity index 100%"])
            #expect(run.status == 0)
            #expect(run.output.hasPrefix("a11ysnap diff a/old/a.json b/new/a.json\n"))
        }
    }

    @Test("a snapshot that cannot be read is reported with its location and exit status 2")
    func unreadableSnapshot() throws {
        try TemporaryDirectory.with { dir in
            let broken = try dir.write("{\"version\": 1,", to: "broken.json")
            let good = try dir.write(ExampleScreens.login.canonicalJSON(), to: "good.json")
            let run = a11ysnap(arguments: driverArguments(path: "x.json", old: broken, new: good))
            #expect(run.status == 2)
            #expect(run.errors.hasPrefix(broken + ":1:15: error:"))
            #expect(run.output.isEmpty)
        }
    }

    @Test("a wrong number of driver arguments is a usage error")
    func wrongArgumentCount() {
        let run = a11ysnap("git-diff", "a.json", "b.json")
        #expect(run.status == 2)
        #expect(run.errors.contains("expected the 7 (or 9, for a rename) arguments git passes a diff driver, got 2"))
    }

    @Test("--textconv prints the spoken-form transcript of one file")
    func textconvPrintsTheTranscript() throws {
        try TemporaryDirectory.with { dir in
            let file = try dir.write(ExampleScreens.login.canonicalJSON(), to: "login.json")
            let run = a11ysnap("git-diff", "--textconv", file)
            #expect(run.status == 0)
            #expect(run.output == SpokenTranscript.render(ExampleScreens.login))
        }
    }

    @Test("--textconv takes exactly one file")
    func textconvTakesOneFile() {
        let run = a11ysnap("git-diff", "--textconv", "a.json", "b.json")
        #expect(run.status == 2)
        #expect(run.errors.contains("--textconv takes one FILE, got 2 arguments"))
    }
}
