import A11ySnapshot

/// The commands `a11ysnap` knows, in the order its help lists them.
enum CommandRegistry {
    static var commands: [any Command.Type] {
        [DemoCommand.self, DiffCommand.self, CompareCommand.self, CheckCommand.self, TrendCommand.self, ImportCommand.self, GitDiffCommand.self, VariantsCommand.self, AcceptCommand.self, ReviewCommand.self, ObsoleteCommand.self, RulesCommand.self,
         FormatCommand.self, HelpCommand.self]
    }

    static var names: [String] { commands.map { $0.spec.name } }

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.spec.name == name }
    }

    /// The usage error for a command name nobody registered, with the closest real one.
    static func unknownCommand(_ name: String) -> UsageError {
        let hint = NameSuggester.hint(for: name, in: names) ?? ""
        return UsageError("unknown command '\(name)'\(hint)", command: nil)
    }
}
