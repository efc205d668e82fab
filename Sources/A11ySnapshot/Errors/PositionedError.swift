/// A reader's failure at a place in its input: why, where, and what was expected there.
///
/// The snapshot reader fails with ``SnapshotFormatError`` and the dump importers with
/// ``DumpImportError``: one shape, each with the reasons of its own reader
/// (``SnapshotFormatReason``, ``DumpImportReason``). Like every ``LocatedError``, it prints like
/// a compiler diagnostic.
public struct PositionedError<Reason: Hashable & Sendable>: LocatedError, Hashable, Sendable {
    /// The category of problem, for code that reacts to it; the ``message`` says it for people.
    public var reason: Reason
    /// The file, line and column of the problem.
    public var location: FileLocation
    /// What was expected and what was found.
    public var message: String

    public init(reason: Reason, location: FileLocation, message: String) {
        self.reason = reason
        self.location = location
        self.message = message
    }

    public init(reason: Reason, file: String?, line: Int, column: Int, message: String) {
        self.init(reason: reason, location: FileLocation(file: file, line: line, column: column), message: message)
    }

    /// An error at byte `offset` of `bytes`; the line and column are counted only now.
    init(_ reason: Reason, _ message: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, file: String?) {
        self.init(reason: reason, location: FileLocation(file: file, offset: offset, in: bytes), message: message)
    }

    /// 1-based line of the problem.
    public var line: Int { location.line ?? 1 }
    /// 1-based column of the problem, in Unicode scalars from the start of the line.
    public var column: Int { location.column ?? 1 }
}
