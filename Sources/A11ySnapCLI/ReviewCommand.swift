import A11ySnapshot

/// `a11ysnap review [ARTIFACTS] [REFS]`: goes through a test run's failing snapshots one at a
/// time, on a terminal, and accepts, rejects or skips each with a key.
enum ReviewCommand: Command {
    static let spec = CommandSpec(
        name: "review",
        abstract: "Accept or reject failing snapshots one by one.",
        discussion: """
            The interactive 'accept': the same folders and --only, one failing snapshot at a time, \
            in path order. Each is shown as 'compare' reports it (the changes in spoken form, the new \
            and resolved violations) with what accepting would write, and waits for a key: a accepts \
            (writes the snapshot over its reference, atomically, at once), r rejects (deletes the \
            snapshot from ARTIFACTS; the reference stays), s or → skips, p or ← goes back, d shows the \
            line diff of the two JSON files, q quits and ? lists the keys. A summary follows.

            Every decision is carried out when its key is pressed, so q or Ctrl-C keeps what was \
            decided and never leaves half a file; Ctrl-C exits 130. Snapshots identical to their \
            reference are passed over; an invalid one is reported with its line and column and not \
            shown. Lines are wrapped to the terminal's width (COLUMNS, else the terminal's own); \
            colour follows NO_COLOR and TERM like every command.

            Keys are read from a terminal: with standard input from a pipe or a file (CI, scripts) \
            it refuses with exit status 2; use 'a11ysnap accept' there.
            """,
        arguments: [AcceptCommand.artifacts, AcceptCommand.references],
        options: [AcceptCommand.only, SharedOptions.config],
        exitCodes: [
            .success: "The review ended (finished or quit), and every decision was carried out.",
            .failure: "Bad usage, no terminal, a missing folder, an invalid snapshot, or a file that could not be written or deleted.",
            .interrupted: "Stopped with Ctrl-C; what was decided before stays done.",
        ],
        examples: [
            .init("a11ysnap review ~/Downloads/a11y-snapshot-artifacts", "Reviews a CI run's failing snapshots against __Snapshots__."),
            .init("a11ysnap review .build/a11y-snapshot-artifacts --only 'LoginTests/*'",
                  "Reviews only the login tests' failures of a local run."),
        ])

    static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
        guard RawTerminal.isTerminal(0) else {
            context.printError("review reads keys from a terminal, and standard input is not one; "
                + "use 'a11ysnap accept ARTIFACTS [REFS]' in CI and scripts (with --dry-run to see the changes first)")
            return .failure
        }
        let source = arguments.value(of: AcceptCommand.artifacts) ?? ""
        let target = arguments.value(of: AcceptCommand.references) ?? "__Snapshots__"
        guard let candidates = ArtifactCandidate.list(artifacts: source, references: target,
                                                      only: arguments.values(of: AcceptCommand.only), in: context),
              let engine = RuleEngineLoading.engine(arguments, in: context) else { return .failure }
        var items: [ReviewItem] = []
        var invalid = 0
        for candidate in candidates {
            do throws(InputFileError) {
                if let item = try ReviewItem.load(candidate, engine: engine) { items.append(item) }
            } catch {
                context.report(error)
                invalid += 1
            }
        }
        guard !items.isEmpty else {
            let matched = candidates.count - invalid
            context.printToError(matched == 0 ? "no failing snapshots to review in \(source)"
                : "nothing to review: \(matched) snapshot\(matched == 1 ? "" : "s") in \(source) already match their references")
            return invalid > 0 ? .failure : .success
        }
        guard let terminal = RawTerminal(descriptor: 0) else {
            context.printError("cannot switch the terminal to single-key input")
            return .failure
        }
        var session = ReviewSession(
            items: items, context: context, width: { RawTerminal.width(environment: context.environment) },
            nextKeys: { terminal.readKeyBytes().map(ReviewKey.keys(in:)) },
            holdingSignals: { terminal.withSignalsHeld($0) })
        let ending = session.run()
        terminal.restore()
        let summary = (ending == .interrupted ? "interrupted: " : "") + session.summary
        context.printToError(TerminalText.wrap(summary, width: RawTerminal.width(environment: context.environment)).joined(separator: "\n"))
        if ending == .interrupted { return .interrupted }
        return session.hadFailure || invalid > 0 ? .failure : .success
    }
}
