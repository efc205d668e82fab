@testable import A11ySnapshot
import Testing

@Suite("A11yUITests snapshot import")
struct A11yUITestsImportTests {
    @Test("The first format (float date, nameThisFile) imports to its golden snapshot")
    func firstVersion() throws {
        try ImportFixture.checkGolden("a11yuitests-json/first-version.json", reader: A11yUITestsReader.self)
    }

    @Test("The current format (ISO date, filename, placeholder, value) imports to its golden snapshot")
    func currentVersion() throws {
        try ImportFixture.checkGolden("a11yuitests-json/current-version.json", reader: A11yUITestsReader.self)
    }

    @Test("nameThisFile names the document")
    func nameThisFile() throws {
        let document = try ImportExpectations.read(#"{"generated": 1.5, "nameThisFile": "Screen-test-0", "snapshot": []}"#, with: A11yUITestsReader.self)
        #expect(document.name == "Screen-test-0")
    }

    @Test("filename names the document without its .json extension")
    func filename() throws {
        let document = try ImportExpectations.read(#"{"generated": "2023-01-01T00:00:00Z", "filename": "Screen-test-0.json", "snapshot": []}"#, with: A11yUITestsReader.self)
        #expect(document.name == "Screen-test-0")
    }

    @Test("\"Not Enabled\" in the traits disables the element even when enabled says true")
    func notEnabledTrait() throws {
        let document = try ImportExpectations.read(#"{"generated": 1, "snapshot": [{"label": "Go", "enabled": true, "type": "Button", "traits": ["Button", "Not Enabled"]}]}"#, with: A11yUITestsReader.self)
        let node = try #require(document.roots.first)
        #expect(node.isEnabled == false)
        #expect(node.traits == [.button])
    }

    @Test("\"None\" states that the element has no traits")
    func noneTrait() throws {
        let document = try ImportExpectations.read(#"{"generated": 1, "snapshot": [{"label": "Go", "type": "Button", "traits": ["None"]}]}"#, with: A11yUITestsReader.self)
        #expect(document.roots.first?.traits == [])
    }

    @Test("An unknown display type leaves the element without a type")
    func unknownType() throws {
        let document = try ImportExpectations.read(#"{"generated": 1, "snapshot": [{"label": "Go", "type": "Gizmo", "traits": []}]}"#, with: A11yUITestsReader.self)
        #expect(document.roots.first?.type == nil)
    }

    @Test("A frame that is not [[x, y], [w, h]] is an error at the frame")
    func badFrame() {
        let text = "{\"generated\": 1, \"snapshot\": [\n  {\"label\": \"Go\", \"frame\": [16, 20, 30, 40]}\n]}"
        ImportExpectations.expectError(text, with: A11yUITestsReader.self, at: "[16", mentioning: ["expected a frame [[x, y], [width, height]] for \"frame\", found an array"])
    }

    @Test("A non-numeric size is an error at the coordinate")
    func nonNumericSize() {
        let text = "{\"generated\": 1, \"snapshot\": [{\"frame\": [[0, 0], [\"44\", 44]]}]}"
        ImportExpectations.expectError(text, with: A11yUITestsReader.self, at: "\"44\"", mentioning: ["expected a number for a coordinate of \"frame\", found a string"])
    }

    @Test("A trait that is not a string is an error at the trait")
    func badTrait() {
        let text = "{\"generated\": 1, \"snapshot\": [{\"traits\": [\"Button\", null]}]}"
        ImportExpectations.expectError(text, with: A11yUITestsReader.self, at: "null", mentioning: ["expected a string for an element of \"traits\", found null"])
    }

    @Test("A file without the snapshot list is an error at its root")
    func missingSnapshot() {
        ImportExpectations.expectError("{\"generated\": 1}", with: A11yUITestsReader.self, at: "{", mentioning: ["expected \"snapshot\" in an A11yUITests snapshot"])
    }

    @Test("Every historical version of the real example imports, element for element")
    func realVersions() throws {
        let counts = [
            "example-snapshot-2022-01-16-oldest.json": 23, "example-snapshot-2022-07-12-compact.json": 25,
            "example-snapshot-2022-08-21a-pretty.json": 25, "example-snapshot-2022-08-21b.json": 27,
            "example-snapshot-2023-02-25.json": 26, "example-snapshot-2023-02-26.json": 28,
        ]
        for (file, count) in counts {
            guard let bytes = RealTrees.bytes("a11yuitests-json/\(file)", for: "the A11yUITests real snapshots") else { return }
            let snapshot = try ImportExpectations.snapshot(bytes, with: A11yUITestsReader.self)
            #expect(snapshot.elements.count == count, "\(file)")
        }
    }

    @Test("The latest real example keeps its labels, types, traits and frames")
    func realLatest() throws {
        guard let bytes = RealTrees.bytes("a11yuitests-json/example-snapshot-2023-02-26.json", for: "the A11yUITests real snapshot") else { return }
        let document = try bytes.withUnsafeBufferPointer { buffer throws(DumpImportError) in try A11yUITestsReader.read(buffer, file: nil) }
        #expect(document.name == "A11yUITests-ExampleUITests-test-snapshotTest-0")
        let snapshot = try ImportExpectations.snapshot(bytes, with: A11yUITestsReader.self)
        let first = snapshot.elements[0]
        #expect(first.label == "Too Small" && first.type == .button && first.traits == [.button] && first.frame == Frame(16, 79, 43, 43))
        #expect(snapshot.elements[2].label == "ENDS WITH BUTTON")
        let disabled = try #require(snapshot.elements.first { $0.label == "Disabled" })
        #expect(disabled.isEnabled == false)
        let field = try #require(snapshot.elements.first { $0.type == .textField })
        #expect(field.traits == [])
        let overlapping = try #require(snapshot.elements.last)
        #expect(overlapping.label == "Overlapping" && overlapping.type == .staticText && overlapping.frame == Frame(94, 753.33, 59.33, 40.33))
    }
}
