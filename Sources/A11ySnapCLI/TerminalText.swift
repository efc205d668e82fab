/// Fits report lines to a terminal's width: prose and change lines wrap at spaces with their
/// indentation kept, diff lines are cut with `…`. ANSI colour sequences take no columns and are
/// never split; every other character counts as one column.
enum TerminalText {
    /// One piece of a line: a character that takes a column, or a colour sequence that takes none.
    private enum Atom {
        case character(Character)
        case escape(String)

        var text: String {
            switch self {
            case .character(let character): return String(character)
            case .escape(let sequence): return sequence
            }
        }
    }

    /// The columns `line` takes on screen.
    static func columns(_ line: String) -> Int {
        atoms(line).reduce(0) { count, atom in
            if case .character = atom { return count + 1 }
            return count
        }
    }

    /// `line` as lines of at most `width` columns, broken at spaces where possible (a word longer
    /// than a line is split). Continuation lines are indented two more than the line itself, as
    /// long as that leaves half the width.
    static func wrap(_ line: String, width: Int) -> [String] {
        let width = max(width, 10)
        guard columns(line) > width else { return [line] }
        let atoms = atoms(line)
        let indent = line.prefix { $0 == " " }.count + 2
        let continuation = indent <= width / 2 ? String(repeating: " ", count: indent) : ""
        var lines: [String] = []
        var current: [Atom] = []
        var used = 0
        var lastSpace: Int?
        var prefixLength = 0
        for atom in atoms {
            guard case .character(let character) = atom else {
                current.append(atom)
                continue
            }
            if used == width {
                let (line, rest) = breakLine(current, at: lastSpace)
                lines.append(line)
                current = Self.atoms(continuation) + rest
                prefixLength = continuation.count
                used = current.filter { if case .character = $0 { return true } else { return false } }.count
                lastSpace = nil
                if character == " " && rest.isEmpty { continue }
            }
            if character == " " && used > prefixLength && !(current.last.map(isSpace) ?? false) {
                lastSpace = current.count
            }
            current.append(atom)
            used += 1
        }
        if used > prefixLength || lines.isEmpty { lines.append(text(current)) }
        return lines
    }

    /// `line` cut to `width` columns, ending in `…` when something was cut.
    static func cut(_ line: String, width: Int) -> String {
        let width = max(width, 2)
        guard columns(line) > width else { return line }
        var kept = ""
        var used = 0
        var hasEscape = false
        for atom in atoms(line) {
            switch atom {
            case .escape(let sequence):
                kept += sequence
                hasEscape = true
            case .character(let character):
                guard used < width - 1 else { continue }
                kept.append(character)
                used += 1
            }
        }
        return kept + "…" + (hasEscape ? "\u{1B}[0m" : "")
    }

    /// The line before the last break opportunity (trailing spaces dropped) and what follows it.
    private static func breakLine(_ atoms: [Atom], at space: Int?) -> (String, [Atom]) {
        guard let space else { return (text(atoms), []) }
        var head = Array(atoms[..<space])
        while let last = head.last, isSpace(last) { head.removeLast() }
        return (text(head), Array(atoms[(space + 1)...]))
    }

    private static func isSpace(_ atom: Atom) -> Bool {
        if case .character(" ") = atom { return true }
        return false
    }

    private static func text(_ atoms: [Atom]) -> String {
        atoms.map(\.text).joined()
    }

    /// Splits `line` into characters and `ESC [ … letter` sequences.
    private static func atoms(_ line: String) -> [Atom] {
        var atoms: [Atom] = []
        var escape: String?
        for character in line {
            if var sequence = escape {
                sequence.append(character)
                if character.isLetter && sequence.count > 2 {
                    atoms.append(.escape(sequence))
                    escape = nil
                } else {
                    escape = sequence
                }
            } else if character == "\u{1B}" {
                escape = String(character)
            } else {
                atoms.append(.character(character))
            }
        }
        if let escape { atoms.append(.escape(escape)) }
        return atoms
    }
}
