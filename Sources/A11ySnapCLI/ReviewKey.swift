/// What a key press asks `a11ysnap review` to do.
enum ReviewKey: Equatable, Sendable {
    /// `a`: write the artifact over the reference.
    case accept
    /// `r`: delete the artifact; the reference stays.
    case reject
    /// `s` or →: leave both files and go to the next snapshot.
    case skip
    /// ← or `p`: go back to the previous snapshot.
    case previous
    /// `d`: show the line diff of the two JSON files.
    case diff
    /// `?` or `h`: list the keys.
    case help
    /// `q`, or Ctrl-D: stop, keeping what was decided.
    case quit
    /// Ctrl-C: stop at once, keeping what was decided, with exit status 130.
    case interrupt
    /// Any other key, as typed (or a short name for an unlisted control key).
    case other(String)

    /// The keys in `bytes`, as one read from a terminal in single-key mode returns them: an arrow
    /// key is an escape sequence (`ESC [ C`, `ESC O C`, or with modifiers `ESC [ 1 ; 5 C`).
    static func keys(in bytes: [UInt8]) -> [ReviewKey] {
        var keys: [ReviewKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == 0x1B else {
                keys.append(key(for: byte))
                continue
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O") else {
                keys.append(.other("Esc"))
                continue
            }
            index += 1
            // Parameters and intermediates, then one final byte in @…~.
            while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
            guard index < bytes.count else {
                keys.append(.other("Esc"))
                break
            }
            let final = bytes[index]
            index += 1
            switch final {
            case UInt8(ascii: "C"): keys.append(.skip)
            case UInt8(ascii: "D"): keys.append(.previous)
            case UInt8(ascii: "A"): keys.append(.other("↑"))
            case UInt8(ascii: "B"): keys.append(.other("↓"))
            default: keys.append(.other("Esc"))
            }
        }
        return keys
    }

    private static func key(for byte: UInt8) -> ReviewKey {
        switch byte {
        case UInt8(ascii: "a"), UInt8(ascii: "A"): return .accept
        case UInt8(ascii: "r"), UInt8(ascii: "R"): return .reject
        case UInt8(ascii: "s"), UInt8(ascii: "S"): return .skip
        case UInt8(ascii: "p"), UInt8(ascii: "P"): return .previous
        case UInt8(ascii: "d"), UInt8(ascii: "D"): return .diff
        case UInt8(ascii: "?"), UInt8(ascii: "h"), UInt8(ascii: "H"): return .help
        case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x04: return .quit
        case 0x03: return .interrupt
        case 0x0A, 0x0D: return .other("Enter")
        case 0x20...0x7E: return .other(String(UnicodeScalar(byte)))
        default: return .other(byte < 0x20 ? "Ctrl-" + String(UnicodeScalar(byte + 0x40)) : "a non-ASCII key")
        }
    }

    /// The key list `?` prints.
    static let helpLines = [
        "  a      accept: write this snapshot over its reference now",
        "  r      reject: delete this snapshot from the artifacts; the reference stays",
        "  s, →   skip: leave both and go to the next snapshot",
        "  p, ←   go back to the previous snapshot",
        "  d      show the line diff of the reference and the new JSON",
        "  q      quit; what was accepted or rejected stays done (Ctrl-C too)",
        "  ?      this help",
    ]
}
