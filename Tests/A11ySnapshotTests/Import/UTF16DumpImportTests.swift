import A11ySnapshot
import Testing

/// Dumps saved as UTF-16 with a byte-order mark, as Windows PowerShell 5.1's `>` writes
/// `adb exec-out uiautomator dump /dev/tty`, its status line included (76 of the 334 dumps of one
/// public Android project, CodingArthur/HKSmartCompanionAndroid), import as their UTF-8 would.
@Suite("UTF-16 dumps")
struct UTF16DumpImportTests {
    static let dump = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
        + #"<node class="android.widget.FrameLayout" package="hk.example" bounds="[0,0][1080,2400]">"#
        + #"<node class="android.widget.Button" package="hk.example" text="Best combined time 🚆" clickable="true" bounds="[40,300][1040,420]"/>"#
        + "</node></hierarchy>\r\nUI hierchary dumped to: /dev/tty\r\n"

    static func utf16(_ text: String, bigEndian: Bool = false) -> [UInt8] {
        (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + text.utf16.flatMap { unit in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
    }

    @Test("UTF-16 with a byte-order mark, either byte order, imports as its UTF-8 does", arguments: [false, true])
    func utf16WithByteOrderMarkImports(bigEndian: Bool) throws {
        let bytes = Self.utf16(Self.dump, bigEndian: bigEndian)
        #expect(DumpImport.detectFormat(of: bytes) == .uiautomatorXML)
        let snapshot = try DumpImport.snapshot(fromDump: bytes, file: "window_dump.xml")
        #expect(snapshot == (try DumpImport.snapshot(fromDump: Array(Self.dump.utf8), file: "window_dump.xml")))
        #expect(snapshot.elements.map(\.label) == ["Best combined time 🚆"])
    }

    @Test("an unpaired surrogate is an encoding error at its line and column")
    func unpairedSurrogateIsAnError() throws {
        var bytes = Self.utf16("<hierarchy>\n<node text=\"ab")
        bytes += [0x00, 0xD8] + Self.utf16("\"/></hierarchy>").dropFirst(2)
        let error = try #require(throws: DumpImportError.self) { try DumpImport.snapshot(fromDump: bytes, file: "dump.xml") }
        #expect(error.reason == .invalidEncoding)
        #expect((error.location.line, error.location.column) == (2, 15))
        #expect(error.message.contains("surrogate"))
    }

    @Test("an odd number of bytes is an encoding error")
    func oddLengthIsAnError() throws {
        let bytes = Self.utf16(Self.dump) + [0x3C]
        let error = try #require(throws: DumpImportError.self) { try DumpImport.snapshot(fromDump: bytes) }
        #expect(error.reason == .invalidEncoding)
        #expect(error.message.contains("odd number of bytes"))
    }

    @Test("UTF-16 without a byte-order mark is an encoding error, not an unknown format")
    func withoutByteOrderMarkIsAnEncodingError() throws {
        let bytes = Array(Self.utf16(Self.dump).dropFirst(2))
        let error = try #require(throws: DumpImportError.self) { try DumpImport.snapshot(fromDump: bytes) }
        #expect(error.reason == .invalidEncoding)
        #expect(error.message.contains("byte-order mark"))
    }
}
