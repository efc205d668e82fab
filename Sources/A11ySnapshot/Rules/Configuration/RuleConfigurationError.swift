/// A configuration that names an unknown rule or option, or a file that is not a valid
/// configuration. `description` reads like a compiler diagnostic (``LocatedError``):
/// `.a11ysnap.json:4:7: error: …`, or `configuration: error: …` for one built in Swift.
public struct RuleConfigurationError: LocatedError, Hashable, Sendable {
    /// The configuration file and the position of the offending key or value; no file and no
    /// position for a configuration built in Swift.
    public var location: FileLocation
    /// What is wrong and what was expected.
    public var message: String

    public static var unnamedInput: String { "configuration" }

    public init(file: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.init(location: FileLocation(file: file, line: line, column: column), message: message)
    }

    public init(location: FileLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// 1-based line of the offending key or value in the file; `nil` for the Swift API.
    public var line: Int? { location.line }
    /// 1-based column (in Unicode scalars); `nil` for the Swift API.
    public var column: Int? { location.column }
}
