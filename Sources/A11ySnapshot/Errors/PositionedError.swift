/// A ``LocatedError`` that always has a position and a reason code: the errors of the snapshot
/// reader and of the dump importers, which only fail at some byte of their input.
public protocol PositionedError: LocatedError {
    /// The category of problem, for code that reacts to it.
    associatedtype Reason
    init(reason: Reason, location: FileLocation, message: String)
}

extension PositionedError {
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
