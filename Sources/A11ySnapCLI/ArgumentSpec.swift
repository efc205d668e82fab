/// One positional argument a command takes, such as `PATH...` or `REF`.
package struct ArgumentSpec: Sendable, Hashable {
    /// How many values the argument takes. Only the last argument of a command may repeat.
    package enum Arity: Sendable, Hashable {
        /// Exactly one value: `REF`.
        case one
        /// One value or none: `[COMMAND]`.
        case optional
        /// At least one value: `PATH...`.
        case oneOrMore
        /// Any number of values: `[PATH...]`.
        case zeroOrMore
    }

    /// The placeholder shown in usage and help, in capitals: `PATH`.
    package let name: String
    /// How many values it takes.
    package let arity: Arity
    /// One sentence for the help text.
    package let help: String

    package init(_ name: String, arity: Arity = .one, help: String) {
        self.name = name
        self.arity = arity
        self.help = help
    }

    /// `PATH`, `[PATH]`, `PATH...` or `[PATH...]`.
    var usage: String {
        switch arity {
        case .one: name
        case .optional: "[\(name)]"
        case .oneOrMore: "\(name)..."
        case .zeroOrMore: "[\(name)...]"
        }
    }

    var isRequired: Bool { arity == .one || arity == .oneOrMore }
    var isRepeating: Bool { arity == .oneOrMore || arity == .zeroOrMore }
}
