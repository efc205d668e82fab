/// Renders help text: the overview of all commands and each command's page. Headings are bold on
/// a terminal; text is wrapped to 80 columns.
enum HelpFormatter {
    static let width = 80
    /// The column where descriptions start in two-column sections.
    static let descriptionColumn = 26
    /// The same for the exit codes, whose labels are one digit (one column more for each further
    /// digit, as in `130`).
    static let exitCodeColumn = 5

    static func overview(commands: [CommandSpec], style: ConsoleStyle) -> String {
        let program = A11ySnapCommandLine.programName
        var out = heading("OVERVIEW:", style) + " " + wrap(
            "\(program) \(A11ySnapCommandLine.version): accessibility snapshots of app screens as canonical, reviewable JSON.",
            indent: 0, firstLineUsed: 10) + "\n\n"
        out += heading("USAGE:", style) + " \(program) COMMAND [OPTIONS] [ARGUMENTS]\n\n"
        out += section("COMMANDS:", commands.map { ($0.name, $0.abstract) }, style)
        out += section("OPTIONS:", [("-h, --help", "Show this help."), ("--version", "Show the version.")], style)
        out += section("EXIT CODES:", column: exitCodeColumn, [
            ("0", "Success: no differences."),
            ("1", "Differences found (a changed tree, a new violation, a file not in canonical form)."),
            ("2", "Bad usage or unreadable input."),
        ], style)
        out += wrap("See '\(program) help COMMAND' or '\(program) COMMAND --help' for a command's arguments and options.",
                    indent: 0, firstLineUsed: 0) + "\n"
        return out
    }

    static func help(for spec: CommandSpec, style: ConsoleStyle) -> String {
        var out = heading("OVERVIEW:", style) + " " + wrap(spec.abstract, indent: 0, firstLineUsed: 10) + "\n\n"
        for paragraph in spec.discussion.components(separatedBy: "\n\n") where !paragraph.isEmpty {
            out += paragraph.hasPrefix("  ") ? paragraph + "\n\n" : wrap(paragraph, indent: 0, firstLineUsed: 0) + "\n\n"
        }
        out += heading("USAGE:", style) + " " + spec.usage + "\n\n"
        if !spec.arguments.isEmpty {
            out += section("ARGUMENTS:", spec.arguments.map { ($0.usage, $0.help) }, style)
        }
        out += section("OPTIONS:", spec.allOptions.map { ($0.helpLabel, $0.help) }, style)
        let exitCodes = spec.exitCodes.sorted { $0.key.rawValue < $1.key.rawValue }
        let widestCode = exitCodes.map { String($0.key.rawValue).count }.max() ?? 1
        out += section("EXIT CODES:", column: exitCodeColumn + widestCode - 1,
                       exitCodes.map { (String($0.key.rawValue), $0.value) }, style)
        if !spec.examples.isEmpty {
            out += heading("EXAMPLES:", style) + "\n"
            for example in spec.examples {
                out += "  " + example.commandLine + "\n"
                out += String(repeating: " ", count: 6) + wrap(example.explanation, indent: 6, firstLineUsed: 6) + "\n"
            }
        }
        return out
    }

    private static func heading(_ text: String, _ style: ConsoleStyle) -> String {
        style.bold(text)
    }

    /// A heading and two-column rows; a label too wide for its column puts its text on the next line.
    private static func section(
        _ title: String, column: Int = descriptionColumn, _ rows: [(String, String)], _ style: ConsoleStyle
    ) -> String {
        var out = heading(title, style) + "\n"
        for (label, text) in rows {
            let lead = "  " + label
            if lead.count + 2 <= column {
                out += lead + String(repeating: " ", count: column - lead.count)
            } else {
                out += lead + "\n" + String(repeating: " ", count: column)
            }
            out += wrap(text, indent: column, firstLineUsed: column) + "\n"
        }
        return out + "\n"
    }

    /// Word-wraps `text` to ``width``; continuation lines start with `indent` spaces. The first
    /// line already has `firstLineUsed` columns in front of it.
    static func wrap(_ text: String, indent: Int, firstLineUsed: Int) -> String {
        var out = ""
        var column = firstLineUsed
        var lineIsEmpty = true
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !lineIsEmpty && column + 1 + word.count > width {
                out += "\n" + String(repeating: " ", count: indent)
                column = indent
                lineIsEmpty = true
            }
            if !lineIsEmpty {
                out += " "
                column += 1
            }
            out += word
            column += word.count
            lineIsEmpty = false
        }
        return out
    }
}
