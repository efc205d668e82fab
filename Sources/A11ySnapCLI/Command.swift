/// A subcommand of `a11ysnap`. A new command is a type with a ``spec`` and a ``run(_:in:)``,
/// listed in `CommandRegistry`; parsing, `--help`, suggestions and usage errors come for free.
package protocol Command {
    /// Name, abstract, arguments, options, exit codes and examples.
    static var spec: CommandSpec { get }

    /// Runs the command with parsed arguments. Results go to the context's output, diagnostics to
    /// its error output.
    static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode
}
