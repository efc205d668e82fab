/// A command line as a command sees it after parsing: the flags given, option values and
/// positional arguments, looked up by their specs.
package struct ParsedArguments: Sendable {
    /// The command's name.
    package let command: String
    private let flags: Set<String>
    private let values: [String: [String]]
    private let positionals: [String: [String]]

    init(command: String, flags: Set<String>, values: [String: [String]], positionals: [String: [String]]) {
        self.command = command
        self.flags = flags
        self.values = values
        self.positionals = positionals
    }

    /// Whether the flag was given.
    package func isSet(_ option: OptionSpec) -> Bool {
        flags.contains(option.name)
    }

    /// The value given for the option, or `nil`.
    package func value(of option: OptionSpec) -> String? {
        values[option.name]?.last
    }

    /// Every value given for a repeatable option, in command-line order.
    package func values(of option: OptionSpec) -> [String] {
        values[option.name] ?? []
    }

    /// The values given for a positional argument (one for ``ArgumentSpec/Arity/one``, any
    /// number for repeating arguments), in command-line order.
    package func values(of argument: ArgumentSpec) -> [String] {
        positionals[argument.name] ?? []
    }

    /// The value of a single positional argument, or `nil` when an optional one was left out.
    package func value(of argument: ArgumentSpec) -> String? {
        positionals[argument.name]?.first
    }
}
