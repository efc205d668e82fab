/// `a11ysnap help [COMMAND]`: the overview, or one command's help.
enum HelpCommand: Command {
    static let commandArgument = ArgumentSpec("COMMAND", arity: .optional, help: "The command to explain.")

    static let spec = CommandSpec(
        name: "help",
        abstract: "Show help for a11ysnap or one of its commands.",
        arguments: [commandArgument],
        exitCodes: [
            .success: "Help was shown.",
            .failure: "COMMAND is not a command.",
        ],
        examples: [.init("a11ysnap help format", "Shows the arguments, options and exit codes of 'format'.")])

    static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
        guard let name = arguments.value(of: commandArgument) else {
            context.output.write(HelpFormatter.overview(commands: CommandRegistry.commands.map { $0.spec }, style: context.outputStyle))
            return .success
        }
        guard let command = CommandRegistry.command(named: name) else {
            context.report(CommandRegistry.unknownCommand(name))
            return .failure
        }
        context.output.write(HelpFormatter.help(for: command.spec, style: context.outputStyle))
        return .success
    }
}
