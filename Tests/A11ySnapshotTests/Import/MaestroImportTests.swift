@testable import A11ySnapshot
import Testing
import TestSupport

@Suite("Maestro hierarchy import")
struct MaestroImportTests {
    @Test("An iOS hierarchy imports to its golden snapshot")
    func iOS() throws {
        try ImportFixture.checkGolden("maestro-json/ios-hierarchy.json", reader: MaestroJSONReader.self)
    }

    @Test("An Android hierarchy after banner lines imports to its golden snapshot")
    func android() throws {
        try ImportFixture.checkGolden("maestro-json/android-with-banner.txt", reader: MaestroJSONReader.self)
    }

    @Test("The viewport is the largest window, not the first")
    func viewportIsLargestWindow() throws {
        let bytes = try ImportFixture.bytes("maestro-json/android-with-banner.txt")
        let snapshot = try ImportExpectations.snapshot(bytes, with: MaestroJSONReader.self)
        #expect(snapshot.viewport == Frame(0, 0, 1080, 2400))
    }

    /// Shaped like maestro-json/testing-maestro-rn81-ios-boxes.json: the app labelled with its
    /// name beside SpringBoard's unlabelled status-bar window, and a scroll indicator listed twice.
    static let iOSWithSpringBoard = """
        {"attributes": {"bounds": "[0,0][0,0]"}, "children": [
          {"attributes": {"accessibilityText": "TestingMaestro", "bounds": "[0,0][393,852]"}, "children": [
            {"attributes": {"accessibilityText": "BOX 1", "bounds": "[20,70][373,87]"}, "children": []},
            {"attributes": {"accessibilityText": "Vertical scroll bar, 3 pages", "value": "0%", "bounds": "[360,257][390,966]"}, "children": []},
            {"attributes": {"accessibilityText": "Vertical scroll bar, 3 pages", "value": "0%", "bounds": "[360,257][390,966]"}, "children": []}]},
          {"attributes": {"bounds": "[0,0][0,0]"}, "children": [
            {"attributes": {"bounds": "[0,0][393,54]"}, "children": [
              {"attributes": {"accessibilityText": "08:54", "bounds": "[47,19][96,39]"}, "children": []}]}]}]}
        """

    @Test("An iOS hierarchy leaves out SpringBoard's status bar and the scroll indicators VoiceOver never focuses")
    func iOSSystemBarAndScrollIndicators() throws {
        let snapshot = try ImportExpectations.snapshot(Array(Self.iOSWithSpringBoard.utf8), with: MaestroJSONReader.self)
        #expect(ImportExpectations.allElements(snapshot).map(\.label) == ["BOX 1"])
        let kept = try ImportExpectations.snapshot(Array(Self.iOSWithSpringBoard.utf8), with: MaestroJSONReader.self,
                                                   options: ImportOptions(keepSystemUI: true))
        #expect(ImportExpectations.allElements(kept).map(\.label) == ["BOX 1", "08:54"])
    }

    @Test("Bounds with a lower-right corner above the upper-left one are standardized")
    func invertedBounds() throws {
        let document = try ImportExpectations.read(#"{"attributes": {}, "children": [{"attributes": {"accessibilityText": "A", "bounds": "[100,50][40,10]"}, "children": []}]}"#, with: MaestroJSONReader.self)
        #expect(document.roots.first?.children.first?.frame == Frame(40, 10, 60, 40))
    }

    @Test("Malformed bounds are an error quoting them, with banner lines counted")
    func malformedBounds() {
        let text = "Running on device\n{\"attributes\": {},\n \"children\": [{\"attributes\": {\"bounds\": \"[1,2][3]\"}}]}"
        ImportExpectations.expectError(text, with: MaestroJSONReader.self, at: "\"[1,2][3]\"", mentioning: ["expected bounds like \"[x1,y1][x2,y2]\"", "[1,2][3]"])
    }

    @Test("A string boolean other than true/false is an error at the value")
    func badBoolean() {
        let text = "{\"attributes\": {\"enabled\": \"enabled\"}}"
        ImportExpectations.expectError(text, with: MaestroJSONReader.self, at: "\"enabled\"}", mentioning: ["for \"enabled\""])
    }

    @Test("Input without a line starting with { is an error")
    func noJSON() throws {
        let error = try #require(caughtError(DumpImportError.self) {
            try ImportExpectations.read("Running on device\nno hierarchy today\n", with: MaestroJSONReader.self)
        })
        #expect(error.line == 1 && error.column == 1)
        #expect(error.message.contains("no line starts with '{'"))
    }

    @Test("The real iOS hierarchy imports with its boxes, identifiers and frames")
    func realIOS() throws {
        guard let bytes = RealTrees.bytes("maestro-json/testing-maestro-rn81-ios-boxes.json", for: "the Maestro iOS real tree") else { return }
        let snapshot = try ImportExpectations.snapshot(bytes, with: MaestroJSONReader.self)
        let elements = ImportExpectations.allElements(snapshot)
        // 11 elements: React Native's views that repeat their child's text ("BOX 1" around
        // "BOX 1") lose the synthesized label and flatten (issue 16, class 3), views whose
        // only attribute is a testID ("box", "box-title") are not focused (issue 30, class 2),
        // the two scroll indicators are not focused, and SpringBoard's status bar is left out.
        #expect(elements.count == 11)
        #expect(snapshot.viewport == Frame(0, 0, 393, 852))
        #expect(!elements.contains { $0.identifier == "box" || $0.identifier == "box-title" })
        let title = try #require(elements.first { $0.label == "BOX 1" })
        #expect(title.frame == Frame(20, 70, 353, 17))
        #expect(!elements.contains { $0.label.hasPrefix("Vertical scroll bar") })
        #expect(!elements.contains { $0.label == "08:54" || $0.identifier == "3 of 3 Wi-Fi bars" })
        #expect(elements.contains { $0.label == "Welcome to React Native" })
    }

    @Test("The real iOS hierarchy keeps SpringBoard's status bar with keepSystemUI")
    func realIOSStatusBar() throws {
        guard let bytes = RealTrees.bytes("maestro-json/testing-maestro-rn81-ios-boxes.json", for: "the Maestro iOS real tree") else { return }
        let snapshot = try ImportExpectations.snapshot(bytes, with: MaestroJSONReader.self, options: ImportOptions(keepSystemUI: true))
        let elements = ImportExpectations.allElements(snapshot)
        #expect(elements.count == 15)
        let wifi = try #require(elements.first { $0.identifier == "3 of 3 Wi-Fi bars" })
        #expect(wifi.value == "SSID, 3 of 3 Wi-Fi bars")
        #expect(elements.contains { $0.label == "08:54" })
    }

    @Test("The real Android hierarchy imports with its classes, labels and frames")
    func realAndroid() throws {
        guard let bytes = RealTrees.bytes("maestro-json/clync-android-samsung-maestro-hierarchy.txt", for: "the Maestro Android real tree") else { return }
        let snapshot = try ImportExpectations.snapshot(bytes, with: MaestroJSONReader.self)
        let elements = ImportExpectations.allElements(snapshot)
        // 11 elements: layouts whose only attribute is a resource id flatten, as in uiautomator
        // dumps, views TalkBack does not focus (undescribed edge-panel images, text read as part
        // of a clickable row) are left out (issue 16, class 1), and so is SystemUI's status-bar
        // window.
        #expect(elements.count == 11)
        #expect(!elements.contains { $0.type == .other && $0.label.isEmpty && $0.children.isEmpty })
        #expect(snapshot.viewport == Frame(0, 0, 1080, 2340))
        let dismiss = try #require(elements.first { $0.label == "Dismiss" })
        #expect(dismiss.type == .button && dismiss.traits == [.button] && dismiss.frame == Frame(473, 686, 135, 135))
        #expect(!elements.contains { $0.identifier?.hasPrefix("com.android.systemui:id/") == true })
        #expect(elements.contains { $0.label == "Edge panels" }, "the edge panel is the launcher's, not a bar")
        let field = try #require(elements.first { $0.type == .textField })
        #expect(field.frame == Frame(79, 2163, 821, 53))
    }

    @Test("The real Android hierarchy keeps SystemUI's status bar with keepSystemUI")
    func realAndroidStatusBar() throws {
        guard let bytes = RealTrees.bytes("maestro-json/clync-android-samsung-maestro-hierarchy.txt", for: "the Maestro Android real tree") else { return }
        let snapshot = try ImportExpectations.snapshot(bytes, with: MaestroJSONReader.self, options: ImportOptions(keepSystemUI: true))
        let elements = ImportExpectations.allElements(snapshot)
        #expect(elements.count == 18)
        let clock = try #require(elements.first { $0.identifier == "com.android.systemui:id/clock" })
        #expect(clock.label == "11:35?am" && clock.type == .staticText)
    }
}
