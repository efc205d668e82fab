import A11ySnapshot
import Testing

/// The content of an off-screen table cell keeps a position left over from the cell's last use,
/// whichever cell it is in (docs/IMPORT.md, *What VoiceOver focuses in an XCUI tree*). Shaped
/// after `print(app.debugDescription)` of a UIKit table scrolled to its end on iOS 26
/// (grandbig/ios-accessibility-agent-benchmark): rows above the screen hold their content at
/// `{{0, -381}}`.
@Suite("XCUI trees: stale frames of off-screen cells")
struct XCUIStaleCellFramesImportTests {
    private func elements(_ rows: String) throws -> [AccessibilityElement] {
        try XCUIText.snapshot(ofWindowHolding: "      Table, 0x7, {{0.0, 0.0}, {375.0, 667.0}}\n" + rows).elements
    }

    static let offScreenRows = """
                    Cell, 0x10, {{16.0, -343.0}, {343.0, 52.0}}
                      Other, 0x11, {{0.0, -381.0}, {343.0, 52.0}}
                      StaticText, 0x12, {{0.0, -381.0}, {311.0, 22.0}}, label: 'A static text'
                    Cell, 0x20, {{16.0, -235.5}, {343.0, 52.0}}
                      Other, 0x21, {{0.0, -381.0}, {343.0, 52.0}}
                      Button, 0x22, {{0.0, -381.0}, {311.0, 22.0}}, label: 'Tap count: 0'
                    Cell, 0x30, {{16.0, -183.5}, {343.0, 52.0}}
                      Other, 0x31, {{0.0, -381.0}, {343.0, 52.0}}
                      Switch, 0x32, {{0.0, -381.0}, {63.0, 28.0}}, label: 'Toggle', value: 0
        """

    @Test("content lying wholly outside its cell is moved into the cell, keeping its size")
    func staleContentMovesIntoItsCell() throws {
        let frames = try elements(Self.offScreenRows).map(\.frame)
        #expect(frames == [Frame(16, -343, 311, 22), Frame(16, -235.5, 311, 22), Frame(16, -183.5, 63, 28)])
    }

    @Test("controls of different off-screen cells no longer overlap at the stale position")
    func staleControlsDoNotOverlap() throws {
        let snapshot = AccessibilitySnapshot(name: "table", viewport: Frame(0, 0, 375, 667), elements: try elements(Self.offScreenRows))
        let report = try RuleEngine(configuration: RuleConfiguration(onlyRules: ["controls-overlap"])).check(snapshot)
        #expect(report.violations.isEmpty)
    }

    @Test("content inside its cell keeps its frame")
    func contentInsideItsCellKeepsItsFrame() throws {
        let frames = try elements("""
                    Cell, 0x10, {{16.0, 91.5}, {343.0, 52.5}}
                      Other, 0x11, {{16.0, 91.5}, {343.0, 52.5}}
                      StaticText, 0x12, {{32.0, 106.0}, {311.0, 22.0}}, label: 'Apples'
            """).map(\.frame)
        #expect(frames == [Frame(32, 106, 311, 22)])
    }

    /// Pocket Casts' Discover page (an iOS 26 WDA source, as debugDescription lines): a cell's
    /// row of category chips runs past the screen's edge.
    @Test("content outside its cell at places of its own, as a scroller's chips past the screen's edge, keeps its frames")
    func contentOutsideItsCellAtItsOwnPlaceKeepsItsFrames() throws {
        let frames = try elements("""
                    Cell, 0x10, {{0.0, 300.0}, {402.0, 52.0}}
                      Button, 0x11, {{16.0, 308.0}, {120.0, 36.0}}, label: 'All Categories'
                      Button, 0x12, {{504.0, 308.0}, {160.0, 36.0}}, label: 'Society & Culture'
                      Button, 0x13, {{681.0, 308.0}, {114.0, 36.0}}, label: 'Technology'
            """).map(\.frame)
        #expect(frames == [Frame(16, 308, 120, 36), Frame(504, 308, 160, 36), Frame(681, 308, 114, 36)])
    }
}
