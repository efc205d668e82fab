import A11ySnapshot
import Testing

/// How each part of a debug description line maps onto an imported node.
@Suite("XCUI debugDescription import: mapping")
struct XCUIDebugDescriptionMappingTests {
    @Test("Type, frame, identifier, label, placeholder and value map to their fields")
    func fullLine() throws {
        let node = try XCUIText.element(
            "Button, 0x600000f7c1c0, {{16.0, 120.0}, {343.0, 44.0}}, identifier: 'login', label: 'Log in', placeholderValue: 'Email', value: 12, Disabled, Selected, Keyboard Focused")
        #expect(node.type == .button)
        #expect(node.role == .element)
        #expect(node.frame == Frame(16, 120, 343, 44))
        #expect(node.identifier == "login")
        #expect(node.label == "Log in")
        #expect(node.placeholder == "Email")
        #expect(node.value == "12")
        #expect(node.isEnabled == false)
        #expect(node.isSelected)
        #expect(node.traits == nil)
    }

    @Test("Application is the application root, its frame stated or not")
    func applicationRole() throws {
        let node = try XCUIText.element("Application, 0x1, pid: 123, label: 'App'")
        #expect(node.role == .application)
        #expect(node.type == .application)
        #expect(node.label == "App")
        #expect(node.frame == nil)
    }

    @Test("Window (Main) is a window root; the parenthesised variant is dropped")
    func windowVariant() throws {
        let node = try XCUIText.element("Window (Main), 0x1, {{0.0, 0.0}, {375.0, 667.0}}")
        #expect(node.role == .window)
        #expect(node.type == .window)
        #expect(node.frame == Frame(0, 0, 375, 667))
    }

    @Test("An unknown type name is kept as other")
    func unknownType() throws {
        let node = try XCUIText.element("RemotePlaceholder, 0x1, pid: 22048, {{0.0, 0.0}, {375.0, 667.0}}")
        #expect(node.type == .other)
        #expect(node.frame == Frame(0, 0, 375, 667))
    }

    @Test("An unquoted value runs over commas up to the next known flag")
    func valueWithCommas() throws {
        let node = try XCUIText.element("TextView, 0x1, value: Milk, eggs, flour, Selected")
        #expect(node.value == "Milk, eggs, flour")
        #expect(node.isSelected)
    }

    @Test("An unquoted value ends at the next known key")
    func valueBeforeKey() throws {
        let node = try XCUIText.element("TextField, 0x1, value: a, b, label: 'L'")
        #expect(node.value == "a, b")
        #expect(node.label == "L")
    }

    @Test("A value that is only a flag's word stays the value")
    func valueSpelledLikeFlag() throws {
        let node = try XCUIText.element("Switch, 0x1, value: Selected")
        #expect(node.value == "Selected")
        #expect(node.isSelected == false)
    }

    @Test("A quoted label may hold quotes and commas that no known field follows")
    func labelWithQuotesAndCommas() throws {
        let node = try XCUIText.element("StaticText, 0x1, label: 'Don't panic, it's fine', Selected")
        #expect(node.label == "Don't panic, it's fine")
        #expect(node.isSelected)
    }

    @Test("An escaped quote inside a quoted string is a quote")
    func escapedQuote() throws {
        let node = try XCUIText.element(#"StaticText, 0x1, label: 'It\', said', identifier: 'x'"#)
        #expect(node.label == "It', said")
        #expect(node.identifier == "x")
    }

    /// `print(app.debugDescription)` writes a label's line breaks as they are (a blog post's
    /// UIKit dump: an SDK version label over "lat:0.0" and "long:0.0").
    @Test("A quoted label with line breaks goes on over the lines that follow, up to its closing quote")
    func labelOverSeveralLines() throws {
        let document = try XCUIText.read("""
            Element subtree:
             Image, 0x1, {{0.0, 0.0}, {414.0, 896.0}}, identifier: 'background'
               StaticText, 0x2, {{245.0, 814.0}, {149.0, 40.0}}, identifier: 'lblSdkVersion', label: 'SDK Version: 2.1.7-8
            lat:0.0
            long:0.0'
               Button, 0x3, {{16.0, 814.0}, {80.0, 40.0}}, label: 'Retry'

            """)
        let children = try #require(document.roots.first?.children)
        #expect(children.map(\.label) == ["SDK Version: 2.1.7-8\nlat:0.0\nlong:0.0", "Retry"])
        #expect(children.first?.identifier == "lblSdkVersion")
    }

    @Test("A label's line breaks written as CR LF are line feeds")
    func labelOverCRLFLines() throws {
        let node = try XCUIText.element("StaticText, 0x1, label: 'First\r\nSecond', identifier: 'x'")
        #expect(node.label == "First\nSecond")
        #expect(node.identifier == "x")
    }

    @Test("A quote followed by a comma and unknown text closes the string when nothing better does")
    func fallbackClosingQuote() throws {
        let node = try XCUIText.element("StaticText, 0x1, label: 'Hi', Brand New Flag")
        #expect(node.label == "Hi")
    }

    @Test("title is the label when there is no label")
    func titleAsLabel() throws {
        #expect(try XCUIText.element("Button, 0x1, title: 'Save'").label == "Save")
        #expect(try XCUIText.element("Button, 0x1, label: 'Close', title: 'X'").label == "Close")
    }

    @Test("Old Xcode traits keep the public trait bits and fold not-enabled into enabled")
    func oldTraits() throws {
        let node = try XCUIText.element("Button, traits: 8589934857, {{1.0, 2.0}, {3.0, 4.0}}")
        #expect(node.traits == [.button, .selected])
        #expect(node.isEnabled == false)
        #expect(node.frame == Frame(1, 2, 3, 4))
    }

    @Test("Unknown keys are skipped, quoted or not")
    func unknownKeys() throws {
        let node = try XCUIText.element("Button, 0x1, hint: 'Double tap', elementType: 9, label: 'OK'")
        #expect(node.label == "OK")
        #expect(node.hint == nil)
    }

    @Test("Negative sizes are standardized, non-finite numbers become 0")
    func oddFrames() throws {
        #expect(try XCUIText.element("Other, 0x1, {{10.0, 10.0}, {-100.0, 44.5}}").frame == Frame(-90, 10, 100, 44.5))
        #expect(try XCUIText.element("Other, 0x1, {{inf, nan}, {24.0, 1e1}}").frame == Frame(0, 0, 24, 10))
        #expect(try XCUIText.element("Other, 0x1, {{ 1 ,2},{3, 4 }}").frame == Frame(1, 2, 3, 4))
    }

    @Test("Children sit under their parent by indentation; siblings share it")
    func nesting() throws {
        let document = try XCUIText.read("""
            Element subtree:
             →Window, 0x1, {{0.0, 0.0}, {10.0, 10.0}}
                Button, 0x2, label: 'A'
                  StaticText, 0x3, label: 'A1'
                Button, 0x4, label: 'B'
            """)
        let window = try #require(document.roots.first)
        #expect(document.roots.count == 1)
        #expect(window.children.map(\.label) == ["A", "B"])
        #expect(window.children.first?.children.map(\.label) == ["A1"])
    }

    @Test("A line indented several levels deeper is the child of the line above")
    func overIndented() throws {
        let document = try XCUIText.read("Element subtree:\n  Window, 0x1\n          Button, 0x2, label: 'Deep'\n    Button, 0x3, label: 'Next'\n")
        let window = try #require(document.roots.first)
        #expect(window.children.map(\.label) == ["Deep", "Next"])
    }

    @Test("A line dedented between two levels joins the shallower level's children")
    func dedentedBetweenLevels() throws {
        let document = try XCUIText.read("Element subtree:\n  Window, 0x1\n      Other, 0x2\n        Button, 0x3, label: 'In'\n     Button, 0x4, label: 'Out'\n")
        let window = try #require(document.roots.first)
        #expect(window.children.map(\.label) == [nil, "Out"])
        #expect(window.children.first?.children.map(\.label) == ["In"])
    }

    @Test("A line indented less than the first root is another root")
    func secondRoot() throws {
        let document = try XCUIText.read("Element subtree:\n    Window, 0x1\n  Window, 0x2, label: 'Second'\n")
        #expect(document.roots.count == 2)
        #expect(document.roots.last?.label == "Second")
    }

    @Test("A line indented by 100,000 columns is one level below the line above it")
    func hugeIndentation() throws {
        let text = "Element subtree:\nWindow, 0x1\n" + String(repeating: " ", count: 100_000) + "Button, 0x2, label: 'Far'\n  Button, 0x3, label: 'Near'\n"
        let window = try #require(try XCUIText.read(text).roots.first)
        #expect(window.children.map(\.label) == ["Far", "Near"])
    }

    @Test("A tab indents by one level and a no-break space by one column")
    func tabsAndNoBreakSpaces() throws {
        let document = try XCUIText.read("Element subtree:\nWindow, 0x1\n\tButton, 0x2, label: 'Tab'\n\u{A0}\u{A0}Button, 0x3, label: 'Space'\n")
        let window = try #require(document.roots.first)
        #expect(window.children.map(\.label) == ["Tab", "Space"])
    }

    @Test("Windows-style line endings are read like plain ones")
    func crlf() throws {
        let document = try XCUIText.read("Element subtree:\r\n Window, 0x1\r\n   Button, 0x2, value: 5\r\n")
        #expect(document.roots.first?.children.first?.value == "5")
    }

    @Test("Log lines before a headerless subtree are skipped")
    func leadingLogLines() throws {
        let document = try XCUIText.read("    t =     1.20s Tap \"Go\" Button\nFailed, see log\n  Window, 0x1, {{0.0, 0.0}, {5.0, 5.0}}\n    Button, 0x2, label: 'Go'\n")
        #expect(document.roots.count == 1)
        #expect(document.roots.first?.role == .window)
    }

    @Test("Text after a blank line below the subtree ends it")
    func trailingText() throws {
        let document = try XCUIText.read("Element subtree:\n Window, 0x1\n   Button, 0x2, label: 'A'\n\n(lldb) continue\n")
        #expect(document.roots.first?.children.count == 1)
    }

    @Test("Only the first Element subtree is read")
    func secondSubtreeIgnored() throws {
        let document = try XCUIText.read("Element subtree:\n Window, 0x1, label: 'First'\nElement subtree:\n Window, 0x2, label: 'Second'\n")
        #expect(document.roots.map(\.label) == ["First"])
    }

    @Test("A string literal's escapes are decoded, and the text before it is skipped")
    func stringLiteral() throws {
        let document = try XCUIText.read(#"(String) $R0 = "Element subtree:\n →Window, 0x1\n    Button, 0x2, label: \'Say \"hi\"\', value: a\tb \\ \u{E9}\n""#)
        let button = try #require(document.roots.first?.children.first)
        #expect(button.label == "Say \"hi\"")
        #expect(button.value == "a\tb \\ é")
    }

    @Test("The reader bounds nesting at a depth that still imports")
    func deepestAllowedNesting() throws {
        let depth = XCUIDebugDescriptionReader.maximumNestingDepth
        var text = "Element subtree:\n"
        for level in 0..<depth {
            // Cells, which VoiceOver may enter: a button's content would not be focused at all.
            text += String(repeating: " ", count: level) + "Cell, 0x1, label: 'L\(level)'\n"
        }
        let document = try XCUIText.read(text)
        var node = try #require(document.roots.first)
        var levels = 1
        while let child = node.children.first {
            node = child
            levels += 1
        }
        #expect(levels == depth)
        #expect(throws: DumpImportError.self) {
            try ImportPolicy.snapshot(from: document, name: "deep", file: nil, options: .canonical)
        }
    }
}
