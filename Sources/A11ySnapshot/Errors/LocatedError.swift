/// An error that says where it is and what is wrong, and prints like a compiler diagnostic so
/// terminals and editors can jump to the spot:
/// `__Snapshots__/Login/testLogin.json:12:17: error: expected ',' or '}' after a member, found '"'`.
public protocol LocatedError: Error, CustomStringConvertible {
    /// The file, line and column of the problem.
    var location: FileLocation { get }
    /// What was expected and what was found.
    var message: String { get }
    /// What the diagnostic names when the input has no file: `<input>` unless a type says otherwise.
    static var unnamedInput: String { get }
}

extension LocatedError {
    public static var unnamedInput: String { "<input>" }

    /// The path of the file read, when the input came from one.
    public var file: String? { location.file }

    /// `file:line:column: error: message`.
    public var description: String { diagnostic() }

    /// `file:line:column: <label> message`, with `label` in place of `error:` (a terminal may colour it).
    public func diagnostic(label: String = "error:") -> String {
        "\(location.formatted(unnamed: Self.unnamedInput)): \(label) \(message)"
    }
}
