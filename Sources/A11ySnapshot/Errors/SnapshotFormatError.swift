/// Why a snapshot could not be read, and where: the file, the 1-based line and column, and what
/// was expected there. `description` reads like a compiler diagnostic (``LocatedError``).
public typealias SnapshotFormatError = PositionedError<SnapshotFormatReason>

/// Why the snapshot reader failed (``SnapshotFormatError/reason``), for code that reacts to it;
/// the error's message says it for people.
public enum SnapshotFormatReason: String, Hashable, Sendable {
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
