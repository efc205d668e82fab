/// User-provided text made safe for GitHub-flavoured Markdown: it renders as the same characters,
/// never as formatting, HTML, a table cell break or a second line.
package enum MarkdownText {
    /// Text for Markdown paragraphs, list items and table cells: `&`, `<` and `>` as HTML entities;
    /// `\`, `` ` ``, `*`, `_`, `[`, `]`, `|`, `~` and `$` (math) backslash-escaped; control
    /// characters shown escaped (`\n`).
    package static func inline(_ text: String) -> String {
        var out = ""
        // Scalars, not Characters: `|` and a combining mark after it are one Character, unequal to `|`.
        for scalar in DisplayText.visible(text).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|", "~", "$": out += "\\"; out.unicodeScalars.append(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Text inside raw HTML such as `<summary>`, where Markdown is not interpreted: escaped as
    /// the HTML report escapes text (``HTMLText/escape(_:)``).
    static func html(_ text: String) -> String {
        HTMLText.escape(text)
    }

    /// A code span holding `text` literally (one line): fenced with one backtick more than the
    /// longest run inside, padded with spaces when `text` starts or ends with a backtick.
    package static func code(_ text: String) -> String {
        let line = DisplayText.visible(text)
        var longest = 0, run = 0
        for scalar in line.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = line.unicodeScalars.first == "`" || line.unicodeScalars.last == "`" ? " " : ""
        return fence + padding + line + padding + fence
    }
}
