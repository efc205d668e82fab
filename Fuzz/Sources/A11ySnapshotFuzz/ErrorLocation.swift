/// What makes an error clear: a position inside the input and a message.
enum ErrorLocation {
    /// `line` and `column` (1-based) lie within `bytes` or just past its end, and `message` says something.
    static func check(line: Int, column: Int, message: String, description: String, in bytes: [UInt8], from source: String) {
        let lineBreaks = bytes.reduce(0) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
        invariant(line >= 1 && line <= lineBreaks + 1,
                  "\(source) reports line \(line) in an input of \(lineBreaks + 1) lines: \(description)")
        invariant(column >= 1 && column <= bytes.count + 1,
                  "\(source) reports column \(column) in an input of \(bytes.count) bytes: \(description)")
        invariant(!message.isEmpty, "\(source) throws an error without a message: \(description)")
    }
}
