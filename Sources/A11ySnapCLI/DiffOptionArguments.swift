import A11ySnapshot

/// The comparison options shared by `diff` and `compare`, and their translation into
/// ``DiffOptions``.
enum DiffOptionArguments {
    static let tolerance = OptionSpec.value(
        "tolerance", placeholder: "UNITS",
        help: "Frames within this many of the snapshot's units (each of x, y, width, height, either way) are equal: points, or pixels in Android dumps. Default: 0.5.")
    static let ignore = OptionSpec.repeatedValue(
        "ignore", placeholder: "ATTRIBUTE", allowedValues: ElementAttribute.allCases.map(\.rawValue),
        help: "Leave an attribute out of the comparison, e.g. --ignore frame. Repeatable.")
    static let ignoreIdentifier = OptionSpec.repeatedValue(
        "ignore-id", placeholder: "IDENTIFIER",
        help: "Leave out the element with this accessibility identifier, and its subtree, in both trees. Repeatable.")
    static let ignoreIdentifierPattern = OptionSpec.repeatedValue(
        "ignore-identifier", placeholder: "REGEX",
        help: "Treat identifiers this regular expression matches (found anywhere; anchor with ^…$) as absent in both trees, e.g. per-session UUIDs; unlike --ignore-id, the element and its subtree stay. Repeatable.")
    static let mask = OptionSpec.repeatedValue(
        "mask", placeholder: "REGEX",
        help: "Replace matches of this regular expression in labels and values before comparing (clocks, counters, dates). Repeatable.")

    static let all = [tolerance, ignore, ignoreIdentifier, ignoreIdentifierPattern, mask]

    /// The options as given, or a usage error naming the bad value.
    static func diffOptions(from arguments: ParsedArguments, command: String) throws(UsageError) -> DiffOptions {
        var options = DiffOptions()
        if let text = arguments.value(of: tolerance) {
            guard let value = Double(text), value.isFinite, value >= 0 else {
                throw UsageError("invalid value '\(text)' for '--tolerance': expected a number of points, 0 or more", command: command)
            }
            options.frameTolerance = value
        }
        options.ignoredAttributes = Set(arguments.values(of: ignore).compactMap(ElementAttribute.init(rawValue:)))
        options.ignoredIdentifiers = Set(arguments.values(of: ignoreIdentifier))
        for pattern in arguments.values(of: ignoreIdentifierPattern) {
            do {
                options.ignoredIdentifierPatterns.append(try IdentifierPattern(pattern))
            } catch {
                throw UsageError("invalid regular expression '\(pattern)' for '--ignore-identifier'", command: command)
            }
        }
        for pattern in arguments.values(of: mask) {
            do {
                options.masks.append(try ValueMask(pattern))
            } catch {
                throw UsageError("invalid regular expression '\(pattern)' for '--mask'", command: command)
            }
        }
        return options
    }

    /// The options and the report's length limit (`--max-length`), which `diff` and `compare` read
    /// before anything else, or `nil` after reporting the usage error.
    static func settings(_ arguments: ParsedArguments, command: String, in context: CommandContext) -> (options: DiffOptions, maximumLength: Int)? {
        do {
            return (try diffOptions(from: arguments, command: command), try SharedOptions.maximumLength(arguments, command: command))
        } catch {
            context.report(error)
            return nil
        }
    }
}
