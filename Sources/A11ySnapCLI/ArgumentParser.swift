import A11ySnapshot

/// Parses a command's arguments against its ``CommandSpec``.
///
/// Conventions: `--name` and `-n` flags; `--name VALUE` and `--name=VALUE` options; `--` ends the
/// options (everything after it is positional); a lone `-` is positional. `-h`/`--help` anywhere
/// before `--` asks for help, even next to mistakes. Each option may be given once, except the
/// repeatable ones (`OptionSpec.repeatedValue`).
package struct ArgumentParser {
    /// What the command line asks for.
    package enum Outcome: Sendable {
        case help
        case run(ParsedArguments)
    }

    /// The command whose arguments this parser reads.
    package let spec: CommandSpec

    package init(spec: CommandSpec) {
        self.spec = spec
    }

    /// Reads `arguments` (those after the command name).
    /// - Throws: ``UsageError`` naming the first mistake, with a suggestion where one fits.
    package func parse(_ arguments: [String]) throws(UsageError) -> Outcome {
        let beforeTerminator = arguments.prefix { $0 != "--" }
        if beforeTerminator.contains(where: { $0 == "--help" || $0 == "-h" }) { return .help }

        var flags: Set<String> = []
        var values: [String: [String]] = [:]
        var positionals: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (option, spelled, inlineValue) = try resolve(argument)
            guard option.isRepeatable || (!flags.contains(option.name) && values[option.name] == nil) else {
                throw error("option '\(spelled)' is given more than once")
            }
            switch option.kind {
            case .flag:
                if inlineValue != nil { throw error("option '\(option.spelling)' takes no value") }
                flags.insert(option.name)
            case .value(let placeholder, let allowed):
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count, arguments[index] != "--" {
                    value = arguments[index]
                    index += 1
                } else {
                    throw error("option '\(spelled)' needs a value (\(allowed.isEmpty ? placeholder : allowed.joined(separator: "|")))")
                }
                if !allowed.isEmpty && !allowed.contains(value) {
                    let hint = NameSuggester.hint(for: value, in: allowed)
                        ?? " (expected one of: \(allowed.joined(separator: ", ")))"
                    throw error("invalid value '\(value)' for '\(option.spelling)'\(hint)")
                }
                values[option.name, default: []].append(value)
            }
        }
        return .run(ParsedArguments(command: spec.name, flags: flags, values: values,
                                    positionals: try assign(positionals)))
    }

    /// The option an argument names, how it was spelled, and its `=value` part.
    private func resolve(_ argument: String) throws(UsageError) -> (OptionSpec, String, String?) {
        if argument.hasPrefix("--") {
            let body = argument.dropFirst(2)
            let name = body.prefix { $0 != "=" }
            let inlineValue = name.count < body.count ? String(body.dropFirst(name.count + 1)) : nil
            if let option = spec.options.first(where: { $0.name == name }) {
                return (option, "--" + name, inlineValue)
            }
            let known = spec.allOptions.map(\.spelling)
            let hint = NameSuggester.hint(for: "--" + name, in: known) ?? ""
            throw error("unknown option '--\(name)'\(hint)")
        }
        let letters = argument.dropFirst()
        if letters.count == 1, let option = spec.options.first(where: { $0.shortName == letters.first }) {
            return (option, argument, nil)
        }
        let longMatch = spec.options.first { $0.name == letters }.map { "; did you mean '\($0.spelling)'?" }
        throw error("unknown option '\(argument)'\(longMatch ?? "")")
    }

    /// Distributes positional values over the declared arguments, in order.
    private func assign(_ values: [String]) throws(UsageError) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var remaining = values[...]
        let required = spec.arguments.filter(\.isRequired).count
        for (position, argument) in spec.arguments.enumerated() {
            let requiredAfter = spec.arguments[(position + 1)...].filter(\.isRequired).count
            switch argument.arity {
            case .one:
                guard let value = remaining.popFirst() else {
                    throw error("missing argument \(argument.name)" + (required > 1 ? " (expected \(required) arguments)" : ""))
                }
                result[argument.name] = [value]
            case .optional:
                if remaining.count > requiredAfter, let value = remaining.popFirst() { result[argument.name] = [value] }
            case .oneOrMore, .zeroOrMore:
                if argument.arity == .oneOrMore && remaining.isEmpty {
                    throw error("missing argument \(argument.name) (give at least one)")
                }
                result[argument.name] = Array(remaining)
                remaining = []
            }
        }
        if let extra = remaining.first {
            throw error("unexpected argument '\(extra)'" + (spec.arguments.isEmpty ? "; '\(spec.name)' takes no arguments" : ""))
        }
        return result
    }

    private func error(_ message: String) -> UsageError {
        UsageError(message, command: spec.name)
    }
}
