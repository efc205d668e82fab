/// Reads the text `XCUIElement.debugDescription` produces (`po app` in lldb, or
/// `print(app.debugDescription)` in a UI test), as plain text or as the escaped string literal
/// lldb prints for a `String`. The grammar and the attribute mapping are in `docs/import/xcui-text.md`.
///
/// Only the element subtree becomes the tree: the `Element subtree:` section when there is one,
/// else the indented element lines themselves (a pasted subtree without headers). A description
/// with no subtree but an `Attributes:` line imports that one element. `Path to element:` and
/// `Query chain:` are skipped.
package enum XCUIDebugDescriptionReader: DumpReader {
    package static let format = DumpFormat.xcuiDebugDescription

    /// The deepest element nesting a description may have (1 = a root); deeper input is refused
    /// with ``DumpImportError/Reason/nestingTooDeep``.
    package static var maximumNestingDepth: Int { IndentedTreeBuilder.maximumDepth }

    /// True when the head holds a section header or a certain element line (a type name followed
    /// by an address, a frame, `pid:` or `traits:`), as plain text or inside a string literal; false
    /// for XML and JSON, which start with `<`, `{` or `[`.
    package static func recognizes(_ head: DumpHead) -> Bool {
        guard let first = head.bytes.first,
              first != UInt8(ascii: "<"), first != UInt8(ascii: "{"), first != UInt8(ascii: "[") else { return false }
        return head.bytes.withUnsafeBufferPointer { XCUIDescriptionStart.find(in: $0) != nil }
    }

    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String?) throws(DumpImportError) -> ImportedDocument {
        try TextDumpEncoding.requireUTF8(bytes, file: file)
        switch XCUIDescriptionStart.find(in: bytes) {
        case .text:
            return try parse(TextDumpSource(bytes, file: file))
        case .literal(let openingQuote):
            let literal = try SwiftStringLiteral(in: bytes, openingQuote: openingQuote, file: file)
            return try literal.text.withTypedUnsafeBufferPointer { text throws(DumpImportError) in
                try parse(TextDumpSource(text: text, original: bytes, map: literal.map, file: file))
            }
        case nil:
            throw noElements(in: TextDumpSource(bytes, file: file), header: nil)
        }
    }

    private enum State {
        /// Before the subtree: other text is skipped until a header or a certain element line.
        case searching
        /// In the element subtree (after its header, or from the first element line).
        case inTree
        /// In the `Path to element:` or `Query chain:` section.
        case skippingSection
    }

    /// Reads the sections of the description in `source` and builds the element subtree.
    private static func parse(_ source: TextDumpSource) throws(DumpImportError) -> ImportedDocument {
        let text = source.text
        var builder = IndentedTreeBuilder()
        var attributes: Range<Int>?
        var subtreeHeader: Int?
        var state = State.searching
        var afterBlank = false
        var offset = 0
        lines: while let line = TextLine(startingAt: offset, in: text) {
            offset = line.next
            let indentation = TextIndentation(of: line, in: text)
            let content = indentation.contentStart
            if indentation.isBlank(line) {
                afterBlank = true
                continue
            }
            if let (section, after) = XCUIDescriptionSection.header(in: text, at: content, end: line.end) {
                // Another section ends the subtree; later sections (even a second subtree) are not read.
                if !builder.isEmpty { break lines }
                switch section {
                case .attributes:
                    if attributes == nil { attributes = after..<line.end }
                    state = .searching
                case .elementSubtree:
                    if subtreeHeader == nil { subtreeHeader = content }
                    state = .inTree
                case .pathToElement, .queryChain:
                    state = .skippingSection
                }
                afterBlank = false
                continue
            }
            let shape = XCUIElementLine.shape(of: text, from: content, to: line.end)
            switch state {
            case .skippingSection:
                break
            case .searching:
                if shape == .certain {
                    offset = try add(line, indentation, to: &builder, in: source)
                    state = .inTree
                }
            case .inTree:
                if shape != nil {
                    offset = try add(line, indentation, to: &builder, in: source)
                } else if afterBlank, !builder.isEmpty {
                    // Text after a blank line below the tree (a prompt, a note) ends it.
                    break lines
                } else {
                    throw source.error(
                        .malformed,
                        "expected an element line such as \"Button, 0x…, {{x, y}, {width, height}}, label: '…'\", found \(source.excerpt(at: content, end: line.end))",
                        at: content)
                }
            }
            afterBlank = false
        }
        if !builder.isEmpty { return document(builder.roots()) }
        if let attributes, XCUIElementLine.shape(of: text, from: attributes.lowerBound, to: attributes.upperBound) != nil {
            let element = try XCUIElementLine(in: source, from: attributes.lowerBound, to: attributes.upperBound)
            return document([element.node])
        }
        throw noElements(in: source, header: subtreeHeader)
    }

    /// The most lines after its first that one element's description may take: a quoted string
    /// with line breaks (a label of three lines) goes on until it closes, but an unclosed quote
    /// is reported at its line, not after the rest of the file.
    static let maximumContinuationLines = 100

    /// Adds the element described from `line` and returns where the next line starts: after
    /// `line`, or after the lines its quoted string takes (lines that are not element lines).
    private static func add(_ line: TextLine, _ indentation: TextIndentation, to builder: inout IndentedTreeBuilder, in source: TextDumpSource) throws(DumpImportError) -> Int {
        var (end, next) = (line.end, line.next)
        var element = try XCUIElementLine.unlessQuoteOpen(in: source, from: indentation.contentStart, to: end)
        for _ in 0..<maximumContinuationLines where element == nil {
            guard let following = TextLine(startingAt: next, in: source.text),
                  XCUIElementLine.shape(of: source.text, from: TextIndentation(of: following, in: source.text).contentStart, to: following.end) == nil
            else { break }
            (end, next) = (following.end, following.next)
            element = try XCUIElementLine.unlessQuoteOpen(in: source, from: indentation.contentStart, to: end)
        }
        // Still open: the error at the quote, on the first line.
        guard let parsed = element else { throw XCUIElementLine.openQuoteError(in: source, from: indentation.contentStart, to: line.end) }
        guard builder.add(parsed.node, indentation: indentation.columns) else {
            throw source.error(
                .nestingTooDeep, "elements are nested more than \(IndentedTreeBuilder.maximumDepth) levels deep",
                at: indentation.contentStart)
        }
        return next
    }

    /// The error for a description without a single element line, at the empty subtree's header
    /// or at the input's first text.
    private static func noElements(in source: TextDumpSource, header: Int?) -> DumpImportError {
        if let header {
            return source.error(.malformed, "the Element subtree section has no element lines; expected lines such as \"Button, 0x…, {{x, y}, {width, height}}, label: '…'\"", at: header)
        }
        var first = 0
        while first < source.text.count, source.text[first] == UInt8(ascii: " ") || source.text[first] == UInt8(ascii: "\n")
            || source.text[first] == UInt8(ascii: "\r") || source.text[first] == UInt8(ascii: "\t") {
            first += 1
        }
        return source.error(
            .malformed,
            "no element lines found; expected an XCUIElement debug description: an \"Element subtree:\" section or lines such as \"Button, 0x…, {{x, y}, {width, height}}, label: '…'\"",
            at: min(first, source.text.count))
    }

    /// The document of `roots`: a debugDescription states no hints, and traits (so headers)
    /// only in old Xcode's numeric `traits:` field.
    static func document(_ roots: [ImportedNode]) -> ImportedDocument {
        var stated: StatedData = [.pointFrames, .values, .adjustableValues, .identifiers]
        if roots.contains(where: { $0.contains { $0.traits != nil } }) { stated.formUnion([.traits, .headers]) }
        var document = ImportedDocument(roots: roots, statedData: stated)
        document.shapesVoiceOverFocus = true
        return document
    }
}
