import A11ySnapshot
import ExampleScreens
import Foundation
import Testing

/// `a11ysnap accept ARTIFACTS [REFS]`: a CI run's failing snapshots become the references, each
/// change printed in spoken form, atomically, only what matches --only, nothing under --dry-run.
@Suite("accept command")
struct AcceptCommandTests {
    private func named(_ snapshot: AccessibilitySnapshot, _ name: String) -> [UInt8] {
        var copy = snapshot
        copy.name = name
        return copy.canonicalJSON()
    }

    /// A reference folder with the login screen, and artifacts holding its redesign.
    private func withFailingRun(_ body: (TemporaryDirectory) throws -> Void) throws {
        try TemporaryDirectory.with { dir in
            try dir.write(named(ExampleScreens.login, "LoginTests/loginScreen"), to: "__Snapshots__/LoginTests/loginScreen.json")
            try dir.write(named(DemoScreens.loginAfterRedesign, "LoginTests/loginScreen"), to: "artifacts/LoginTests/loginScreen.json")
            try dir.write("# a11ysnap test run\n", to: "artifacts/test-runs/20261125T000000.000Z-1.txt")
            try body(dir)
        }
    }

    @Test("a failing snapshot replaces its reference, and the change is printed in spoken form")
    func acceptsAndPrintsTheChange() throws {
        try withFailingRun { dir in
            let run = a11ysnap("accept", dir.url("artifacts"), dir.url("__Snapshots__"))
            #expect(run.status == 0)
            let (reference, artifact) = (try dir.read("__Snapshots__/LoginTests/loginScreen.json"), try dir.read("artifacts/LoginTests/loginScreen.json"))
            #expect(reference == artifact)
            #expect(run.output.hasPrefix(dir.url("__Snapshots__/LoginTests/loginScreen.json") + ": 4 elements changed"))
            #expect(run.output.contains("label: \"Log in\" → \"Sign in\""))
            #expect(run.errors == "accepted 1 snapshot into \(dir.url("__Snapshots__"))\n")
        }
    }

    @Test("--dry-run prints the same and writes nothing")
    func dryRunWritesNothing() throws {
        try withFailingRun { dir in
            let before = try dir.read("__Snapshots__/LoginTests/loginScreen.json")
            let run = a11ysnap("accept", dir.url("artifacts"), dir.url("__Snapshots__"), "--dry-run")
            #expect(run.status == 0)
            #expect(run.output.contains("label: \"Log in\" → \"Sign in\""))
            let after = try dir.read("__Snapshots__/LoginTests/loginScreen.json")
            #expect(after == before)
            #expect(run.errors.hasPrefix("would accept 1 snapshot"))
        }
    }

    @Test("--only accepts just the snapshots whose path matches")
    func onlyFilters() throws {
        try withFailingRun { dir in
            try dir.write(named(DemoScreens.settingsAfterRefactor, "SettingsTests/settings"), to: "artifacts/SettingsTests/settings.json")
            let run = a11ysnap("accept", dir.url("artifacts"), dir.url("__Snapshots__"), "--only", "SettingsTests/*")
            #expect(run.status == 0)
            #expect(FileManager.default.fileExists(atPath: dir.url("__Snapshots__/SettingsTests/settings.json")))
            let login = try dir.read("__Snapshots__/LoginTests/loginScreen.json")
            #expect(login == named(ExampleScreens.login, "LoginTests/loginScreen"))
            #expect(run.output.contains("new reference"))
        }
    }

    @Test("an invalid snapshot is reported at its line and column and not copied; the others still are")
    func invalidSnapshotIsNotCopied() throws {
        try withFailingRun { dir in
            try dir.write("{\n  \"version\": 1,\n  \"name\": 7\n}\n", to: "artifacts/BrokenTests/broken.json")
            let run = a11ysnap("accept", dir.url("artifacts"), dir.url("__Snapshots__"))
            #expect(run.status == 2)
            #expect(run.errors.contains(dir.url("artifacts/BrokenTests/broken.json") + ":3:"))
            #expect(!FileManager.default.fileExists(atPath: dir.url("__Snapshots__/BrokenTests/broken.json")))
            let (reference, artifact) = (try dir.read("__Snapshots__/LoginTests/loginScreen.json"), try dir.read("artifacts/LoginTests/loginScreen.json"))
            #expect(reference == artifact, "the valid snapshot was accepted")
        }
    }

    /// `adb pull` always writes `window_dump.xml`, and an import names the snapshot after its file.
    @Test("a snapshot that changed only its name says so, not that it was rewritten in canonical form")
    func nameOnlyChangeIsNamed() throws {
        try TemporaryDirectory.with { dir in
            try dir.write(named(ExampleScreens.login, "youtube-window_dump"), to: "__Snapshots__/youtube.json")
            try dir.write(named(ExampleScreens.login, "window_dump"), to: "artifacts/youtube.json")
            let run = a11ysnap("accept", dir.url("artifacts"), dir.url("__Snapshots__"))
            #expect(run.status == 0)
            #expect(run.output == dir.url("__Snapshots__/youtube.json") + ": the name changed from \"youtube-window_dump\" to \"window_dump\"; the tree is unchanged\n")
        }
    }

    @Test("an artifact in another layout (keys reordered, other spacing) is written in canonical form")
    func writesCanonicalForm() throws {
        try TemporaryDirectory.with { dir in
            try dir.write(named(ExampleScreens.login, "A/b"), to: "__Snapshots__/A/b.json")
            var redesign = DemoScreens.loginAfterRedesign
            redesign.name = "A/b"
            let scrambled = ScrambledJSON.write(redesign)
            #expect(scrambled != redesign.canonicalJSON())
            try dir.write(scrambled, to: "artifacts/A/b.json")
            let run = a11ysnap("accept", dir.url("artifacts"), dir.url("__Snapshots__"))
            #expect(run.status == 0)
            #expect(try dir.read("__Snapshots__/A/b.json") == redesign.canonicalJSON())
        }
    }

    @Test("a snapshot identical to its reference is skipped and counted")
    func identicalIsSkipped() throws {
        try TemporaryDirectory.with { dir in
            try dir.write(named(ExampleScreens.login, "A/b"), to: "__Snapshots__/A/b.json")
            try dir.write(named(ExampleScreens.login, "A/b"), to: "artifacts/A/b.json")
            let run = a11ysnap("accept", dir.url("artifacts"), dir.url("__Snapshots__"))
            #expect(run.status == 0)
            #expect(run.output.isEmpty)
            #expect(run.errors == "accepted 0 snapshots into \(dir.url("__Snapshots__")); 1 already matched its reference\n")
        }
    }

    @Test("nothing is written through a symbolic link in the reference folder")
    func refusesLinks() throws {
        try withFailingRun { dir in
            try FileManager.default.createDirectory(atPath: dir.url("elsewhere"), withIntermediateDirectories: true)
            try FileManager.default.removeItem(atPath: dir.url("__Snapshots__/LoginTests/loginScreen.json"))
            try FileManager.default.createSymbolicLink(atPath: dir.url("__Snapshots__/LoginTests/loginScreen.json"),
                                                       withDestinationPath: dir.url("elsewhere/target.json"))
            let run = a11ysnap("accept", dir.url("artifacts"), dir.url("__Snapshots__"))
            #expect(run.status == 2)
            #expect(run.errors.contains("symbolic link"))
            #expect(!FileManager.default.fileExists(atPath: dir.url("elsewhere/target.json")))
        }
    }

    @Test("a missing artifacts folder is an error without a position")
    func missingFolder() throws {
        try TemporaryDirectory.with { dir in
            let run = a11ysnap("accept", dir.url("nope"), dir.url("__Snapshots__"))
            #expect(run.status == 2)
            #expect(run.errors == "\(dir.url("nope")): error: no such file or directory\n")
        }
    }
}
