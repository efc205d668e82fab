@testable import A11ySnapshot
import Testing

/// WebDriverAgent calls a table cell accessible when the cell or its first child is an
/// accessibility element, so a row that draws an icon first reads `accessible="false"` and its
/// text `accessible="true"`. Shaped after an iOS 17.3 Settings page source in Chinese
/// (codeskyblue/uiautodev), whose 17 rows had imported as their 35 × 21 pt texts; VoiceOver
/// focuses each row.
@Suite("WDA cell accessibility")
struct WDACellAccessibilityImportTests {
    static func importing(_ cell: String) throws -> AccessibilitySnapshot {
        try ImportExpectations.snapshot(Array("""
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="414" height="896">
            <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" accessible="false" x="0" y="0" width="414" height="896">
            \(cell)
            </XCUIElementTypeTable>
            </XCUIElementTypeApplication>
            """.utf8), with: AppiumXMLReader.self)
    }

    static let settingsRow = """
        <XCUIElementTypeCell type="XCUIElementTypeCell" name="Notifications" label="Notifications" enabled="true" visible="true" accessible="false" x="20" y="89" width="374" height="46">
          <XCUIElementTypeImage type="XCUIElementTypeImage" enabled="true" visible="true" accessible="false" x="40" y="97" width="29" height="30"/>
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Notifications" name="NOTIFICATIONS_ID" label="Notifications" enabled="true" visible="true" accessible="true" x="84" y="102" width="95" height="21"/>
          <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="84" y="134" width="310" height="1"/>
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="chevron" label="chevron" enabled="false" visible="true" accessible="false" x="363" y="104" width="11" height="15"/>
        </XCUIElementTypeCell>
        """

    @Test("a labelled row whose icon comes first is one element, the row, though WDA says it is not accessible")
    func rowWithLeadingIconIsOneElement() throws {
        let elements = try Self.importing(Self.settingsRow).allElements
        #expect(elements.map(\.label) == ["Notifications"])
        #expect(elements.first?.type == .cell)
        #expect(elements.first?.frame == Frame(20, 89, 374, 46))
    }

    @Test("WDA's JSON source states the row with isAccessible, and imports the same way")
    func jsonSourceRow() throws {
        let snapshot = try ImportExpectations.snapshot(Array("""
            {"type": "XCUIElementTypeApplication", "isEnabled": true, "rect": {"x": 0, "y": 0, "width": 414, "height": 896}, "children": [
              {"type": "XCUIElementTypeCell", "name": "Notifications", "label": "Notifications", "isEnabled": true, "isAccessible": false,
               "rect": {"x": 20, "y": 89, "width": 374, "height": 46}, "children": [
                {"type": "XCUIElementTypeImage", "isEnabled": true, "isAccessible": false, "rect": {"x": 40, "y": 97, "width": 29, "height": 30}},
                {"type": "XCUIElementTypeStaticText", "name": "NOTIFICATIONS_ID", "label": "Notifications", "value": "Notifications",
                 "isEnabled": true, "isAccessible": true, "rect": {"x": 84, "y": 102, "width": 95, "height": 21}}]}]}
            """.utf8), with: WDAJSONReader.self)
        #expect(snapshot.allElements.map(\.label) == ["Notifications"])
        #expect(snapshot.allElements.first?.frame == Frame(20, 89, 374, 46))
    }

    @Test("a row holding a control stays a container whose control VoiceOver reaches")
    func rowHoldingAControlStaysAContainer() throws {
        let elements = try Self.importing("""
            <XCUIElementTypeCell type="XCUIElementTypeCell" name="ada said, Lovely" label="ada said, Lovely" enabled="true" visible="true" accessible="false" x="0" y="335" width="428" height="81">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Lovely" name="Lovely" label="Lovely" enabled="true" visible="true" accessible="true" x="60" y="345" width="200" height="20"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Like" label="Like" enabled="true" visible="true" accessible="true" x="380" y="345" width="40" height="40"/>
            </XCUIElementTypeCell>
            """).allElements
        #expect(elements.contains { $0.label == "Like" && $0.type == .button })
        #expect(!elements.contains { $0.type == .cell && $0.children.isEmpty })
    }

    @Test("a row whose text says more than its label stays a container of that text")
    func rowWhoseTextSaysMoreStaysAContainer() throws {
        let elements = try Self.importing("""
            <XCUIElementTypeCell type="XCUIElementTypeCell" name="Wi-Fi" label="Wi-Fi" enabled="true" visible="true" accessible="false" x="20" y="89" width="374" height="46">
              <XCUIElementTypeImage type="XCUIElementTypeImage" enabled="true" visible="true" accessible="false" x="40" y="97" width="29" height="30"/>
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Home network" name="Home network" label="Home network" enabled="true" visible="true" accessible="true" x="84" y="102" width="120" height="21"/>
            </XCUIElementTypeCell>
            """).allElements
        #expect(elements.contains { $0.label == "Home network" && $0.type == .staticText })
    }
}
