/// Why a snapshot could not be read, and where: the file, the 1-based line and column, and what
/// was expected there.
///
/// `description` reads like a compiler diagnostic, so terminals and IDEs can jump to the spot:
/// `__Snapshots__/Login/testLogin.json:12:17: error: expected ',' or '}' after a member, found '"'`.
public struct SnapshotFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The category of problem, for code that reacts to it; the ``message`` says it for people.
    public enum Reason: String, Hashable, Sendable {
        /// The bytes are not JSON (a stray character, a missing comma, a bad literal or number).
        case malformedJSON
        /// The input ends before the document does.
        case truncated
        /// The file is empty.
        case empty
        /// Bytes that are not UTF-8, or a `\u` escape that is a lone surrogate.
        case invalidEncoding
        /// A byte order mark at the start (snapshots are UTF-8 without BOM).
        case byteOrderMark
        /// Containers nested deeper than ``AccessibilitySnapshot/maximumNestingDepth``.
        case nestingTooDeep
        /// A value of the wrong JSON type for its key.
        case wrongType
        /// A key that appears twice in one object.
        case duplicateKey
        /// A key the format does not define at that place.
        case unknownKey
        /// A key the format requires that the object lacks.
        case missingKey
        /// A value of the right type that the format does not allow (an unknown trait or element
        /// type, a frame with three numbers, a malformed colour).
        case invalidValue
        /// A number too large for a coordinate or not finite (`1e400`).
        case numberOutOfRange
        /// A `version` this build cannot read.
        case unsupportedVersion
        /// The file could not be read at all.
        case unreadable
    }

    public var reason: Reason
    /// The path of the file read, when it came from one.
    public var file: String?
    /// 1-based line of the problem.
    public var line: Int
    /// 1-based column of the problem, in Unicode scalars from the start of the line.
    public var column: Int
    /// What was expected and what was found.
    public var message: String

    public init(reason: Reason, file: String?, line: Int, column: Int, message: String) {
        self.reason = reason
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        "\(file ?? "<input>"):\(line):\(column): error: \(message)"
    }
}

extension SnapshotFormatError {
    /// An error located at byte `offset` of `bytes`.
    init(_ reason: Reason, _ message: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, file: String?) {
        let position = TextPosition(of: offset, in: bytes)
        self.init(reason: reason, file: file, line: position.line, column: position.column, message: message)
    }
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
