import A11ySnapCLI
import ExampleScreens
import Foundation
import Testing

/// A path that cannot be read gets the same words from every command, with no made-up position,
/// and nothing is printed as a result before the error.
@Suite("Unreadable inputs")
struct UnreadableInputTests {
    @Test("A missing file reads the same in every command", arguments: [
        ["diff", "MISSING", "REFERENCE"], ["import", "MISSING"], ["format", "MISSING"], ["check", "MISSING"],
        ["compare", "MISSING", "FOLDER"], ["git-diff", "--textconv", "MISSING"],
    ])
    func missingFile(_ template: [String]) throws {
        try TemporaryDirectory.with { dir in
            let reference = try dir.write(ExampleScreens.login.canonicalJSON(), to: "login.json")
            let missing = dir.url("missing.json")
            let arguments = template.map { $0 == "MISSING" ? missing : $0 == "REFERENCE" ? reference : $0 == "FOLDER" ? dir.url("") : $0 }
            let run = a11ysnap(arguments: arguments)
            #expect(run.status == 2, "\(template)")
            #expect(run.errors.hasPrefix("\(missing): error: no such file or directory\n"), "\(template): \(run.errors)")
            #expect(!run.errors.contains("missing.json:1:1"))
        }
    }

    @Test("check on a missing folder prints only the error, no summary before it")
    func checkMissingFolderPrintsNoSummary() throws {
        try TemporaryDirectory.with { dir in
            let run = a11ysnap("check", dir.url("missing_dir"))
            #expect(run.status == 2)
            #expect(run.output.isEmpty)
            #expect(run.errors == "\(dir.url("missing_dir")): error: no such file or directory\n")
        }
    }

    @Test("A folder where a file belongs says so")
    func directoryWhereFileBelongs() throws {
        try TemporaryDirectory.with { dir in
            let reference = try dir.write(ExampleScreens.login.canonicalJSON(), to: "screens/login.json")
            let run = a11ysnap("diff", dir.url("screens"), reference)
            #expect(run.status == 2)
            #expect(run.errors.hasPrefix("\(dir.url("screens")): error: is a directory, not a file\n"))
        }
    }

    @Test("A file that is neither a snapshot nor a known dump says so and lists the formats")
    func unrecognisedDump() throws {
        try TemporaryDirectory.with { dir in
            let reference = try dir.write(ExampleScreens.login.canonicalJSON(), to: "login.json")
            let unknown = try dir.write("<screen><thing/></screen>\n", to: "unknown.xml")
            let run = a11ysnap("diff", unknown, reference)
            #expect(run.status == 2)
            #expect(run.errors.hasPrefix("\(unknown): error: neither a snapshot (a JSON object) nor a dump in a known format ("))
            #expect(run.errors.contains("appium-xml") && run.errors.contains("accessibilitysnapshot-json") && run.errors.contains("--from"))
            #expect(!run.errors.contains("expected '{'"))
        }
    }

    @Test("A broken snapshot still gets the reader's located error")
    func brokenSnapshotKeepsItsPosition() throws {
        try TemporaryDirectory.with { dir in
            let reference = try dir.write(ExampleScreens.login.canonicalJSON(), to: "login.json")
            let broken = try dir.write("{\n  \"version\": 1,\n  \"name\": 3\n}\n", to: "broken.json")
            let run = a11ysnap("diff", broken, reference)
            #expect(run.status == 2)
            #expect(run.errors.hasPrefix("\(broken):3:11: error: "))
        }
    }
}
