/// Why a dump could not be imported, and where: the file, the 1-based line and column, and what
/// was expected there. `description` reads like a compiler diagnostic (``LocatedError``).
public typealias DumpImportError = PositionedError<DumpImportReason>

/// Why an importer failed (``DumpImportError/reason``), for code that reacts to it; the error's
/// message says it for people.
public enum DumpImportReason: String, Hashable, Sendable {
    /// The input is empty (or only whitespace).
    case empty
    /// No supported format matches the content.
    case unrecognizedFormat
    /// The bytes are not well-formed in the format's syntax (XML, JSON or the text layout).
    case malformed
    /// The input ends before the document does.
    case truncated
    /// Bytes that are not valid in the input's encoding.
    case invalidEncoding
    /// Elements or containers nested deeper than the importer allows.
    case nestingTooDeep
    /// A construct the importer refuses on purpose: DTDs with entity declarations, external
    /// entities, references to undeclared entities.
    case forbiddenConstruct
    /// Well-formed input whose content the format does not allow (a frame that is not four
    /// numbers, a root of the wrong kind).
    case invalidValue
    /// The input is larger than the importer accepts.
    case tooLarge
    /// The file could not be read at all.
    case unreadable
}

extension DumpImportError {
    /// The same problem, reported from a snapshot-format reader (the JSON layer).
    init(_ error: SnapshotFormatError) {
        let reason: DumpImportReason = switch error.reason {
        case .empty: .empty
        case .truncated: .truncated
        case .invalidEncoding, .byteOrderMark: .invalidEncoding
        case .nestingTooDeep: .nestingTooDeep
        case .unreadable: .unreadable
        default: .malformed
        }
        self.init(reason: reason, location: error.location, message: error.message)
    }
}
