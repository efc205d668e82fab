import A11ySnapshot
import ExampleScreens
import Foundation
import Testing

@Suite("diff command")
struct DiffCommandTests {
    /// Writes the two snapshots and runs `a11ysnap diff` on them with `options`.
    private func diff(_ reference: AccessibilitySnapshot, _ current: AccessibilitySnapshot, _ options: String...) throws -> CLIRun {
        try TemporaryDirectory.with { directory in
            let ref = try directory.write(reference.canonicalJSON(), to: "ref.json")
            let cur = try directory.write(current.canonicalJSON(), to: "cur.json")
            return a11ysnap(arguments: ["diff", ref, cur] + options)
        }
    }

    private var relabelled: AccessibilitySnapshot {
        var screen = ExampleScreens.login
        screen.elements[4].label = "Sign in"
        return screen
    }

    @Test("Equal snapshots exit 0")
    func equalSnapshots() throws {
        let run = try diff(ExampleScreens.login, ExampleScreens.login)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
    }

    @Test("A relabel exits 1 and reads as one element with its spoken form before and after")
    func relabelReport() throws {
        let run = try diff(ExampleScreens.login, relabelled)
        #expect(run.status == 1)
        #expect(run.output.contains("− Log in. Dimmed. Button."))
        #expect(run.output.contains("+ Sign in. Dimmed. Button."))
        #expect(run.output.contains("label: \"Log in\" → \"Sign in\""))
        #expect(!run.output.contains("\u{1B}["), "no colour when not on a terminal")
    }

    @Test("--format json prints the diff report with the change's kind, attribute and values")
    func jsonFormat() throws {
        let run = try diff(ExampleScreens.login, relabelled, "--format", "json")
        #expect(run.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let changes = try #require(report["changes"] as? [[String: Any]])
        #expect(changes.count == 1)
        #expect(changes.first?["kind"] as? String == "changed")
        #expect(changes.first?["attribute"] as? String == "label")
        #expect(changes.first?["after"] as? String == "Sign in")
    }

    @Test("--format markdown prints a summary table")
    func markdownFormat() throws {
        let run = try diff(ExampleScreens.login, relabelled, "--format", "markdown")
        #expect(run.output.contains("| Snapshot | Status |"))
    }

    @Test("--ignore frame makes a frame-only change equal")
    func ignoreFrame() throws {
        var moved = ExampleScreens.login
        moved.elements[0].frame = Frame(20, 110, 361, 41)
        #expect(try diff(ExampleScreens.login, moved).status == 1)
        #expect(try diff(ExampleScreens.login, moved, "--ignore", "frame").status == 0)
    }

    @Test("--tolerance widens frame equality")
    func tolerance() throws {
        var nudged = ExampleScreens.login
        nudged.elements[0].frame = Frame(17, 103, 361, 41)
        #expect(try diff(ExampleScreens.login, nudged).status == 1)
        #expect(try diff(ExampleScreens.login, nudged, "--tolerance", "1").status == 0)
    }

    @Test("--mask replaces matching text in labels and values before comparing")
    func mask() throws {
        var before = ExampleScreens.login
        before.elements[1].label = "Updated 9:41"
        var after = ExampleScreens.login
        after.elements[1].label = "Updated 10:02"
        #expect(try diff(before, after).status == 1)
        #expect(try diff(before, after, "--mask", "[0-9]+:[0-9]{2}").status == 0)
    }

    @Test("--ignore-id leaves an element out of both trees")
    func ignoreIdentifier() throws {
        var after = ExampleScreens.login
        after.elements[5].label = "Reset password"
        #expect(try diff(ExampleScreens.login, after, "--ignore-id", "login.forgot").status == 0)
    }

    @Test("--ignore-identifier treats matching identifiers as absent and keeps the element")
    func ignoreIdentifierPattern() throws {
        func inbox(_ session: String, label: String = "Reply") -> AccessibilitySnapshot {
            AccessibilitySnapshot(name: "inbox", viewport: Frame(0, 0, 393, 852),
                                  elements: [.button(label, identifier: "reply-\(session)")])
        }
        let pattern = "[0-9A-F]{8}-[0-9A-F]{4}"
        #expect(try diff(inbox("3F2504E0-4F89"), inbox("7C9E6679-7425"), "--ignore-identifier", pattern).status == 0)
        let relabelled = try diff(inbox("3F2504E0-4F89"), inbox("7C9E6679-7425", label: "Answer"), "--ignore-identifier", pattern)
        #expect(relabelled.status == 1)
        #expect(relabelled.output.contains("label: \"Reply\" → \"Answer\""))
        #expect(!relabelled.output.contains("identifier:"))
    }

    @Test("Bad option values are usage errors with exit 2", arguments: [
        ["--tolerance", "-1"], ["--tolerance", "wide"], ["--mask", "(unclosed"], ["--ignore-identifier", "(unclosed"],
        ["--ignore", "colour"], ["--format", "pdf"],
    ])
    func badOptions(options: [String]) throws {
        let run = try TemporaryDirectory.with { directory in
            let file = try directory.write(ExampleScreens.login.canonicalJSON(), to: "a.json")
            return a11ysnap(arguments: ["diff", file, file] + options)
        }
        #expect(run.status == 2)
        #expect(run.errors.contains("error:"))
        #expect(run.output.isEmpty)
    }

    @Test("A dump with nothing to focus is diffed with a warning that the capture may have failed")
    func emptyDumpWarns() throws {
        let (run, dump) = try TemporaryDirectory.with { directory in
            let reference = try directory.write(ExampleScreens.login.canonicalJSON(), to: "login.json")
            let dump = try directory.write(CompareCommandTests.failedMaestroCapture, to: "maestro.json")
            return (a11ysnap("diff", reference, dump), dump)
        }
        #expect(run.status == 1)
        #expect(run.errors == "warning: \(dump): no element a screen reader would focus; a capture that failed looks like this\n")
    }

    @Test("An invalid snapshot is reported with file, line and column, exit 2")
    func invalidInput() throws {
        let run = try TemporaryDirectory.with { directory in
            let good = try directory.write(ExampleScreens.login.canonicalJSON(), to: "good.json")
            let bad = try directory.write(Array("{\n  \"version\": 1,\n  \"name\": 7\n}\n".utf8), to: "bad.json")
            return a11ysnap("diff", good, bad)
        }
        #expect(run.status == 2)
        #expect(run.errors.contains("bad.json:3:11: error: expected a string for \"name\""))
        #expect(run.output.isEmpty)
    }
}

@Suite("compare command")
struct CompareCommandTests {
    @Test("Folders are compared pair by pair: changed, added and removed snapshots; exit 1")
    func changedAddedRemoved() throws {
        let run = try TemporaryDirectory.with { directory in
            var relabelled = ExampleScreens.login
            relabelled.elements[4].label = "Sign in"
            try directory.write(ExampleScreens.login.canonicalJSON(), to: "ref/Login/login.json")
            try directory.write(ExampleScreens.settings.canonicalJSON(), to: "ref/Settings/settings.json")
            try directory.write(ExampleScreens.tabBar.canonicalJSON(), to: "ref/Home/home.json")
            try directory.write(relabelled.canonicalJSON(), to: "cur/Login/login.json")
            try directory.write(ExampleScreens.tabBar.canonicalJSON(), to: "cur/Home/home.json")
            try directory.write(ExampleScreens.tabBar.canonicalJSON(), to: "cur/Profile/profile.json")
            return a11ysnap("compare", directory.url("ref"), directory.url("cur"), "--format", "json")
        }
        #expect(run.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let snapshots = try #require(report["snapshots"] as? [[String: Any]])
        let statuses = snapshots.map { "\($0["name"] as? String ?? "?")=\($0["status"] as? String ?? "?")" }
        #expect(statuses == ["Home/home=unchanged", "Login/login=changed", "Profile/profile=added", "Settings/settings=removed"])
    }

    @Test("--partial does not report references without a current file as removed")
    func partial() throws {
        let run = try TemporaryDirectory.with { directory in
            try directory.write(ExampleScreens.login.canonicalJSON(), to: "ref/Login/login.json")
            try directory.write(ExampleScreens.settings.canonicalJSON(), to: "ref/Settings/settings.json")
            try directory.write(ExampleScreens.login.canonicalJSON(), to: "cur/Login/login.json")
            return a11ysnap("compare", directory.url("ref"), directory.url("cur"), "--partial")
        }
        #expect(run.status == 0)
        #expect(!run.output.contains("removed"))
    }

    @Test("Identical folders exit 0")
    func identical() throws {
        let run = try TemporaryDirectory.with { directory in
            for screen in ExampleScreens.all {
                try directory.write(screen.canonicalJSON(), to: "ref/\(screen.name).json")
                try directory.write(screen.canonicalJSON(), to: "cur/\(screen.name).json")
            }
            return a11ysnap("compare", directory.url("ref"), directory.url("cur"))
        }
        #expect(run.status == 0)
    }

    @Test("An invalid file is reported and the command exits 2, after comparing the rest")
    func invalidFile() throws {
        let run = try TemporaryDirectory.with { directory in
            try directory.write(ExampleScreens.login.canonicalJSON(), to: "ref/a.json")
            try directory.write(Array("{".utf8), to: "cur/a.json")
            try directory.write(ExampleScreens.login.canonicalJSON(), to: "ref/b.json")
            try directory.write(ExampleScreens.login.canonicalJSON(), to: "cur/b.json")
            return a11ysnap("compare", directory.url("ref"), directory.url("cur"))
        }
        #expect(run.status == 2)
        #expect(run.errors.contains("cur/a.json:1:2: error:"))
    }

    /// Maestro's hierarchy when its capture failed: one zero-size node (mobile-dev-inc/Maestro#872).
    static let failedMaestroCapture = """
        { "attributes": {}, "children": [{ "attributes": { "bounds": "[0,0][0,0]", "enabled": "true" }, "children": [] }] }
        """

    @Test("A current dump with nothing to focus is compared with a warning that the capture may have failed")
    func emptyDumpWarns() throws {
        let (run, dump) = try TemporaryDirectory.with { directory in
            try directory.write(ExampleScreens.login.canonicalJSON(), to: "ref/login.json")
            let dump = try directory.write(Self.failedMaestroCapture, to: "cur/login.json")
            return (a11ysnap("compare", directory.url("ref"), directory.url("cur")), dump)
        }
        #expect(run.status == 1)
        #expect(run.errors == "warning: \(dump): no element a screen reader would focus; a capture that failed looks like this\n")
    }

    @Test("A missing folder is an error, exit 2")
    func missingFolder() {
        let run = a11ysnap("compare", "/nonexistent/ref", "/nonexistent/cur")
        #expect(run.status == 2)
        #expect(run.errors.contains("/nonexistent/ref"))
    }
}

@Suite("demo command")
struct DemoCommandTests {
    @Test("The demo prints the built-in pull request's report and exits 0")
    func demo() {
        let run = a11ysnap("demo")
        #expect(run.status == 0)
        #expect(run.output.contains("ExampleScreens/login"))
        #expect(run.output.contains("+ Sign in. Button."))
        #expect(run.output.contains("ExampleScreens/settings"))
        #expect(run.output.contains("traits: +link −button"))
        #expect(run.errors.isEmpty)
    }

    @Test("The demo's first line says it is a built-in example, and a legend explains the numbers")
    func demoIntroduction() {
        let lines = a11ysnap("demo").output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("Built-in example: ") == true)
        #expect(lines.dropFirst().first?.contains("[1.2] the third element inside the second") == true)
    }

    @Test("Machine-readable demo output has no introduction", arguments: ["markdown", "json"])
    func noIntroductionInOtherFormats(format: String) {
        #expect(!a11ysnap("demo", "--format", format).output.contains("Built-in example"))
    }

    @Test("The demo renders in every report format", arguments: ["text", "markdown", "json"])
    func formats(format: String) {
        let run = a11ysnap("demo", "--format", format)
        #expect(run.status == 0)
        #expect(!run.output.isEmpty)
    }
}
