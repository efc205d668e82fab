/// The indentation at the start of a dump line, measured in columns.
///
/// A space, a no-break space (U+00A0, which copying from web pages and chat apps leaves behind)
/// and the focus marker `→` each count one column; a tab counts two, one nesting level of the
/// debug description. The marker stands where the last space of the indentation would be, so a
/// marked line is as deep as its unmarked siblings.
struct TextIndentation {
    /// Columns before the content.
    let columns: Int
    /// The offset of the first byte that is not indentation (`end` for a blank line).
    let contentStart: Int

    init(of line: TextLine, in text: UnsafeBufferPointer<UInt8>) {
        var columns = 0
        var index = line.start
        scan: while index < line.end {
            switch text[index] {
            case UInt8(ascii: " "):
                columns += 1
                index += 1
            case UInt8(ascii: "\t"):
                columns += 2
                index += 1
            case 0xC2 where index + 1 < line.end && text[index + 1] == 0xA0:
                columns += 1
                index += 2
            case 0xE2 where index + 2 < line.end && text[index + 1] == 0x86 && text[index + 2] == 0x92:
                columns += 1
                index += 3
            default:
                break scan
            }
        }
        self.columns = columns
        contentStart = index
    }

    /// Whether the line holds nothing but indentation.
    func isBlank(_ line: TextLine) -> Bool { contentStart == line.end }
}
