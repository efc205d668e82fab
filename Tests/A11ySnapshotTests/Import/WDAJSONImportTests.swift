@testable import A11ySnapshot
import Testing

@Suite("WebDriverAgent JSON import")
struct WDAJSONImportTests {
    // MARK: Fixtures

    @Test("The modern source wrapped in a session response imports to its golden snapshot")
    func modernWrapped() throws {
        try ImportFixture.checkGolden("wda-json/modern-wrapped.json", reader: WDAJSONReader.self)
    }

    @Test("The old UIA tree with string frames and \"1\"/\"0\" booleans imports to its golden snapshot")
    func uiaTree() throws {
        try ImportFixture.checkGolden("wda-json/uia-tree.json", reader: WDAJSONReader.self)
    }

    // MARK: Mapping

    @Test("name is the identifier when it differs from the label")
    func nameAsIdentifier() throws {
        let document = try ImportExpectations.read(#"{"type": "Button", "name": "save", "label": "Save", "isEnabled": "1", "rect": {"x": 0, "y": 0, "width": 1, "height": 1}}"#, with: WDAJSONReader.self)
        #expect(document.roots.first?.identifier == "save")
    }

    @Test("name equal to the label is not an identifier")
    func nameEqualToLabel() throws {
        let document = try ImportExpectations.read(#"{"type": "Button", "name": "Save", "label": "Save"}"#, with: WDAJSONReader.self)
        #expect(document.roots.first?.identifier == nil)
    }

    @Test("rawIdentifier wins over name when present, even when null")
    func rawIdentifier() throws {
        let document = try ImportExpectations.read(#"{"type": "Button", "rawIdentifier": null, "name": "Save it", "label": "Save"}"#, with: WDAJSONReader.self)
        #expect(document.roots.first?.identifier == nil)
    }

    @Test("An unknown type leaves the node without a type")
    func unknownType() throws {
        let document = try ImportExpectations.read(#"{"type": "XCUIElementTypeHologram", "label": "x"}"#, with: WDAJSONReader.self)
        #expect(document.roots.first?.type == nil)
        #expect(document.roots.first?.label == "x")
    }

    // MARK: Errors

    @Test("A non-numeric width is an error at the value")
    func nonNumericWidth() {
        let text = "{\n  \"type\": \"Button\",\n  \"rect\": {\"x\": 0, \"y\": 0, \"width\": \"wide\", \"height\": 44}\n}"
        ImportExpectations.expectError(text, with: WDAJSONReader.self, at: "\"wide\"", mentioning: ["expected a number for \"width\", found a string"])
    }

    @Test("A rect without its height is an error at the rect")
    func missingHeight() {
        let text = "{\"type\": \"Button\",\n \"rect\": {\"x\": 0, \"y\": 0, \"width\": 10}}"
        ImportExpectations.expectError(text, with: WDAJSONReader.self, at: "{\"x\"", mentioning: ["expected \"height\" in this rect"])
    }

    @Test("A malformed frame string is an error quoting it")
    func malformedFrameString() {
        let text = "{\"type\": \"Button\", \"frame\": \"{{0, 0}, {10}}\"}"
        ImportExpectations.expectError(text, with: WDAJSONReader.self, at: "\"{{0", mentioning: ["expected a frame like", "{{0, 0}, {10}}"])
    }

    @Test("A boolean that is neither true/false nor \"1\"/\"0\" is an error")
    func badBoolean() {
        let text = "{\"type\": \"Button\",\n  \"isEnabled\": \"yes\"}"
        ImportExpectations.expectError(text, with: WDAJSONReader.self, at: "\"yes\"", mentioning: ["for \"isEnabled\"", "\"yes\""])
    }

    @Test("A child that is not an object is an error at the child")
    func childNotObject() {
        let text = "{\"type\": \"Other\", \"children\": [\n  42\n]}"
        ImportExpectations.expectError(text, with: WDAJSONReader.self, at: "42", mentioning: ["expected an object for an element of \"children\", found a number"])
    }

    @Test("A response without an element is an error at the root")
    func noElement() {
        ImportExpectations.expectError("{\"sessionId\": \"1\", \"status\": 0}", with: WDAJSONReader.self, at: "{", mentioning: ["expected \"type\""])
    }

    @Test("Truncated JSON is a truncation error")
    func truncated() {
        let text = "{\"type\": \"Button\", \"label\": \"Sa"
        ImportExpectations.expectError(text, with: WDAJSONReader.self, at: "\"Sa", reason: .truncated, mentioning: ["not closed before the end of the file"])
    }

    // MARK: Real dumps

    @Test("The real 2016 SpringBoard tree imports with its apps, values and frames")
    func realSpringBoard() throws {
        guard let bytes = RealTrees.bytes("appium-ios-json/idb-fixture-wda-tree-springboard.json", for: "the WDA JSON real tree") else { return }
        let snapshot = try ImportExpectations.snapshot(bytes, with: WDAJSONReader.self)
        let elements = ImportExpectations.allElements(snapshot)
        // One unlabelled image, which no dump marks an element, is not focused; nor is the
        // status bar (`UIAStatusBar`), which the import leaves out.
        #expect(elements.count == 10)
        #expect(snapshot.viewport == Frame(0, 0, 375, 667))
        let calendar = try #require(elements.first { $0.label == "Calendar" })
        #expect(calendar.value == "Tuesday, March 08")
        #expect(calendar.frame == Frame(25, 22, 64, 85.5))
        #expect(calendar.hint == "Double tap to open")
        #expect(calendar.traits == [.button])
        #expect(!elements.contains { $0.label == "3 of 3 Wi-Fi bars" || $0.label == "8:28 AM" })
        let pageIndicator = try #require(elements.first { $0.type == .pageIndicator })
        #expect(pageIndicator.value == "Page 1 of 2" && pageIndicator.frame == Frame(0, 545, 375, 42))
        #expect(!elements.contains { $0.label == "Game Center" || $0.label == "Extras folder" }, "the second page is marked invisible")
    }

    @Test("The real 2016 SpringBoard tree keeps its status bar with keepSystemUI, a name without a label as the identifier")
    func realSpringBoardStatusBar() throws {
        guard let bytes = RealTrees.bytes("appium-ios-json/idb-fixture-wda-tree-springboard.json", for: "the WDA JSON real tree") else { return }
        let snapshot = try ImportExpectations.snapshot(bytes, with: WDAJSONReader.self, options: ImportOptions(keepSystemUI: true))
        let elements = ImportExpectations.allElements(snapshot)
        #expect(elements.count == 14)
        let wifi = try #require(elements.first { $0.label == "3 of 3 Wi-Fi bars" })
        #expect(wifi.value == "SSID" && wifi.type == .other && wifi.frame == Frame(50, 0, 13, 20))
        // A name without a label is WDA's identifier, whatever it reads like.
        #expect(elements.contains { $0.identifier?.hasPrefix("Swipe down with three fingers") == true && $0.label.isEmpty })
    }
}
