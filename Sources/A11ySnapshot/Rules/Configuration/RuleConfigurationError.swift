/// A configuration that names an unknown rule or option, or a file that is not a valid
/// configuration. `description` reads like a compiler diagnostic: `.a11ysnap.json:4:7: error: …`.
public struct RuleConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The configuration file, when the configuration came from one.
    public var file: String?
    /// 1-based line of the offending key or value in the file; `nil` for the Swift API.
    public var line: Int?
    /// 1-based column (in Unicode scalars); `nil` for the Swift API.
    public var column: Int?
    /// What is wrong and what was expected.
    public var message: String

    public init(file: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(location): error: \(message)" }

    /// `file:line:column`, the file alone, or `configuration` for the Swift API.
    package var location: String {
        let place = file ?? "configuration"
        guard let line, let column else { return place }
        return "\(place):\(line):\(column)"
    }
}
