import A11ySnapshot
import Testing

/// idb output from 2019 writes `AXUniqueId` values as numbers, handles that change from run to
/// run (facebook/idb#543), and carries `AXHint`. The
/// key set follows idb-json/idb-docs-describe-point-settings-general.json in `../shared/real-trees`
/// (a later describe-point), with the 2019 differences written in by hand.
@Suite("idb 2019 output import")
struct IDB2019ImportTests {
    private func onlyElement(_ members: String) throws -> AccessibilityElement {
        let dump = #"{"AXFrame":"{{20, 264}, {362, 44}}","AXLabel":"General","type":"Button","role":"AXButton","enabled":true,"custom_actions":[],"AXValue":"",\#(members)}"#
        return try #require(try DumpImport.snapshot(fromDump: Array(dump.utf8)).elements.first)
    }

    @Test("a numeric AXUniqueId, a handle that changes from run to run, is no identifier")
    func numericUniqueIdIsNoIdentifier() throws {
        #expect(try onlyElement(#""AXUniqueId":125312912"#).identifier == nil)
    }

    /// facebook/idb#543: one button captured twice, relabelled and given a hint in between.
    @Test("a button relabelled between two 2019 captures is one element changed, not one removed and one added")
    func relabelAcrossCapturesIsOneChange() throws {
        func capture(_ members: String) throws -> AccessibilitySnapshot {
            try DumpImport.snapshot(fromDump: Array(#"[{"AXFrame":"{{278.67, 170.33}, {127.33, 30}}","type":"Button","traits":["Button"],\#(members)}]"#.utf8))
        }
        let before = try capture(#""AXUniqueId":125312912,"AXLabel":"Tough button""#)
        let after = try capture(#""AXUniqueId":57429264,"AXLabel":"toughButtonLabel","AXHint":"theHint""#)
        let diff = SnapshotDiff(reference: before, current: after)
        #expect(diff.reported == [
            .changed("0", "toughButtonLabel", .label, .text("Tough button"), .text("toughButtonLabel")),
            .changed("0", "toughButtonLabel", .hint, .absent, .text("theHint")),
        ])
    }

    @Test("a string AXUniqueId is still the identifier")
    func stringUniqueIdIsIdentifier() throws {
        #expect(try onlyElement(#""AXUniqueId":"com.apple.settings.general""#).identifier == "com.apple.settings.general")
    }

    @Test("AXHint is the hint")
    func axHintIsHint() throws {
        let element = try onlyElement(#""AXUniqueId":7,"AXHint":"Opens general settings""#)
        #expect(element.hint == "Opens general settings")
    }

    @Test("help wins over AXHint when both are present")
    func helpWinsOverAXHint() throws {
        #expect(try onlyElement(#""AXUniqueId":"g","help":"From help","AXHint":"From AXHint""#).hint == "From help")
    }
}
