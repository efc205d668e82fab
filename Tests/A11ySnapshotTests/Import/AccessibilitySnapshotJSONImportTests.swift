@testable import A11ySnapshot
import Testing

@Suite("AccessibilitySnapshot (cashapp) JSON import")
struct AccessibilitySnapshotJSONImportTests {
    @Test("An encoded hierarchy imports to its golden snapshot, in traversal order")
    func hierarchy() throws {
        try ImportFixture.checkGolden("accessibilitysnapshot-json/hierarchy.json", reader: CashAppAccessibilitySnapshotReader.self)
    }

    @Test("A flat array of elements (markers) imports in array order")
    func flatMarkers() throws {
        let text = """
        [{"description": "A", "label": "A", "traits": ["button"], "shape": {"type": "frame", "frame": [[0, 0], [10, 10]]}, "activationPoint": [5, 5]},
         {"description": "B", "label": "B", "traits": [], "shape": {"type": "frame", "frame": [[0, 20], [10, 10]]}, "activationPoint": [5, 25]}]
        """
        let document = try ImportExpectations.read(text, with: CashAppAccessibilitySnapshotReader.self)
        #expect(document.roots.map(\.label) == ["A", "B"])
        #expect(document.roots[0].traits == [.button])
    }

    @Test("authoredHint, even null, wins over the composed hint")
    func authoredHint() throws {
        let text = #"[{"label": "A", "traits": [], "hint": "Composed.", "authoredHint": null, "shape": {"type": "frame", "frame": [[0, 0], [1, 1]]}, "activationPoint": [0, 0]}]"#
        let document = try ImportExpectations.read(text, with: CashAppAccessibilitySnapshotReader.self)
        #expect(document.roots.first?.hint == nil)
    }

    @Test("An unknown shape type is an error at the type")
    func unknownShape() {
        let text = "[{\"label\": \"A\", \"traits\": [],\n  \"shape\": {\"type\": \"circle\"}, \"activationPoint\": [0, 0]}]"
        ImportExpectations.expectError(text, with: CashAppAccessibilitySnapshotReader.self, at: "\"circle\"", mentioning: ["expected \"frame\" or \"path\""])
    }

    @Test("An element without a shape is an error at the element")
    func missingShape() {
        let text = "[{\"element\": {\"_0\": {\"label\": \"A\", \"traits\": []}, \"traversalIndex\": 0}}]"
        ImportExpectations.expectError(text, with: CashAppAccessibilitySnapshotReader.self, at: "{\"label\"", mentioning: ["expected \"shape\" in this element"])
    }

    @Test("A node that is neither element, container nor marker is an error at the node")
    func unknownNode() {
        let text = "[\n  {\"group\": {}}\n]"
        ImportExpectations.expectError(text, with: CashAppAccessibilitySnapshotReader.self, at: "{\"group\"", mentioning: ["expected an AccessibilityHierarchy node"])
    }
}
