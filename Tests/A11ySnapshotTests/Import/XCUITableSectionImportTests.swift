import A11ySnapshot
import Testing

/// After a table's cells, XCUI lists UIKit's own copies of the section headers on screen and of
/// a large title; VoiceOver reads each once (docs/IMPORT.md, *What VoiceOver focuses in an XCUI
/// tree*). Shaped after `print(app.debugDescription)` of a grouped UIKit table on iOS 26
/// (grandbig/ios-accessibility-agent-benchmark).
@Suite("XCUI trees: UIKit's section elements of a table")
struct XCUITableSectionImportTests {
    private func outline(_ tableChildren: String) throws -> [String] {
        XCUIFocusImportTests.outline(try XCUIText.snapshot(ofWindowHolding: """
                  NavigationBar, 0x2, {{0.0, 20.0}, {375.0, 106.0}}, identifier: 'Basics'
                    StaticText, 0x3, {{16.0, 77.5}, {127.5, 41.0}}, label: 'Basics'
                  Table, 0x7, {{0.0, 0.0}, {375.0, 667.0}}
            """ + "\n" + tableChildren).elements)
    }

    static let sections = """
                    Other, 0x10, {{0.0, 126.0}, {375.0, 38.0}}
                      StaticText, 0x11, {{0.0, 126.0}, {375.0, 38.0}}, label: 'Text'
                    Cell, 0x12, {{16.0, 164.0}, {343.0, 52.0}}
                      StaticText, 0x13, {{32.0, 179.0}, {311.0, 22.0}}, label: 'A static text'
                    Other, 0x20, {{0.0, 233.5}, {375.0, 38.0}}
                      StaticText, 0x21, {{0.0, 233.5}, {375.0, 38.0}}, label: 'Buttons'
                    Cell, 0x22, {{16.0, 271.5}, {343.0, 52.0}}
                      Button, 0x23, {{32.0, 286.5}, {311.0, 22.0}}, label: 'Tap count: 0'
        """

    @Test("copies of the section headers and of the title after the last cell are not focused")
    func copiesAfterTheLastCellAreDropped() throws {
        #expect(try outline(Self.sections + "\n" + """
                    Other, 0x30, {{16.0, 126.0}, {343.0, 38.0}}, label: 'Text'
                    Other, 0x31, {{16.0, 233.5}, {343.0, 38.0}}, label: 'Buttons'
                    StaticText, 0x32, {{16.0, 77.5}, {127.5, 41.0}}, label: 'Basics'
            """) == ["staticText:Basics", "staticText:Text", "staticText:A static text", "staticText:Buttons", "button:Tap count: 0"])
    }

    @Test("a text after the last cell that no header or title says is kept (a footer)")
    func otherContentAfterTheLastCellIsKept() throws {
        #expect(try outline(Self.sections + "\n" + """
                    StaticText, 0x30, {{16.0, 340.0}, {343.0, 38.0}}, label: 'Version 2.1'
            """).suffix(1) == ["staticText:Version 2.1"])
    }

    @Test("a header's words repeated inside a cell, or before the last cell, are kept")
    func repeatsAmongTheCellsAreKept() throws {
        #expect(try outline("""
                    Other, 0x10, {{0.0, 126.0}, {375.0, 38.0}}
                      StaticText, 0x11, {{0.0, 126.0}, {375.0, 38.0}}, label: 'Text'
                    Other, 0x30, {{16.0, 150.0}, {343.0, 38.0}}, label: 'Text'
                    Cell, 0x12, {{16.0, 164.0}, {343.0, 52.0}}
                      StaticText, 0x13, {{32.0, 179.0}, {311.0, 22.0}}, label: 'Text'
            """) == ["staticText:Basics", "staticText:Text", "other:Text", "staticText:Text"])
    }
}
