/// User-provided text made safe for GitHub-flavoured Markdown: it renders as the same characters,
/// never as formatting, HTML, a table cell break or a second line.
enum MarkdownText {
    /// Text for Markdown paragraphs, list items and table cells: `&`, `<` and `>` as HTML entities;
    /// `\`, `` ` ``, `*`, `_`, `[`, `]`, `|`, `~` and `$` (math) backslash-escaped; control
    /// characters shown escaped (`\n`).
    static func inline(_ text: String) -> String {
        var out = ""
        for character in DisplayText.visible(text) {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|", "~", "$": out += "\\" + String(character)
            default: out.append(character)
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
    static func code(_ text: String) -> String {
        let line = DisplayText.visible(text)
        var longest = 0, run = 0
        for character in line {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = line.hasPrefix("`") || line.hasSuffix("`") ? " " : ""
        return fence + padding + line + padding + fence
    }
}
