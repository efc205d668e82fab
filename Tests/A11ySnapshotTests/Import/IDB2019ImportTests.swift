import A11ySnapshot
import Testing

/// idb output from 2019 writes some `AXUniqueId` values as numbers and carries `AXHint`. The
/// key set follows idb-json/idb-docs-describe-point-settings-general.json in `../shared/real-trees`
/// (a later describe-point), with the 2019 differences written in by hand.
@Suite("idb 2019 output import")
struct IDB2019ImportTests {
    private func onlyElement(_ members: String) throws -> AccessibilityElement {
        let dump = #"{"AXFrame":"{{20, 264}, {362, 44}}","AXLabel":"General","type":"Button","role":"AXButton","enabled":true,"custom_actions":[],"AXValue":"",\#(members)}"#
        return try #require(try DumpImport.snapshot(fromDump: Array(dump.utf8)).elements.first)
    }

    @Test("a numeric AXUniqueId is the identifier, written as the number's text")
    func numericUniqueIdIsIdentifierText() throws {
        #expect(try onlyElement(#""AXUniqueId":42"#).identifier == "42")
    }

    @Test("a string AXUniqueId is still the identifier")
    func stringUniqueIdIsIdentifier() throws {
        #expect(try onlyElement(#""AXUniqueId":"com.apple.settings.general""#).identifier == "com.apple.settings.general")
    }

    @Test("AXHint is the hint")
    func axHintIsHint() throws {
        let element = try onlyElement(#""AXUniqueId":7,"AXHint":"Opens general settings""#)
        #expect(element.hint == "Opens general settings")
        #expect(element.identifier == "7")
    }

    @Test("help wins over AXHint when both are present")
    func helpWinsOverAXHint() throws {
        #expect(try onlyElement(#""AXUniqueId":"g","help":"From help","AXHint":"From AXHint""#).hint == "From help")
    }
}
