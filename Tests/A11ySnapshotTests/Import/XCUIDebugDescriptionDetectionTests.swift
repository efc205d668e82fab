import A11ySnapshot
import Foundation
import Testing

/// Recognizing a debug description by its content, and nothing else.
@Suite("XCUI debugDescription import: detection")
struct XCUIDebugDescriptionDetectionTests {
    @Test("A line with a type, an address and a frame is recognized", arguments: [
        "Button, 0x600000f7c1c0, {{16.0, 120.0}, {343.0, 44.0}}, label: 'Log in'",
        "    Window (Main), 0x600000d9cee0, {{0.0, 0.0}, {375.0, 812.0}}",
        " →Application, 0x7a6da75c0, pid: 2933, title: 'App', Disabled",
        "Other, traits: 8589934592, {{0.0, 0.0}, {320.0, 568.0}}",
    ])
    func elementLines(_ text: String) {
        #expect(XCUIText.recognizes(text))
    }

    @Test("Section headers are recognized", arguments: [
        "Attributes: Application, pid: 7340, label: 'Demo'",
        "Element subtree:\n",
        "Query chain:\n →Find: Target Application 'x'",
    ])
    func headers(_ text: String) {
        #expect(XCUIText.recognizes(text))
    }

    @Test("An lldb string literal of a description is recognized after log lines")
    func literal() {
        #expect(XCUIText.recognizes("    t =  1.00s Requesting snapshot\n(String) $R0 = \"Attributes: Application, 0x1, pid: 2, label: \\'A\\'\\nElement subtree:\\n\""))
    }

    @Test("Every hand-written fixture is recognized", arguments: [
        "plain-subtree.txt", "sections-focus-marker.txt", "element-focus-marker.txt", "lldb-escaped-literal.txt",
        "flags.txt", "values-with-commas.txt", "odd-indentation-and-frames.txt", "attributes-only.txt",
    ])
    func fixtures(_ name: String) throws {
        let bytes = try ImportFixture.bytes("xcui-text/" + name)
        #expect(bytes.withUnsafeBufferPointer { XCUIDebugDescriptionReader.recognizes(DumpHead($0)) })
    }

    @Test("XML, JSON and prose are not recognized", arguments: [
        "<?xml version=\"1.0\"?><AppiumAUT><XCUIElementTypeApplication/></AppiumAUT>",
        "{\"AXFrame\": \"{{0, 0}, {393, 852}}\", \"type\": \"Button\"}",
        "[{\"label\": \"Element subtree:\"}]",
        "Running on emulator-5554\n{\"attributes\": {}}",
        "Button tapped, then the screen changed.\nNothing else to say.",
        "Other",
        "",
    ])
    func notRecognized(_ text: String) {
        #expect(!XCUIText.recognizes(text))
    }

    @Test("Every real debug description is recognized")
    func realDescriptions() throws {
        guard let folder = RealTrees.available(for: "real debug description detection") else { return }
        let files = try realFiles(in: folder.appendingPathComponent("xcui-debugdescription"))
        #expect(!files.isEmpty)
        for file in files {
            #expect(recognizes(file), "\(file.lastPathComponent)")
        }
    }

    @Test("No real dump of another format is recognized")
    func otherFormats() throws {
        guard let folder = RealTrees.available(for: "other formats' detection") else { return }
        let formats = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0 != "xcui-debugdescription" && !$0.hasSuffix(".md") }
        #expect(!formats.isEmpty)
        for format in formats {
            for file in try realFiles(in: folder.appendingPathComponent(format)) {
                #expect(!recognizes(file), "\(format)/\(file.lastPathComponent)")
            }
        }
    }

    private func realFiles(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { folder.appendingPathComponent($0) }
    }

    private func recognizes(_ file: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: file.path) else { return false }
        return [UInt8](data).withUnsafeBufferPointer { XCUIDebugDescriptionReader.recognizes(DumpHead($0)) }
    }
}
