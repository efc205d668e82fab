/// ANSI styling for the text report, on or off as the caller decides (the command line colours
/// only a terminal without `NO_COLOR`, like every other command).
struct TerminalPalette {
    let isOn: Bool

    func bold(_ text: String) -> String { paint(text, "1") }
    func dim(_ text: String) -> String { paint(text, "2") }
    func red(_ text: String) -> String { paint(text, "31") }
    func green(_ text: String) -> String { paint(text, "32") }
    func yellow(_ text: String) -> String { paint(text, "33") }

    private func paint(_ text: String, _ code: String) -> String {
        isOn && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
