/// One attribute of an ``XMLElementNode``: its name, its value with references resolved and
/// whitespace normalized as XML requires, and where the value starts (for error messages).
package struct XMLAttribute: Hashable, Sendable {
    /// The attribute's name as written (`content-desc`, `xml:lang`).
    package var name: String
    /// The value with references resolved and literal tabs and line breaks turned into spaces.
    package var value: String
    /// Byte offset of the value's first character (just after the opening quote).
    package var valueOffset: Int
}

/// An element of a document read by ``XMLReader``: name, attributes in document order, child
/// elements, and the character data directly inside it (text and CDATA, references resolved).
/// Comments and processing instructions are not kept.
package struct XMLElementNode: Hashable, Sendable {
    /// The tag name as written (`XCUIElementTypeButton`, `node`, `android.widget.Button`).
    package var name: String
    /// Byte offset of the element's `<`, for error messages.
    package var offset: Int
    /// The attributes in document order (names are unique).
    package var attributes: [XMLAttribute] = []
    /// The child elements in document order.
    package var children: [XMLElementNode] = []
    /// The character data directly inside the element, concatenated across its children.
    package var text: String = ""

    /// The attribute called `name`, if the element has one.
    package func attribute(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }

    /// The value of the attribute called `name`, if the element has one.
    package subscript(_ name: String) -> String? {
        attribute(name)?.value
    }

    /// Builds a value for the whole tree bottom-up, without recursion: `build` receives each
    /// element with the values already built for its children, in document order. Trees as deep
    /// as ``XMLReader/maximumDepth`` are folded without growing the call stack.
    package func fold<Result>(_ build: (XMLElementNode, [Result]) throws(DumpImportError) -> Result) throws(DumpImportError) -> Result {
        var stack: [(node: XMLElementNode, nextChild: Int, built: [Result])] = [(self, 0, [])]
        while true {
            let top = stack.count - 1
            if stack[top].nextChild < stack[top].node.children.count {
                let child = stack[top].node.children[stack[top].nextChild]
                stack[top].nextChild += 1
                stack.append((child, 0, []))
                continue
            }
            let finished = stack.removeLast()
            let result = try build(finished.node, finished.built)
            guard !stack.isEmpty else { return result }
            stack[stack.count - 1].built.append(result)
        }
    }
}
