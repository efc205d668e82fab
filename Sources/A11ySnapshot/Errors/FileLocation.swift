/// Where a problem is: the file it was read from, when there is one, and the 1-based line and
/// column (columns count Unicode scalars) when the problem has a position.
///
/// Every error that points into a file carries one (``SnapshotFormatError``, ``DumpImportError``,
/// ``RuleConfigurationError``), and ``LocatedError`` prints it one way for all of them.
public struct FileLocation: Hashable, Sendable, CustomStringConvertible {
    /// The path of the file, when the input came from one.
    public var file: String?
    /// The 1-based line, or `nil` when the problem has no position (an unreadable file, or a
    /// configuration built in Swift).
    public var line: Int?
    /// The 1-based column in Unicode scalars, or `nil` when the problem has no position.
    public var column: Int?

    public init(file: String?, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The location of byte `offset` of `bytes`; the line and column are counted only now, when
    /// something is wrong.
    init(file: String?, offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let position = TextPosition(of: offset, in: bytes)
        self.init(file: file, line: position.line, column: position.column)
    }

    /// `file:line:column`, or `file` when there is no position; `unnamed` stands in for a missing
    /// file.
    public func formatted(unnamed: String = "<input>") -> String {
        let name = file ?? unnamed
        guard let line, let column else { return name }
        return "\(name):\(line):\(column)"
    }

    public var description: String { formatted() }
}

/// A 1-based line and column, computed from a byte offset only when an error needs it.
struct TextPosition: Equatable {
    var line: Int
    var column: Int

    init(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        var column = 1
        // Count scalars, not bytes: continuation bytes (10xxxxxx) do not start a new column.
        for index in lineStart..<end where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        self.line = line
        self.column = column
    }
}
