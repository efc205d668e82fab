import A11ySnapshot
import Testing

/// `uiautomator dump` prints "UI hierchary dumped to: …" (its spelling); a capture that saves the
/// command's whole output has that line after the XML (`adb exec-out uiautomator dump /dev/tty`:
/// a Flutter pet app's five captures) or before it (a Compose list app's capture, after a
/// byte-order mark). The line is set aside; any other text around the XML is still an error.
@Suite("uiautomator dump: its status line")
struct UIAutomatorStatusLineImportTests {
    static let xml = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
        + #"<node class="android.widget.TextView" text="Pet Care" bounds="[0,0][1080,200]"/></hierarchy>"#

    private func labels(_ dump: String) throws -> [String] {
        try DumpImport.snapshot(fromDump: Array(dump.utf8), file: "dump.xml").elements.map(\.label)
    }

    private func importError(_ dump: String) -> DumpImportError? {
        do {
            _ = try DumpImport.snapshot(fromDump: Array(dump.utf8), file: "dump.xml")
            return nil
        } catch {
            return error
        }
    }

    @Test("the status line after the XML is set aside")
    func statusLineAfterTheXML() throws {
        #expect(try labels(Self.xml + "UI hierchary dumped to: /dev/tty\n") == ["Pet Care"])
    }

    @Test("the status line before the XML, after a byte-order mark, is set aside")
    func statusLineBeforeTheXML() throws {
        #expect(try labels("\u{FEFF}UI hierchary dumped to: /data/local/tmp/uidump.xml\n" + Self.xml) == ["Pet Care"])
    }

    @Test("an error after a status line is placed at the file's line and column")
    func errorKeepsTheFilesPosition() throws {
        let dump = "UI hierchary dumped to: /dev/tty\n" + #"<hierarchy rotation="0">"# + "\n" + #"<node class="x" bounds="[0,0][1,1]">"# + "</hierarchy>"
        let found = try #require(importError(dump))
        let error = found
        #expect(error.line == 3 && error.column == 37)
        #expect(error.message.contains("opened at 3:1"))
    }

    @Test("other text after the XML is still an error")
    func otherTextIsAnError() throws {
        let error = try #require(importError(Self.xml + "Saved.\n"))
        #expect(error.reason == .malformed)
    }
}
