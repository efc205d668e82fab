@testable import A11ySnapshot
import ExampleScreens
import Testing

/// How reports keep text from snapshots literal: in Markdown, in HTML and on a terminal line.
@Suite("Report escaping")
struct ReportEscapingTests {
    @Test("Markdown text: HTML as entities, Markdown punctuation escaped, line breaks shown")
    func markdownInline() {
        #expect(MarkdownText.inline("a | b") == #"a \| b"#)
        #expect(MarkdownText.inline("<b>x</b> & y") == "&lt;b&gt;x&lt;/b&gt; &amp; y")
        #expect(MarkdownText.inline("*a* _b_ `c` [d](e) ~f~ $g \\") == #"\*a\* \_b\_ \`c\` \[d\](e) \~f\~ \$g \\"#)
        #expect(MarkdownText.inline("one\ntwo") == #"one\\ntwo"#)
        #expect(MarkdownText.inline("Café 日本語 🎉. Done!") == "Café 日本語 🎉. Done!")
    }

    @Test("HTML text: entities only, since Markdown is not read inside HTML blocks")
    func html() {
        #expect(MarkdownText.html(#"<b>"a" & *b*</b>"#) == "&lt;b&gt;&quot;a&quot; &amp; *b*&lt;/b&gt;")
        #expect(MarkdownText.html("</summary>\n") == #"&lt;/summary&gt;\n"#)
    }

    @Test("Code spans are fenced longer than any backtick run inside")
    func codeSpans() {
        #expect(MarkdownText.code(#""plain""#) == #"`"plain"`"#)
        #expect(MarkdownText.code("a `b` c") == "``a `b` c``")
        #expect(MarkdownText.code("``x") == "``` ``x ```")
        #expect(MarkdownText.code("<b>|</b>") == "`<b>|</b>`")
    }

    @Test("Markdown and code spans escape punctuation followed by a combining mark")
    func combiningMarksDoNotHidePunctuation() {
        // "|" and a following combining mark are one Character, unequal to "|": the escaping
        // looks at scalars, or a cell break or an unescaped backtick gets through.
        let acute = "\u{301}"
        let cell = MarkdownText.inline("a |" + acute + " <" + acute + "b>")
        #expect(cell == "a \\|" + acute + " &lt;" + acute + "b&gt;")
        let span = MarkdownText.code("x `" + acute + " y")
        #expect(span == "``x `" + acute + " y``")
        let leading = MarkdownText.code("`" + acute + "x")
        #expect(leading == "`` `" + acute + "x ``")
    }

    @Test("Terminal text: control characters and line separators escaped, the rest kept")
    func visible() {
        #expect(DisplayText.visible("a\tb\r\n\u{1B}[31m\u{7F}\u{85}\u{2028}") == #"a\tb\r\n\u001b[31m\u007f\u0085\u2028"#)
        #expect(DisplayText.visible(#"Say "hi" \ ok"#) == #"Say "hi" \ ok"#)
        #expect(DisplayText.quoted(#"Say "hi" \ ok"#) == #""Say \"hi\" \\ ok""#)
    }

    /// ebay.com's heading in Safari (a no-break space before "AM"); ADHD Buddy's soundscape rows
    /// (React Native: Material Icons' check mark, U+E86C, moved from one row's label to another's).
    @Test("Quoted text escapes what shows as a space, a box or nothing: look-alike spaces and private-use glyphs")
    func quotedInvisibles() {
        #expect(DisplayText.quoted("9:41\u{202F}AM\u{200B}") == #""9:41\u202fAM\u200b""#)
        #expect(DisplayText.quoted("\u{E039}, Tibetan Bowls, \u{E86C}") == #""\ue039, Tibetan Bowls, \ue86c""#)
        #expect(DisplayText.quoted("\u{F0001}") == #""\u{f0001}""#)
        #expect(DisplayText.visible("9:41\u{202F}AM \u{E86C}") == "9:41\u{202F}AM " + #"\ue86c"#)
    }

    /// Crush's React Native header: "\u{F19C}, Crush, 订阅事件"; a removed element labelled by one
    /// glyph had read as an empty line.
    @Test("Unquoted text and rule messages escape private-use glyphs too, and keep look-alike spaces")
    func unquotedGlyphs() {
        #expect(DisplayText.visible("\u{F19C}, Crush") == #"\uf19c, Crush"#)
        #expect(DisplayText.visible("\u{F205}") == #"\uf205"#)
        // OV Message's tab (React Native): one glyph past U+FFFF is one escape, not two surrogates.
        #expect(DisplayText.visible("\u{F0341}, Button") == #"\u{f0341}, Button"#)
        #expect(DisplayText.oneLine("Glyph \u{E86C} here") == #"Glyph \ue86c here"#)
        #expect(DisplayText.oneLine("No\u{00A0}break, ﬁne") == "No\u{00A0}break, ﬁne")
    }

    /// Rule messages are read eight bytes at a time; each byte of every word still counts.
    @Test("A rule message is escaped wherever its control character or glyph lies")
    func messagesEscapedAtAnyOffset() {
        for offset in 0..<20 {
            let prefix = String(repeating: "a", count: offset)
            for (raw, escaped) in [("\n", #"\n"#), ("\u{7F}", #"\u007f"#), ("\u{1B}", #"\u001b"#), ("\u{85}", #"\u0085"#),
                                   ("\u{2028}", #"\u2028"#), ("\u{E86C}", #"\ue86c"#), ("\u{F0001}", #"\u{f0001}"#)] {
                #expect(DisplayText.oneLine(prefix + raw + "z") == prefix + escaped + "z", "at \(offset): \(escaped)")
            }
            #expect(DisplayText.oneLine(prefix + "~ ×z") == prefix + "~ ×z")
        }
    }

    @Test("Attribute values read close to their snapshot spelling")
    func values() {
        #expect(DisplayText.value(.absent) == "none")
        #expect(DisplayText.value(.bool(false)) == "false")
        #expect(DisplayText.value(.frame(Frame(0.5, 1, 2.25, 3))) == "[0.5, 1, 2.25, 3]")
        #expect(DisplayText.value(.traits([.button, .selected])) == "[button, selected]")
        #expect(DisplayText.value(.list(["a", #"b"c"#])) == #"["a", "b\"c"]"#)
        #expect(DisplayText.value(.textStyle(TextStyle(size: 15.5, isBold: true))) == #"{"size": 15.5, "bold": true}"#)
        #expect(DisplayText.value(.colors(ElementColors(background: RGBAColor(red: 255, green: 255, blue: 255, alpha: 128))))
                == ##"{"background": "#FFFFFF80"}"##)
    }
}

@Suite("Long text in reports")
struct LongTextInReportsTests {
    @Test("a label longer than 200 characters is shortened to its start and its length in the text report")
    func longLabelsAreShortened() {
        var before = ExampleScreens.login
        // The same words as the title's, so the diff reads it as the title relabelled.
        let long = String(repeating: "Sign in. ", count: 150)
        before.elements[0].label = long
        let report = TextReport().render(SnapshotComparison(diff: SnapshotDiff(reference: before, current: ExampleScreens.login)))
        #expect(report.contains(String(long.prefix(160)) + "… (\(long.unicodeScalars.count) characters)"))
        #expect(!report.contains(String(long.prefix(161))))
    }

    @Test("the JSON report keeps every character")
    func jsonKeepsEverything() {
        var before = ExampleScreens.login
        let long = String(repeating: "Recipe step. ", count: 100)
        before.elements[0].label = long
        let report = JSONReport().render(SnapshotComparison(diff: SnapshotDiff(reference: before, current: ExampleScreens.login)))
        #expect(report.contains(long))
    }
}
