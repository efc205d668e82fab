@testable import A11ySnapshot
import Testing

/// A list of choices with a checkmark in a source without traits: old WDA sources of iOS
/// Settings' proxy page (crifan's book on iOS automation, the rows "关闭", "手动", "自动"), where
/// XCUI lists the checkmark as a disabled 14 × 11 pt button "更多信息" in the chosen row.
@Suite("VoiceOver focus: a list of choices with a checkmark")
struct XCUIChoiceRowsImportTests {
    private static func row(_ label: String, y: Int, checked: Bool) -> String {
        let checkmark = checked
            ? #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="更多信息" label="更多信息" enabled="false" visible="true" x="380" y="\#(y + 17)" width="14" height="11"/>"#
            : ""
        return #"""
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" x="0" y="\#(y)" width="414" height="45">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="\#(label)" name="\#(label)" label="\#(label)" enabled="true" visible="true" x="20" y="\#(y)" width="350" height="45"/>
              \#(checkmark)
            </XCUIElementTypeCell>
            """#
    }

    private static func choices(checked: String) throws -> AccessibilitySnapshot {
        let rows = [("关闭", 99), ("手动", 144), ("自动", 189)].map { row($0.0, y: $0.1, checked: $0.0 == checked) }
        return try XCUIFocusImportTests.importing("""
            <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" x="0" y="0" width="414" height="736">
            \(rows.joined(separator: "\n"))
            </XCUIElementTypeTable>
            """)
    }

    @Test("each row of a list with a checkmark is one element, the checked one selected, the checkmark no stop")
    func checkedRowIsSelected() throws {
        let elements = try Self.choices(checked: "关闭").allElements
        #expect(elements.map(\.label) == ["关闭", "手动", "自动"])
        #expect(elements.map(\.type) == [.cell, .cell, .cell])
        #expect(elements.map { $0.traits.contains(.selected) } == [true, false, false])
    }

    @Test("moving the checkmark is two Selected changes in the diff, nothing else")
    func movingTheCheckmarkIsTwoTraitChanges() throws {
        let diff = SnapshotDiff(reference: try Self.choices(checked: "关闭"), current: try Self.choices(checked: "手动"))
        #expect(diff.changes.map { "\($0.element.label): \($0.attributeChange.map { "\($0.attribute)" } ?? "\($0.kind)")" }
            == ["关闭: traits", "手动: traits"])
    }

    @Test("a row's disabled chevron is no checkmark: rows of a list of links stay as they are")
    func chevronIsNoCheckmark() throws {
        let snapshot = try XCUIFocusImportTests.importing("""
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" x="0" y="99" width="414" height="45">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="General" name="General" label="General" enabled="true" visible="true" x="20" y="99" width="350" height="45"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="chevron.forward" label="chevron.forward" enabled="false" visible="true" x="385" y="114" width="11" height="15"/>
            </XCUIElementTypeCell>
            """)
        #expect(snapshot.allElements.map(\.label) == ["General"])
        #expect(snapshot.allElements.allSatisfy { !$0.traits.contains(.selected) })
    }
}
