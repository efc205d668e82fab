import A11ySnapshot

/// `a11ysnap git-diff`: git's external diff driver and textconv filter for snapshot files.
enum GitDiffCommand: Command {
    static let gitArguments = ArgumentSpec(
        "ARGS", arity: .oneOrMore,
        help: "What git passes a diff driver: PATH OLD_FILE OLD_HEX OLD_MODE NEW_FILE NEW_HEX NEW_MODE [NEW_PATH INFO]; with --textconv, one FILE.")
    static let textconv = OptionSpec.flag(
        "textconv", help: "Print the spoken-form transcript of one FILE (git's textconv filter).")

    static let spec = CommandSpec(
        name: "git-diff",
        abstract: "Show snapshot changes in git diff and git log -p.",
        discussion: """
            As git's external diff driver, prints the semantic report of each changed snapshot \
            instead of a JSON diff: added, removed, moved and changed elements with what VoiceOver \
            says, and the rule violations introduced and resolved. A file added or deleted is \
            compared with an empty screen. Set it up once per clone:

              git config diff.a11ysnap.command "a11ysnap git-diff"
              echo '**/__Snapshots__/**/*.json diff=a11ysnap' >> .gitattributes

            With --textconv it prints one file as a transcript of what VoiceOver (or TalkBack) says, one element \
            per line, for 'git config diff.a11ysnap.textconv "a11ysnap git-diff --textconv"' (git \
            then shows a line diff of the transcripts). Dumps of other tools are imported. The exit \
            status is 0 whether or not the snapshot changed, since git stops at a driver that \
            fails; it is 2 only when a file cannot be read.
            """,
        arguments: [gitArguments],
        options: [textconv, SharedOptions.config],
        exitCodes: [
            .success: "The report or transcript was printed (whether or not the snapshot changed).",
            .failure: "Bad usage, or a file that cannot be read or is not a valid snapshot.",
        ],
        examples: [
            .init("a11ysnap git-diff --textconv __Snapshots__/LoginTests/login.json",
                  "Prints what VoiceOver says on the screen, one element per line."),
            .init("a11ysnap git-diff login.json old.json 1a2b3c4 100644 new.json 5d6e7f8 100644",
                  "What git runs for a changed file once the driver is configured."),
        ])

    static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
        let values = arguments.values(of: gitArguments)
        if arguments.isSet(textconv) {
            guard values.count == 1 else {
                context.report(UsageError("--textconv takes one FILE, got \(values.count) arguments", command: spec.name))
                return .failure
            }
            guard let snapshot = context.readSnapshot(values[0]) else { return .failure }
            context.printReport(SpokenTranscript.render(snapshot))
            return .success
        }
        guard values.count == 7 || values.count == 9 else {
            context.report(UsageError(
                "expected the 7 (or 9, for a rename) arguments git passes a diff driver, got \(values.count)", command: spec.name))
            return .failure
        }
        let path = values[0]
        let newPath = values.count == 9 ? values[7] : path
        let oldFile = values[1], newFile = values[4]
        let old = oldFile == "/dev/null" ? nil : context.readSnapshot(oldFile)
        let new = newFile == "/dev/null" ? nil : context.readSnapshot(newFile)
        if (oldFile != "/dev/null" && old == nil) || (newFile != "/dev/null" && new == nil) { return .failure }
        guard let engine = RuleEngineLoading.engine(arguments, in: context) else { return .failure }
        guard let reference = old ?? new.map(emptyScreen), let current = new ?? old.map(emptyScreen) else {
            return .success
        }
        let diff = SnapshotDiff(reference: reference, current: current)
        let comparison = SnapshotComparison(diff: diff, engine: engine, name: newPath, referencePath: "a/" + path,
                                            currentPath: "b/" + newPath)
        context.print("a11ysnap diff a/\(path) b/\(newPath)")
        context.printReport(TextReport(usesColor: context.outputStyle.usesColor).render(comparison))
        // The file changed though the tree did not: say what changed, not only "no changes".
        if diff.isEmpty, let old, let new, let header = SnapshotHeaderChange.describe(from: old, to: new) {
            context.print("  " + header)
        }
        return .success
    }

    /// The screen with nothing on it, for the side of an added or deleted file.
    private static func emptyScreen(like snapshot: AccessibilitySnapshot) -> AccessibilitySnapshot {
        AccessibilitySnapshot(name: snapshot.name, viewport: snapshot.viewport, elements: [])
    }
}
