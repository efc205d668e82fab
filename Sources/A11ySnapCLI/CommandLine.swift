import A11ySnapshot
import Foundation

/// The `a11ysnap` command-line tool: dispatches to commands, handles `--help` and `--version`,
/// and turns usage errors into messages and exit codes.
package enum A11ySnapCommandLine {
    /// Runs the tool with the process's standard streams and environment.
    ///
    /// - Parameter arguments: The arguments after the program name.
    /// - Returns: The exit status (see ``ExitCode``).
    package static func main(arguments: [String]) -> Int32 {
        main(arguments: arguments, context: .standard())
    }

    /// Runs the tool in-process with injected streams and environment, as tests do.
    package static func main(arguments: [String], context: CommandContext) -> Int32 {
        let code = run(arguments, in: context)
        context.flush()
        return code.rawValue
    }

    /// Runs the tool for the current process and exits with its status.
    package static func runAsProcess() -> Never {
        exit(main(arguments: Array(CommandLine.arguments.dropFirst())))
    }

    static func run(_ arguments: [String], in context: CommandContext) -> ExitCode {
        let commands = CommandRegistry.commands.map { $0.spec }
        guard let first = arguments.first else {
            context.errorOutput.write(HelpFormatter.overview(commands: commands, style: context.errorStyle))
            return .failure
        }
        switch first {
        case "--help", "-h":
            context.output.write(HelpFormatter.overview(commands: commands, style: context.outputStyle))
            return .success
        case "--version":
            context.print("\(programName) \(version)")
            return .success
        case let option where option.hasPrefix("-"):
            let hint = NameSuggester.hint(for: option, in: ["--help", "--version"])
            context.report(UsageError("unknown option '\(option)'" + (hint ?? "; options go after the command"), command: nil))
            return .failure
        default:
            guard let command = CommandRegistry.command(named: first) else {
                context.report(CommandRegistry.unknownCommand(first))
                return .failure
            }
            do {
                switch try ArgumentParser(spec: command.spec).parse(Array(arguments.dropFirst())) {
                case .help:
                    context.output.write(HelpFormatter.help(for: command.spec, style: context.outputStyle))
                    return .success
                case .run(let parsed):
                    return command.run(parsed, in: context)
                }
            } catch {
                context.report(error)
                return .failure
            }
        }
    }
}
