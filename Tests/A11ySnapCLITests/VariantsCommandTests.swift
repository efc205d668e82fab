import A11ySnapshot
import ExampleScreens
import Foundation
import Testing

/// `a11ysnap variants`: each variant reference against its default screen.
@Suite("variants command")
struct VariantsCommandTests {
    @Test("--demo prints what the sign-in screen loses at AX5, and nothing for right-to-left")
    func demoReport() {
        let run = a11ysnap("variants", "--demo")
        #expect(run.status == 1)
        #expect(run.output == """
            __Snapshots__/LoginTests/loginScreen.ax5.json (accessibility size 5): 2 losses against loginScreen.json
              [1] cut: Use your Acme acc… — label cut at accessibility size 5: "Use your Acme acc…" (was "Use your Acme account to continue.")
              [5] overlap: Forgot password? Link. — overlaps [6] "Create an account"
            __Snapshots__/LoginTests/loginScreen.rtl.json (right-to-left): nothing lost against loginScreen.json
            2 variants compared: 2 losses in 1 variant

            """)
    }

    @Test("variant files are found next to their default screen in a folder")
    func folderOfReferences() throws {
        try TemporaryDirectory.with { dir in
            for (path, screen) in DemoScreens.variants { try dir.write(screen.canonicalJSON(), to: path) }
            try dir.write(ExampleScreens.settings.canonicalJSON(), to: "__Snapshots__/SettingsTests/settings.rtl.json")  // no default beside it
            let run = a11ysnap("variants", dir.url("__Snapshots__"), "--format", "json")
            #expect(run.status == 1)
            let root = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            #expect(root["losses"] as? Int == 2)
            #expect((root["variants"] as? [Any])?.count == 2)
        }
    }

    @Test("a folder whose variants lose nothing exits 0")
    func nothingLost() throws {
        try TemporaryDirectory.with { dir in
            try dir.write(ExampleScreens.login.canonicalJSON(), to: "s/login.json")
            try dir.write(DemoScreens.loginRightToLeft.canonicalJSON(), to: "s/login.rtl.json")
            let run = a11ysnap("variants", dir.url("s"))
            #expect(run.status == 0)
            #expect(run.output.hasSuffix("1 variant compared: nothing lost\n"))
        }
    }

    @Test("an invalid snapshot is reported at its line and column")
    func invalidSnapshot() throws {
        try TemporaryDirectory.with { dir in
            try dir.write("{\n  \"version\": 1,\n  \"name\": 7\n}\n", to: "s/login.ax5.json")
            let run = a11ysnap("variants", dir.url("s"))
            #expect(run.status == 2)
            #expect(run.errors.hasPrefix(dir.url("s/login.ax5.json") + ":3:"))
            #expect(run.output.isEmpty)
        }
    }

    @Test("--format html draws the default and variant screens side by side and lists the findings")
    func htmlReport() {
        let run = a11ysnap("variants", "--demo", "--format", "html")
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("<!DOCTYPE html>"))
        #expect(run.output.components(separatedBy: "<svg").count - 1 == 4, "two drawings per variant")
        #expect(run.output.contains("<b>overlap</b>: Forgot password? — overlaps [6] &quot;Create an account&quot;"))
        #expect(!run.output.contains("<script"))
    }

    @Test("-o writes the report to a file instead of standard output")
    func outputFile() throws {
        try expectOutputOptionWritesWhatIsPrinted(["variants", "--demo", "--format", "json"])
    }

    @Test("no path and no --demo is a usage error")
    func needsAPath() {
        let run = a11ysnap("variants")
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("error: give a reference folder or file, or --demo"))
    }
}
