import A11ySnapshot
import Testing

/// The hand-written XML reader: what it accepts, and the exact error for what it refuses.
@Suite("XML reader")
struct XMLReaderTests {
    // MARK: Well-formed documents

    @Test("reads nested elements and their attributes in document order")
    func elementsAndAttributes() throws {
        let root = try parseXML(#"<a x="1" y='two'><b/><c z="3"></c></a>"#)
        #expect(root.name == "a")
        #expect(root.attributes.map(\.name) == ["x", "y"])
        #expect(root["x"] == "1")
        #expect(root["y"] == "two")
        #expect(root.children.map(\.name) == ["b", "c"])
        #expect(root.children[1]["z"] == "3")
        #expect(root["missing"] == nil)
    }

    @Test("a quote of the other kind inside a value is plain text")
    func otherQuoteInsideValue() throws {
        let root = try parseXML(#"<a double="it's" single='say "hi"'/>"#)
        #expect(root["double"] == "it's")
        #expect(root["single"] == #"say "hi""#)
    }

    @Test("resolves the five predefined entities")
    func predefinedEntities() throws {
        let root = try parseXML(#"<a v="&lt;&gt;&amp;&apos;&quot;">&lt;b&gt; &amp; c</a>"#)
        #expect(root["v"] == #"<>&'""#)
        #expect(root.text == "<b> & c")
    }

    @Test("resolves decimal and hexadecimal character references, including line feeds and emoji")
    func characterReferences() throws {
        let root = try parseXML(#"<a v="one&#10;two &#x1F600; &#233;&#xE9;"/>"#)
        #expect(root["v"] == "one\ntwo 😀 éé")
    }

    @Test("literal tabs and line breaks in attribute values become spaces")
    func attributeWhitespaceNormalization() throws {
        let root = try parseXML("<a v=\"one\ttwo\r\nthree\nfour\"/>")
        #expect(root["v"] == "one two three four")
    }

    @Test("keeps non-ASCII text and names as they are")
    func unicodeContent() throws {
        let root = try parseXML(#"<カレンダー label="日本語 ™ 🎉">テキスト</カレンダー>"#)
        #expect(root.name == "カレンダー")
        #expect(root["label"] == "日本語 ™ 🎉")
        #expect(root.text == "テキスト")
    }

    @Test("keeps CDATA content literally and skips comments and processing instructions")
    func cdataCommentsAndInstructions() throws {
        let root = try parseXML("<a><!-- note --><?app data?><![CDATA[<not> &markup;]]></a>")
        #expect(root.text == "<not> &markup;")
        #expect(root.children.isEmpty)
    }

    @Test("leaves whitespace-only text between tags out")
    func indentationIsNotText() throws {
        let root = try parseXML("<a>\n  <b/>\n</a>")
        #expect(root.text == "")
        #expect(root.children.count == 1)
    }

    @Test("accepts an XML declaration with either quote style, a UTF-8 byte-order mark, and comments around the root")
    func prolog() throws {
        let text = "\u{FEFF}<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<!-- before --><root/><!-- after -->\n"
        let root = try parseXML(text)
        #expect(root.name == "root")
    }

    @Test("skips a DOCTYPE without entity declarations, never fetching its external subset")
    func harmlessDoctype() throws {
        let root = try parseXML(#"<!DOCTYPE root SYSTEM "http://example.invalid/root.dtd" [<!ELEMENT root ANY><!ATTLIST root a CDATA "x>y">]><root/>"#)
        #expect(root.name == "root")
        #expect(root.attributes.isEmpty)
    }

    @Test("records the byte offset of each element and attribute value")
    func offsets() throws {
        let root = try parseXML(#"<a><b v="x"/></a>"#)
        #expect(root.offset == 0)
        #expect(root.children[0].offset == 3)
        #expect(root.children[0].attribute("v")?.valueOffset == 9)
    }

    @Test("reads a tree exactly as deep as the limit")
    func depthAtTheLimit() throws {
        let depth = XMLReader.maximumDepth
        let text = String(repeating: "<e>", count: depth) + String(repeating: "</e>", count: depth)
        var node = try parseXML(text)
        var levels = 1
        while let child = node.children.first {
            node = child
            levels += 1
        }
        #expect(levels == depth)
    }

    @Test("folds a deep tree bottom-up without recursion")
    func foldCountsDeepTree() throws {
        let depth = XMLReader.maximumDepth
        let text = String(repeating: "<e><leaf/>", count: depth) + String(repeating: "</e>", count: depth)
        let count = try parseXML(text).fold { _, children throws(DumpImportError) in 1 + children.reduce(0, +) }
        #expect(count == depth * 2)
    }

    // MARK: Errors, with exact positions

    @Test("an element left open names it, where it opened, and says the input ended")
    func unclosedElement() throws {
        let text = "<AppiumAUT>\n  <XCUIElementTypeButton name=\"x\">\n"
        try expectErrorAtEnd(xmlError(text), .truncated, in: text,
                             mentioning: ["expected '</XCUIElementTypeButton>'", "opened at 2:3", "found end of input"])
    }

    @Test("a start tag cut off says '>' was expected and the input ended")
    func truncatedStartTag() throws {
        let text = "<root>\n  <XCUIElementTypeButton name=\"x\""
        try expectErrorAtEnd(xmlError(text), .truncated, in: text,
                             mentioning: ["expected '>' to close <XCUIElementTypeButton>", "found end of input"])
    }

    @Test("a value cut off says the closing quote was expected")
    func truncatedAttributeValue() throws {
        let text = "<root a=\"unfinished"
        try expectErrorAtEnd(xmlError(text), .truncated, in: text, mentioning: ["closing quote", "'a'", "<root>"])
    }

    @Test("a mismatched end tag names both tags and where the open one started")
    func mismatchedTags() throws {
        let text = "<a>\n  <b>\n  </c>\n</a>"
        try expectError(xmlError(text), .malformed, in: text, at: "</c>",
                        mentioning: ["expected '</b>'", "<b>", "opened at 2:3", "found '</c>'"])
    }

    @Test("a duplicate attribute is an error at the second one")
    func duplicateAttribute() throws {
        let text = #"<a x="1" y="2" x="3"/>"#
        try expectError(xmlError(text), .malformed, in: text, at: #"x="3""#, mentioning: ["duplicate attribute 'x'", "<a>"])
    }

    @Test("a duplicate among many attributes is still found")
    func duplicateAmongManyAttributes() throws {
        let attributes = (0..<40).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        let text = "<e \(attributes) a7=\"again\"/>"
        try expectError(xmlError(text), .malformed, in: text, at: #"a7="again""#, mentioning: ["duplicate attribute 'a7'"])
    }

    @Test("attributes must be separated by whitespace")
    func attributesWithoutSpace() throws {
        let text = #"<a x="1"y="2"/>"#
        try expectError(xmlError(text), .malformed, in: text, at: "y=", mentioning: ["expected whitespace, '>' or '/>'", "found 'y'"])
    }

    @Test("an attribute without a quoted value says what was expected")
    func unquotedAttribute() throws {
        let text = "<a x=1/>"
        try expectError(xmlError(text), .malformed, in: text, at: "1", mentioning: ["expected a quoted value for attribute 'x'", "found '1'"])
    }

    @Test("'<' inside an attribute value is refused")
    func lessThanInAttribute() throws {
        let text = #"<a x="1<2"/>"#
        try expectError(xmlError(text), .malformed, in: text, at: "<2", mentioning: ["'<' is not allowed", "'x'"])
    }

    @Test("a second root element is refused")
    func twoRoots() throws {
        let text = "<a/>\n<b/>"
        try expectError(xmlError(text), .malformed, in: text, at: "<b/>", mentioning: ["expected the end of the document after </a>", "found '<b'"])
    }

    @Test("text before the root element is refused")
    func textBeforeRoot() throws {
        let text = "hello <a/>"
        try expectError(xmlError(text), .malformed, in: text, at: "hello", mentioning: ["expected '<' to start the root element", "found 'h'"])
    }

    @Test("a document with only a declaration is truncated")
    func declarationOnly() throws {
        let text = "<?xml version=\"1.0\"?>\n"
        try expectErrorAtEnd(xmlError(text), .truncated, in: text, mentioning: ["expected the root element"])
    }

    @Test("an empty document is reported as empty")
    func emptyDocument() throws {
        let error = try #require(xmlError("  \n"))
        #expect(error.reason == .empty)
    }

    @Test("an unterminated comment says '-->' was expected")
    func unterminatedComment() throws {
        let text = "<a><!-- never closed </a>"
        try expectErrorAtEnd(xmlError(text), .truncated, in: text, mentioning: ["expected '-->'", "opened at 1:4"])
    }

    @Test("'--' inside a comment is refused")
    func doubleHyphenInComment() throws {
        let text = "<a><!-- a -- b --></a>"
        try expectError(xmlError(text), .malformed, in: text, at: "-- b", mentioning: ["'--' is not allowed inside a comment"])
    }

    @Test("an unterminated CDATA section says ']]>' was expected")
    func unterminatedCDATA() throws {
        let text = "<a><![CDATA[ data </a>"
        try expectErrorAtEnd(xmlError(text), .truncated, in: text, mentioning: ["expected ']]>'"])
    }

    @Test("an XML declaration after the start is refused")
    func lateDeclaration() throws {
        let text = "<a/>\n<?xml version=\"1.0\"?>"
        try expectError(xmlError(text), .malformed, in: text, at: "<?xml", mentioning: ["only allowed at the very start"])
    }

    @Test("a character reference must end with ';'")
    func characterReferenceWithoutSemicolon() throws {
        let text = #"<a v="&#65 "/>"#
        try expectError(xmlError(text), .malformed, in: text, at: " \"", mentioning: ["expected ';' to end the character reference"])
    }

    @Test("a character reference to a code point XML forbids is refused", arguments: ["&#0;", "&#x1;", "&#xD800;", "&#xFFFE;", "&#x110000;", "&#99999999999999999999;"])
    func invalidCodePoint(reference: String) throws {
        let text = "<a v=\"ok \(reference)\"/>"
        try expectError(xmlError(text), .malformed, in: text, at: reference, mentioning: [reference, "not allow"])
    }

    @Test("a bare '&' is refused with a hint to write &amp;")
    func bareAmpersand() throws {
        let text = "<a>fish & chips</a>"
        try expectError(xmlError(text), .malformed, in: text, at: " chips", mentioning: ["&amp;"])
    }

    @Test("a control character is refused at its position")
    func controlCharacter() throws {
        let text = "<a>bell\u{07}</a>"
        try expectError(xmlError(text), .malformed, in: text, at: "\u{07}", mentioning: ["U+0007"])
    }

    @Test("a tag name must start with a name character")
    func badTagName() throws {
        let text = "<a><1/></a>"
        try expectError(xmlError(text), .malformed, in: text, at: "1", mentioning: ["expected an element name after '<'", "found '1'"])
    }

    @Test("nesting beyond the limit is refused at the first element too deep")
    func tooDeep() throws {
        let depth = XMLReader.maximumDepth + 1
        let text = String(repeating: "<e>", count: depth) + String(repeating: "</e>", count: depth)
        let error = try #require(xmlError(text))
        #expect(error.reason == .nestingTooDeep)
        #expect(error.line == 1 && error.column == XMLReader.maximumDepth * 3 + 1, "\(error)")
    }

    @Test("100,000 levels of nesting are refused, not a crash")
    func hundredThousandLevels() throws {
        let text = String(repeating: "<e>", count: 100_000)
        let error = try #require(xmlError(text))
        #expect(error.reason == .nestingTooDeep)
    }

    // MARK: Encoding

    @Test("invalid UTF-8 is refused at the offending byte")
    func invalidUTF8() throws {
        let bytes = Array("<a>\ncaf".utf8) + [0xE9] + Array("</a>".utf8)
        let error = try #require(xmlError(bytes))
        #expect(error.reason == .invalidEncoding)
        #expect(error.line == 2 && error.column == 4, "\(error)")
        #expect(error.message.hasPrefix("invalid UTF-8 (byte 0xE9);"), "a byte is written as two hex digits: \(error.message)")
    }

    @Test("UTF-16 with a byte-order mark is refused as UTF-16")
    func utf16WithBOM() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "<a/>".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let error = try #require(xmlError(bytes))
        #expect(error.reason == .invalidEncoding)
        #expect(error.message.contains("UTF-16"))
    }

    @Test("UTF-16 without a byte-order mark is refused as UTF-16")
    func utf16WithoutBOM() throws {
        var bytes: [UInt8] = []
        for unit in "<a/>".utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        let error = try #require(xmlError(bytes))
        #expect(error.reason == .invalidEncoding)
        #expect(error.message.contains("UTF-16"))
    }

    @Test("a declared encoding other than UTF-8 is refused at the declaration", arguments: ["UTF-16", "ISO-8859-1", "Shift_JIS"])
    func declaredEncoding(encoding: String) throws {
        let text = "<?xml version=\"1.0\" encoding=\"\(encoding)\"?><a/>"
        try expectError(xmlError(text), .invalidEncoding, in: text, at: encoding, mentioning: [encoding, "UTF-8 only"])
    }

    @Test("a declared encoding of utf-8 in any case is accepted")
    func declaredUTF8AnyCase() throws {
        #expect(try parseXML("<?xml version=\"1.0\" encoding=\"utf-8\"?><a/>").name == "a")
    }
}
