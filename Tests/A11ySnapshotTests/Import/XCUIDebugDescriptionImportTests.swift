import A11ySnapshot
import Foundation
import Testing

/// The XCUIElement debug description importer against its hand-written fixtures
/// (`Fixtures/xcui-text/`), each with the exact snapshot it imports to.
@Suite("XCUI debugDescription import: golden fixtures")
struct XCUIDebugDescriptionImportTests {
    @Test("A headerless subtree with a common indentation prefix imports under the window's viewport")
    func plainSubtree() throws {
        try ImportFixture.checkGolden("xcui-text/plain-subtree.txt", reader: XCUIDebugDescriptionReader.self)
    }

    @Test("Only the Element subtree section becomes the tree; the focus marker is stripped")
    func sectionsAndFocusMarker() throws {
        try ImportFixture.checkGolden("xcui-text/sections-focus-marker.txt", reader: XCUIDebugDescriptionReader.self)
    }

    @Test("A subtree rooted at a focused element skips the Path and Query chain element lines")
    func elementFocusMarker() throws {
        try ImportFixture.checkGolden("xcui-text/element-focus-marker.txt", reader: XCUIDebugDescriptionReader.self)
    }

    @Test("An lldb string literal is unescaped, then read like plain text")
    func lldbEscapedLiteral() throws {
        try ImportFixture.checkGolden("xcui-text/lldb-escaped-literal.txt", reader: XCUIDebugDescriptionReader.self)
    }

    @Test("Flags, old-Xcode traits, unknown keys, words and types map as documented")
    func flags() throws {
        try ImportFixture.checkGolden("xcui-text/flags.txt", reader: XCUIDebugDescriptionReader.self)
    }

    @Test("Values and labels holding commas and quotes end at the next known field")
    func valuesWithCommas() throws {
        try ImportFixture.checkGolden("xcui-text/values-with-commas.txt", reader: XCUIDebugDescriptionReader.self)
    }

    @Test("Wrongly indented lines attach to the nearest shallower line; odd frames are standardized")
    func oddIndentationAndFrames() throws {
        try ImportFixture.checkGolden("xcui-text/odd-indentation-and-frames.txt", reader: XCUIDebugDescriptionReader.self)
    }

    @Test("A description with only an Attributes line imports that element")
    func attributesOnly() throws {
        try ImportFixture.checkGolden("xcui-text/attributes-only.txt", reader: XCUIDebugDescriptionReader.self)
    }

    @Test("Keeping roots and wrappers shows every node of the subtree, application and windows included")
    func sectionsKeepingEverything() throws {
        let path = "xcui-text/sections-focus-marker.txt"
        let input = try ImportFixture.bytes(path)
        let snapshot = try input.withUnsafeBufferPointer { buffer throws(DumpImportError) in
            let document = try XCUIDebugDescriptionReader.read(buffer, file: path)
            return try ImportPolicy.snapshot(
                from: document, name: path, file: path,
                options: ImportOptions(keepRoots: true, keepInvisible: true, keepWrappers: true))
        }
        ImportFixture.compare(String(decoding: snapshot.canonicalJSON(), as: UTF8.self), with: path + ".keep-all.expected.json")
    }
}
