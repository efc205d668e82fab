import A11ySnapshot
import Testing

/// Page sources whose XML looks like WebDriverAgent's but whose screens are not iOS ones under
/// XCUITest are refused with what they are, not read as iOS screens.
@Suite("Appium XML: other platforms")
struct AppiumXMLOtherPlatformsTests {
    private func read(_ text: String) throws(DumpImportError) -> ImportedDocument {
        try Array(text.utf8).withTypedUnsafeBufferPointer { buffer throws(DumpImportError) in
            try AppiumXMLReader.read(buffer, file: "test.xml")
        }
    }

    private func readError(_ text: String) -> DumpImportError? {
        importError(Array(text.utf8)) { buffer throws(DumpImportError) in _ = try AppiumXMLReader.read(buffer, file: "test.xml") }
    }

    /// WeCom for Mac through appium-mac2-driver: the same tag names as WDA, with `elementType`
    /// and `title`, and the menu bar's closed menus.
    @Test("a macOS page source is refused, naming the driver, not read as an iOS screen")
    func macOSPageSourceIsRefused() throws {
        let error = try #require(readError("""
            <?xml version="1.0" encoding="UTF-8"?>
            <XCUIElementTypeApplication elementType="2" identifier="" label="" title="WeCom" enabled="false" selected="false" x="0" y="0" width="0" height="0">
              <XCUIElementTypeMenuBar elementType="55" identifier="" label="" title="" enabled="true" selected="false" x="0" y="0" width="1920" height="24"/>
            </XCUIElementTypeApplication>
            """))
        #expect(error.reason == .unrecognizedFormat)
        #expect(error.line == 2 && error.message.contains("macOS page source (appium-mac2-driver"))
    }

    /// Appium 1.x on iOS 9 (Instruments): `UIAApplication` and `UIAButton` under `AppiumAUT`.
    @Test("a UIAutomation page source is refused, not read as an XCUITest one")
    func uiAutomationPageSourceIsRefused() throws {
        let error = try #require(readError("""
            <AppiumAUT><UIAApplication name="App" label="App" visible="true" x="0" y="20" width="320" height="548">
            <UIAButton name="" label="" visible="true" x="14" y="22" width="45" height="40"/></UIAApplication></AppiumAUT>
            """))
        #expect(error.reason == .unrecognizedFormat)
        #expect(error.message.contains("UIAutomation page source (<UIAApplication>"))
    }

    @Test("an iOS page source with neither mark reads as before")
    func iOSPageSourceIsRead() throws {
        let document = try read("""
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" x="0" y="0" width="390" height="844">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Done" label="Done" x="16" y="60" width="80" height="44"/>
            </XCUIElementTypeApplication>
            """)
        #expect(document.roots.count == 1)
    }
}
