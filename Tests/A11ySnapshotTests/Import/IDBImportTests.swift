@testable import A11ySnapshot
import Testing

@Suite("idb JSON import")
struct IDBImportTests {
    @Test("A flat describe-all list imports to its golden snapshot")
    func flat() throws {
        try ImportFixture.checkGolden("idb-json/describe-all-flat.json", reader: IDBJSONReader.self)
    }

    @Test("A describe-point object imports to its golden snapshot")
    func point() throws {
        try ImportFixture.checkGolden("idb-json/describe-point.json", reader: IDBJSONReader.self)
    }

    @Test("The nested variant with stated traits imports to its golden snapshot")
    func nested() throws {
        try ImportFixture.checkGolden("idb-json/nested-with-traits.json", reader: IDBJSONReader.self)
    }

    @Test("AXe's capture of a search screen with the keyboard up imports to its golden snapshot: no keyboard, no status bar, the unlabelled search field kept")
    func axeSearchKeyboard() throws {
        try ImportFixture.checkGolden("idb-json/axe-search-keyboard.json", reader: IDBJSONReader.self)
    }

    @Test("AXHeading gives the header trait when the dump states no traits")
    func headingRole() throws {
        let document = try ImportExpectations.read(#"{"AXLabel": "Title", "role": "AXHeading", "type": "Heading", "AXFrame": "{{0, 0}, {10, 10}}"}"#, with: IDBJSONReader.self)
        let node = try #require(document.roots.first)
        #expect(node.traits == [.header, .staticText])
        #expect(node.type == .staticText)
    }

    @Test("The AXFrame string is used when there is no frame object")
    func axFrameString() throws {
        let document = try ImportExpectations.read(#"{"AXLabel": "A", "AXFrame": "{{1.5, 2}, {30, 40}}"}"#, with: IDBJSONReader.self)
        #expect(document.roots.first?.frame == Frame(1.5, 2, 30, 40))
    }

    @Test("An unknown role leaves the node without a type")
    func unknownRole() throws {
        let document = try ImportExpectations.read(#"{"AXLabel": "A", "role": "AXWhatever", "type": "Whatever"}"#, with: IDBJSONReader.self)
        #expect(document.roots.first?.type == nil)
    }

    @Test("A string where the frame width should be is an error at the value")
    func stringWidth() {
        let text = "[{\"AXLabel\": \"A\",\n  \"frame\": {\"x\": 0, \"y\": 0, \"width\": \"10\", \"height\": 5}}]"
        ImportExpectations.expectError(text, with: IDBJSONReader.self, at: "\"10\"", mentioning: ["expected a number for \"width\", found a string"])
    }

    @Test("A custom action that is not a string is an error at the action")
    func badCustomAction() {
        let text = "{\"AXLabel\": \"A\", \"custom_actions\": [\"Delete\", 3]}"
        ImportExpectations.expectError(text, with: IDBJSONReader.self, at: "3]", mentioning: ["expected a string for an element of \"custom_actions\", found a number"])
    }

    @Test("A top-level string is an error naming what idb writes")
    func wrongRoot() {
        ImportExpectations.expectError("\"hello\"", with: IDBJSONReader.self, at: "\"hello\"", mentioning: ["expected an array or an object"])
    }

    @Test("An object that is no idb element is an error naming the keys an element has")
    func objectWithoutElementKeys() {
        ImportExpectations.expectError(#"{"AXLabelled": "no", "ok": true}"#, with: IDBJSONReader.self, at: "{",
                                       mentioning: ["expected an idb element", "\"AXLabel\"", "none of these keys"])
    }

    /// lycorp-jp/sim-use's fixtures (`Tests/Fixtures/SoftKeyboard/no-keyboard.json`, LINE's
    /// friends list on iOS 26): the CLI's JSON output wraps the tree in `data.raw`.
    @Test("sim-use's JSON output is read as the tree it wraps")
    func simUseEnvelope() throws {
        let text = #"""
            {"data": {"entries": [{"label": "戻る", "role": "Button"}], "outline": "App: LINE Dev  402x874",
              "raw": [{"AXFrame": "{{0, 0}, {402, 874}}", "AXLabel": "LINE Dev", "type": "Application", "children": [
                {"AXFrame": "{{8, 63.3}, {60, 30}}", "AXLabel": "戻る", "type": "Button", "children": []}]}]}, "ok": true}
            """#
        let snapshot = try ImportExpectations.snapshot(Array(text.utf8), with: IDBJSONReader.self)
        #expect(ImportExpectations.allElements(snapshot).map(\.label) == ["戻る"])
    }

    @Test("The real 2020 describe-all output imports with its apps, values and frames")
    func realDescribeAll() throws {
        guard let bytes = RealTrees.bytes("idb-json/idb-docs-2020-describe-all-springboard-home.json", for: "the idb real tree") else { return }
        let snapshot = try ImportExpectations.snapshot(bytes, with: IDBJSONReader.self)
        let elements = ImportExpectations.allElements(snapshot)
        #expect(elements.count == 12)
        #expect(snapshot.viewport == Frame(0, 0, 375, 667))
        let calendar = try #require(elements.first { $0.label == "Calendar" })
        #expect(calendar.value == "Wednesday, October 14")
        #expect(calendar.identifier == "Calendar")
        #expect(calendar.frame == Frame(21.5, 28, 72, 87.5))
        #expect(calendar.customActions == ["Edit mode", "Today"])
        let pageControl = try #require(elements.first { $0.identifier == "Page control" })
        #expect(pageControl.value == "Page 1 of 2" && pageControl.type == .slider && pageControl.traits == [.adjustable])
        #expect(elements.contains { $0.label == "Dock" && $0.type == .group })
    }

    @Test("The real nested AXe output keeps its heading and disabled button")
    func realNested() throws {
        guard let bytes = RealTrees.bytes("idb-json/tuist-qa-axe-describe-ui-previews.json", for: "the AXe real tree") else { return }
        let snapshot = try ImportExpectations.snapshot(bytes, with: IDBJSONReader.self)
        #expect(snapshot.elements.map(\.label) == ["Previews", "Run"])
        #expect(snapshot.elements[0].traits == [.header, .staticText])
        #expect(snapshot.elements[1].isEnabled == false)
        #expect(snapshot.elements[1].frame == Frame(305.67, 229.33, 55.33, 28.33))
    }
}
