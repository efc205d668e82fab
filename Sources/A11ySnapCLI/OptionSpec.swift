/// One option a command accepts: a flag (`--check`) or an option with a value (`--format json`,
/// `--format=json`). Declare options as static constants and read them back with
/// ``ParsedArguments/isSet(_:)`` and ``ParsedArguments/value(of:)``.
package struct OptionSpec: Sendable, Hashable {
    /// Whether the option takes a value.
    package enum Kind: Sendable, Hashable {
        /// Present or absent; takes no value.
        case flag
        /// Takes a value, shown as `placeholder` in help. A non-empty `allowedValues` is the
        /// complete list of accepted values.
        case value(placeholder: String, allowedValues: [String])
    }

    /// The long name without dashes: `check` for `--check`.
    package let name: String
    /// The one-letter alias without its dash, if any.
    package let shortName: Character?
    /// Flag or value option.
    package let kind: Kind
    /// One sentence for the help text.
    package let help: String
    /// Whether a value option may be given several times (`--ignore frame --ignore hint`).
    package let isRepeatable: Bool

    /// A flag such as `--check`.
    package static func flag(_ name: String, shortName: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: shortName, kind: .flag, help: help, isRepeatable: false)
    }

    /// An option with a value such as `--format FORMAT`.
    package static func value(
        _ name: String, shortName: Character? = nil, placeholder: String, allowedValues: [String] = [], help: String
    ) -> OptionSpec {
        OptionSpec(name: name, shortName: shortName, kind: .value(placeholder: placeholder, allowedValues: allowedValues),
                   help: help, isRepeatable: false)
    }

    /// An option that takes a value and may be given several times; read it with
    /// ``ParsedArguments/values(of:)-(OptionSpec)``.
    package static func repeatedValue(
        _ name: String, shortName: Character? = nil, placeholder: String, allowedValues: [String] = [], help: String
    ) -> OptionSpec {
        OptionSpec(name: name, shortName: shortName, kind: .value(placeholder: placeholder, allowedValues: allowedValues),
                   help: help, isRepeatable: true)
    }

    /// `--name`.
    package var spelling: String { "--" + name }

    /// `--name VALUE` or `--name`, as usage lines show it.
    var usage: String {
        switch kind {
        case .flag: spelling
        case .value(let placeholder, _): "\(spelling) \(placeholder)" + (isRepeatable ? "..." : "")
        }
    }

    /// `-c, --name VALUE`, as the options table shows it.
    var helpLabel: String {
        (shortName.map { "-\($0), " } ?? "") + usage
    }

    /// The implicit `-h, --help` every command has.
    static let help = OptionSpec.flag("help", shortName: "h", help: "Show help for this command.")
}
