import A11ySnapCLI
import A11ySnapshot
import Foundation
import Testing

@Suite("import command")
struct ImportCommandTests {
    /// A small idb describe-all dump, written for these tests.
    static let idbDump = """
        [
          {"AXLabel": "Settings", "AXFrame": "{{0, 0}, {390, 844}}", "type": "Application", "enabled": true, "role": "AXApplication"},
          {"AXLabel": "Wi-Fi", "AXValue": "1", "AXUniqueId": "wifi", "AXFrame": "{{16, 100}, {358, 44}}", "type": "Switch", "enabled": true, "role": "AXSwitch"},
          {"AXLabel": "About", "AXFrame": "{{16, 160}, {358, 44}}", "type": "Button", "enabled": false, "role": "AXButton"}
        ]
        """

    @Test("prints the canonical snapshot of a dump, detecting its format from the content")
    func printsTheSnapshot() throws {
        try TemporaryDirectory.with { dir in
            let dump = try dir.write(Self.idbDump, to: "screen.txt")
            let run = a11ysnap("import", dump)
            #expect(run.status == 0)
            let snapshot = try AccessibilitySnapshot(json: Array(run.output.utf8))
            #expect(snapshot.name == "screen")
            #expect(snapshot.viewport == Frame(0, 0, 390, 844))
            #expect(snapshot.elements.map(\.label) == ["Wi-Fi", "About"])
            #expect(snapshot.elements[1].isEnabled == false)
        }
    }

    @Test("-o writes the snapshot to a file and says what it read")
    func writesTheSnapshot() throws {
        try TemporaryDirectory.with { dir in
            let dump = try dir.write(Self.idbDump, to: "dump.json")
            let out = dir.url("__Snapshots__/Settings/settings.json")
            let run = a11ysnap("import", dump, "-o", out, "--name", "Settings/settings")
            #expect(run.status == 0)
            #expect(run.output.isEmpty)
            #expect(run.errors == "wrote \(out): 2 elements, read as idb-json\n")
            #expect(try AccessibilitySnapshot(contentsOfFile: out).name == "Settings/settings")
        }
    }

    /// `adb pull` writes every dump as `window_dump.xml`: a reference named after it would change
    /// name on each import.
    @Test("without --name, -o names the snapshot after the file it writes, not the dump's file")
    func namedAfterTheOutputFile() throws {
        try TemporaryDirectory.with { dir in
            let dump = try dir.write(Self.idbDump, to: "window_dump.json")
            let out = dir.url("__Snapshots__/Settings/settings.json")
            #expect(a11ysnap("import", dump, "-o", out).status == 0)
            #expect(try AccessibilitySnapshot(contentsOfFile: out).name == "settings")
            #expect(a11ysnap("import", dump).output.contains("\"name\": \"window_dump\""))
        }
    }

    /// WebDriverAgent's page source of the Contacts app when its snapshot failed
    /// (appium/appium#14247): the application and nothing in it.
    @Test("a dump with nothing to focus imports with a warning that the capture may have failed")
    func emptyDumpWarns() throws {
        try TemporaryDirectory.with { dir in
            let dump = try dir.write(#"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Contacts" label="Contacts" enabled="true" visible="true" x="0" y="0" width="375" height="667"/></AppiumAUT>"#, to: "contacts.xml")
            let run = a11ysnap("import", dump)
            #expect(run.status == 0)
            #expect(run.errors == "warning: \(dump): no element a screen reader would focus; a capture that failed looks like this\n")
            #expect(try AccessibilitySnapshot(json: Array(run.output.utf8)).elements.isEmpty)
        }
    }

    /// A React Native page source cut by WebDriverAgent's default snapshotMaxDepth (shaped after
    /// NicolasMassart/appium-wdio-ios-nesting-test: nested views down to level 50).
    @Test("a page source cut by WebDriverAgent's default depth limit imports with a warning saying how to capture it whole")
    func depthLimitWarns() throws {
        try TemporaryDirectory.with { dir in
            var xml = #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="appium" label="appium" enabled="true" visible="true" x="0" y="0" width="375" height="812">"#
            xml += #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Nesting 37" label="Nesting 37" enabled="true" visible="true" accessible="true" x="0" y="60" width="375" height="19"/>"#
            for level in 2...50 {
                xml += #"<XCUIElementTypeOther type="XCUIElementTypeOther" name="L\#(level)" label="L\#(level)" enabled="true" visible="true" accessible="false" x="0" y="100" width="375" height="400">"#
            }
            xml += String(repeating: "</XCUIElementTypeOther>", count: 49) + "</XCUIElementTypeApplication></AppiumAUT>"
            let dump = try dir.write(xml, to: "nesting.xml")
            let run = a11ysnap("import", dump)
            #expect(run.status == 0)
            #expect(run.errors == "warning: \(dump): the tree stops at level 50, WebDriverAgent's default snapshotMaxDepth, so deeper views are missing; "
                + "raise the setting (XCTest serves up to 62 levels) and capture again\n")
        }
    }

    @Test("--keep-roots keeps the application node")
    func keepRoots() throws {
        try TemporaryDirectory.with { dir in
            let dump = try dir.write(Self.idbDump, to: "dump.json")
            let snapshot = try AccessibilitySnapshot(json: Array(a11ysnap("import", dump, "--keep-roots").output.utf8))
            #expect(snapshot.elements.first?.type == .application)
        }
    }

    @Test("--keep-system-ui keeps the status bar the import leaves out by default")
    func keepSystemUI() throws {
        try TemporaryDirectory.with { dir in
            // An app window and SystemUI's status-bar window, as a multi-window uiautomator dump has them.
            let dump = try dir.write("""
                <hierarchy rotation="0">\
                <node class="android.widget.TextView" package="com.example.chat" text="Inbox" bounds="[0,0][1080,2340]"/>\
                <node class="android.widget.TextView" package="com.android.systemui" text="11:35" bounds="[0,0][1080,92]"/>\
                </hierarchy>
                """, to: "window_dump.xml")
            let canonical = try AccessibilitySnapshot(json: Array(a11ysnap("import", dump).output.utf8))
            #expect(canonical.elements.map(\.label) == ["Inbox"])
            let kept = try AccessibilitySnapshot(json: Array(a11ysnap("import", dump, "--keep-system-ui").output.utf8))
            #expect(kept.elements.map(\.label) == ["Inbox", "11:35"])
        }
    }

    @Test("--from forces a format, and a dump that is not in it gets a located error")
    func fromForcesTheFormat() throws {
        try TemporaryDirectory.with { dir in
            let dump = try dir.write(Self.idbDump, to: "dump.json")
            let run = a11ysnap("import", dump, "--from", "maestro-json")
            #expect(run.status == 2)
            #expect(run.errors.hasPrefix(dump + ":"))
            #expect(run.output.isEmpty)
        }
    }

    @Test("an unrecognized file lists the supported formats")
    func unrecognizedFormat() throws {
        try TemporaryDirectory.with { dir in
            let dump = try dir.write("hello, world\n", to: "notes.txt")
            let run = a11ysnap("import", dump)
            #expect(run.status == 2)
            #expect(run.errors.contains("\(dump):1:1: error: not a format a11ysnap can import; supported: appium-xml"))
            #expect(run.errors.contains("pass --from FORMAT"))
        }
    }

    /// A capture script's log line saved before a uiautomator dump (a car app's crawler).
    @Test("a dump after a log line is refused with the line the dump starts on")
    func logLineBeforeTheDump() throws {
        try TemporaryDirectory.with { dir in
            let dump = try dir.write("[DeviceManager] Found USB device\n<?xml version='1.0' encoding='UTF-8'?>\n<hierarchy rotation=\"0\"/>\n",
                                     to: "ui_dump.xml")
            let run = a11ysnap("import", dump)
            #expect(run.status == 2)
            #expect(run.errors.contains("\(dump):1:1: error: expected the dump to start at line 1, found text before it"))
            #expect(run.errors.contains("the XML on line 2 looks like the dump"))
        }
    }

    @Test("an empty file is an error, and nothing is written")
    func emptyFile() throws {
        try TemporaryDirectory.with { dir in
            let dump = try dir.write("", to: "empty.json")
            let out = dir.url("out.json")
            let run = a11ysnap("import", dump, "-o", out)
            #expect(run.status == 2)
            #expect(run.errors.contains("the file is empty"))
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    @Test("diff imports dumps on the fly")
    func diffImportsDumps() throws {
        try TemporaryDirectory.with { dir in
            let before = try dir.write(Self.idbDump, to: "before.json")
            let after = try dir.write(Self.idbDump.replacingOccurrences(of: "\"About\"", with: "\"About this iPhone\""), to: "after.json")
            let run = a11ysnap("diff", before, after)
            #expect(run.status == 1)
            #expect(run.output.contains("label: \"About\" → \"About this iPhone\""))
        }
    }
}
