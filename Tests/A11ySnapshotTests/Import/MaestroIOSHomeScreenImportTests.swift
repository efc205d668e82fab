import A11ySnapshot
import Testing

/// Maestro's iOS hierarchy of SpringBoard's home screen, shaped after a crypto wallet's test run
/// (Higgs-Boson-Consultancy/SolidiMobileApp4-test, `test-results/issue-77/…`, iOS 17.2): the
/// page lays its icons out inside a view of 0 × 0 pt, and the Spotlight pill, "Search" valued
/// "Page 2 of 2", holds the page control, a glyph and a text that say it again. Maestro states
/// no element types.
@Suite("Maestro iOS home screen import")
struct MaestroIOSHomeScreenImportTests {
    private static let homeScreen = """
        {"attributes": {"bounds": "[0,0][0,0]"}, "children": [
          {"attributes": {"accessibilityText": "Home", "bounds": "[0,0][393,852]"}, "children": [
            {"attributes": {"resource-id": "Home screen icons", "bounds": "[0,0][393,852]"}, "children": [
              {"attributes": {"bounds": "[0,0][0,0]"}, "children": [
                {"attributes": {"accessibilityText": "Watch", "resource-id": "Watch", "bounds": "[29,88][93,174]"}, "children": []},
                {"attributes": {"accessibilityText": "Files", "resource-id": "Files", "bounds": "[209,88][273,174]"}, "children": []}]},
              {"attributes": {"accessibilityText": "Search", "value": "Page 2 of 2", "resource-id": "spotlight-pill", "bounds": "[157,694][235,724]"}, "children": [
                {"attributes": {"value": "Page 2 of 2", "resource-id": "Page control", "bounds": "[133,694][259,729]"}, "children": []},
                {"attributes": {"resource-id": "spotlight-pill", "bounds": "[157,694][235,724]"}, "children": [
                  {"attributes": {"accessibilityText": "Search", "bounds": "[169,703][180,714]"}, "children": []},
                  {"attributes": {"accessibilityText": "Search", "bounds": "[183,701][224,716]"}, "children": []}]}]}]}]}]}
        """

    private func imported() throws -> [AccessibilityElement] {
        try DumpImport.snapshot(fromDump: Array(Self.homeScreen.utf8)).elements
    }

    @Test("icons inside a view of no size are elements: only the top's grouping nodes are synthetic")
    func viewOfNoSizeKeepsItsIcons() throws {
        #expect(try imported().prefix(2).map(\.label) == ["Watch", "Files"])
    }

    @Test("a labelled, valued view whose labelled content only says it again is one stop")
    func pillIsOneStop() throws {
        let pill = try #require(try imported().last)
        #expect(pill.label == "Search")
        #expect(pill.value == "Page 2 of 2")
        #expect(pill.children.isEmpty)
        #expect(pill.container == nil)
    }
}
