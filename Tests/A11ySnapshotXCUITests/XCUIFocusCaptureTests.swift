#if os(Linux)
import A11ySnapshot
@testable import A11ySnapshotXCUI
import AppleShim
import Foundation
import Testing

/// Live capture and imported dumps share one focus model (docs/IMPORT.md, *What VoiceOver
/// focuses in an XCUI tree*): a UI test records what VoiceOver focuses, not every view XCUI lists.
@Suite("XCUIElement capture: VoiceOver focus")
@MainActor
struct XCUIFocusCaptureTests {
    static let screen = CGRect(x: 0, y: 0, width: 402, height: 874)

    /// iOS Settings > General as `XCUIElement.snapshot()` returns it (the shape of WDA sources
    /// without traits, shirates-core's Settings dumps in `../shared/real-trees`): a navigation
    /// bar named only by its identifier, then rows of cell > button > text, with a disabled
    /// chevron button and an unlabelled icon, and the table's scroll indicator.
    static func settingsGeneral() -> FakeElementSnapshot {
        func node(_ type: XCUIElement.ElementType, _ label: String, _ frame: CGRect, identifier: String = "",
                  enabled: Bool = true, _ children: [any XCUIElementSnapshot] = []) -> FakeElementSnapshot {
            var node = FakeElementSnapshot(type, label: label, frame: frame, children: children)
            node.identifier = identifier
            node.isEnabled = enabled
            return node
        }
        func row(_ label: String, y: CGFloat) -> FakeElementSnapshot {
            node(.cell, label, CGRect(x: 20, y: y, width: 362, height: 54), [
                node(.other, "", CGRect(x: 20, y: y, width: 332, height: 54), [
                    node(.button, label, CGRect(x: 34, y: y + 13, width: 88, height: 28), [
                        node(.staticText, label, CGRect(x: 34, y: y + 13, width: 88, height: 28)),
                        node(.image, "", CGRect(x: 34, y: y + 12, width: 28, height: 29)),
                    ]),
                ]),
                node(.button, "chevron", CGRect(x: 351, y: y + 19, width: 11, height: 15), enabled: false),
            ])
        }
        var scrollBar = node(.other, "Vertical scroll bar, 2 pages", CGRect(x: 390, y: 116, width: 8, height: 724))
        scrollBar.value = "0%"
        return node(.application, "Settings", screen, [
            node(.window, "", screen, [
                node(.navigationBar, "", CGRect(x: 0, y: 62, width: 402, height: 54), identifier: "General", [
                    node(.button, "Settings", CGRect(x: 16, y: 62, width: 44, height: 44)),
                    node(.staticText, "General", CGRect(x: 165, y: 73, width: 72, height: 22)),
                ]),
                node(.table, "", screen, [row("About", y: 391), row("Fonts", y: 444), scrollBar, scrollBar]),
            ]),
        ])
    }

    /// The same screen as a WebDriverAgent page source without `accessible` and `traits`.
    static let settingsGeneralSource = """
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Settings" label="Settings" enabled="true" visible="true" x="0" y="0" width="402" height="874">
          <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="402" height="874">
            <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="General" enabled="true" visible="true" x="0" y="62" width="402" height="54">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Settings" label="Settings" enabled="true" visible="true" x="16" y="62" width="44" height="44"/>
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="General" label="General" value="General" enabled="true" visible="true" x="165" y="73" width="72" height="22"/>
            </XCUIElementTypeNavigationBar>
            <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" x="0" y="0" width="402" height="874">
        \(row("About", y: 391))
        \(row("Fonts", y: 444))
              <XCUIElementTypeOther type="XCUIElementTypeOther" name="Vertical scroll bar, 2 pages" label="Vertical scroll bar, 2 pages" value="0%" enabled="true" visible="true" x="390" y="116" width="8" height="724"/>
              <XCUIElementTypeOther type="XCUIElementTypeOther" name="Vertical scroll bar, 2 pages" label="Vertical scroll bar, 2 pages" value="0%" enabled="true" visible="true" x="390" y="116" width="8" height="724"/>
            </XCUIElementTypeTable>
          </XCUIElementTypeWindow>
        </XCUIElementTypeApplication>
        """

    static func row(_ label: String, y: Int) -> String {
        """
              <XCUIElementTypeCell type="XCUIElementTypeCell" name="\(label)" label="\(label)" enabled="true" visible="true" x="20" y="\(y)" width="362" height="54">
                <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="20" y="\(y)" width="332" height="54">
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="\(label)" label="\(label)" enabled="true" visible="true" x="34" y="\(y + 13)" width="88" height="28">
                    <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="\(label)" label="\(label)" value="\(label)" enabled="true" visible="true" x="34" y="\(y + 13)" width="88" height="28"/>
                    <XCUIElementTypeImage type="XCUIElementTypeImage" enabled="true" visible="true" x="34" y="\(y + 12)" width="28" height="29"/>
                  </XCUIElementTypeButton>
                </XCUIElementTypeOther>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="chevron" label="chevron" enabled="false" visible="true" x="351" y="\(y + 19)" width="11" height="15"/>
              </XCUIElementTypeCell>
        """
    }

    func capture() throws -> AccessibilitySnapshot {
        let tree = Self.settingsGeneral()
        return try XCUIAccessibilityCapture.snapshot(of: XCUIElement { tree }, name: "General")
    }

    @Test("A Settings row captured live is one focus stop: no inner button, text, icon or chevron")
    func settingsRowIsOneFocusStop() throws {
        let captured = try capture()
        #expect(captured.elements.map(\.label) == ["Settings", "General", "About", "Fonts"])
        #expect(captured.elements.map(\.type) == [.button, .staticText, .cell, .cell])
        #expect(captured.elements.allSatisfy { $0.children.isEmpty })
    }

    @Test("Capturing one Settings row gives that row alone, as one focus stop")
    func capturingOneRow() throws {
        let table = try #require(Self.settingsGeneral().children.first?.children.last)
        let about = try #require(table.children.first)
        let captured = try XCUIAccessibilityCapture.snapshot(of: XCUIElement { about }, name: "About")
        #expect(captured.elements.map(\.label) == ["About"])
        #expect(captured.elements.first?.children.isEmpty == true)
    }

    @Test("A SwiftUI toggle captured live is one focus stop: its title, second line and knob are not")
    func toggleIsOneFocusStop() throws {
        // Daybreak's habit rows (docs/IMPORT.md, *Elements a dump does not mark*).
        var toggle = FakeElementSnapshot(.switch, label: "Drink water", frame: CGRect(x: 92, y: 408, width: 276, height: 39), children: [
            FakeElementSnapshot(.staticText, label: "Drink water", frame: CGRect(x: 92, y: 408, width: 90, height: 21)),
            FakeElementSnapshot(.staticText, label: "8 glasses", frame: CGRect(x: 92, y: 430, width: 58, height: 17)),
            FakeElementSnapshot(.switch, label: "", frame: CGRect(x: 307, y: 413, width: 63, height: 29)),
        ])
        toggle.value = "0"
        let app = FakeElementSnapshot(.application, label: "Daybreak", frame: Self.screen, children: [toggle])
        let captured = try XCUIAccessibilityCapture.snapshot(of: XCUIElement { app }, name: "Today")
        #expect(captured.elements.map(\.label) == ["Drink water"])
        #expect(captured.elements.first?.value == "0" && captured.elements.first?.children.isEmpty == true)
    }

    @Test("Live capture and the WebDriverAgent page source of the same tree give the same snapshot")
    func liveCaptureMatchesImport() throws {
        let imported = try DumpImport.snapshot(fromDump: Array(Self.settingsGeneralSource.utf8), name: "General", format: .appiumXML)
        var captured = try capture()
        // The source states what it can state; live capture states everything it captures.
        captured.statedData = imported.statedData
        #expect(String(decoding: captured.canonicalJSON(), as: UTF8.self) == String(decoding: imported.canonicalJSON(), as: UTF8.self))
    }
}
#endif
