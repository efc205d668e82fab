import A11ySnapshot

/// `a11ysnap import DUMP`: another tool's accessibility dump as a canonical snapshot.
enum ImportCommand: Command {
    static let dump = ArgumentSpec(
        "DUMP", help: "An accessibility dump: Appium/WDA XML or JSON, XCUI debugDescription, idb, A11yUITests, uiautomator, Maestro (or a flow's debug output), AccessibilitySnapshot.")
    static let output = SharedOptions.output(writing: "snapshot")
    static let name = OptionSpec.value(
        "name", placeholder: "NAME", help: "The snapshot's name (default: the name the dump carries, else the name of the -o file, else the dump file's).")
    static let from = OptionSpec.value(
        "from", placeholder: "FORMAT", allowedValues: DumpFormat.allCases.map(\.rawValue),
        help: "Read the dump as FORMAT instead of detecting the format from its content.")
    /// The policy's switches: each flag sets one ``ImportOptions`` property, turning one step off.
    static let policySwitches: [(flag: OptionSpec, setting: WritableKeyPath<ImportOptions, Bool> & Sendable, to: Bool)] = [
        (.flag("keep-invisible", help: "Keep elements the dump marks as not visible or as no accessibility element."), \.keepInvisible, true),
        (.flag("keep-wrappers", help: "Keep structural wrappers (no label, value, identifier, trait or container role)."), \.keepWrappers, true),
        (.flag("keep-roots", help: "Keep the application and window nodes as elements."), \.keepRoots, true),
        (.flag("keep-unfocused-images", help: "Keep images inside labelled buttons and tabs."), \.keepUnfocusedImages, true),
        (.flag("keep-system-ui", help: "Keep the system's UI: status and navigation bars (iOS status bar, Android SystemUI bar windows and small overlays), the on-screen keyboard, and Safari's bars around a web page."),
         \.keepSystemUI, true),
        (.flag("no-inferred-traits", help: "Do not derive traits from element types when the dump states none."), \.inferTraits, false),
    ]

    static let spec = CommandSpec(
        name: "import",
        abstract: "Turn another tool's dump into a snapshot.",
        discussion: """
            Reads an accessibility tree dumped by another tool, detecting the format from the \
            content (not the file extension), and writes it as a canonical snapshot. The canonical \
            import policy drops the system's status and navigation bars, drops the application and \
            window roots (the viewport comes from them), drops invisible elements, flattens \
            structural wrappers so an extra container view does not change the snapshot, and \
            infers traits from element types where the dump has none; \
            each step has an option to turn it off. 'diff', 'check' and 'compare' import dumps the \
            same way wherever they take a snapshot. A dump with nothing a screen reader would \
            focus imports with a warning: that is how a capture that failed looks. See docs/IMPORT.md.
            """,
        arguments: [dump],
        options: [output, name, from] + policySwitches.map(\.flag),
        exitCodes: [
            .success: "The dump was imported.",
            .failure: "Bad usage, an unreadable or unrecognized file, or a malformed dump.",
        ],
        examples: [
            .init("a11ysnap import pagesource.xml -o __Snapshots__/Login/login.json",
                  "Imports an Appium page source as a reference snapshot."),
            .init("a11ysnap import --from xcui-text po-app.txt", "Imports a pasted 'po app' dump, printing the snapshot."),
        ])

    static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
        let path = arguments.value(of: dump) ?? ""
        var options = ImportOptions.canonical
        for (flag, setting, value) in policySwitches where arguments.isSet(flag) { options[keyPath: setting] = value }
        let bytes: [UInt8]
        do {
            bytes = try SnapshotInput.bytes(of: path)
        } catch {
            context.report(error)
            return .failure
        }
        let format = arguments.value(of: from).flatMap(DumpFormat.init(rawValue:))
        let snapshot: AccessibilitySnapshot, warnings: [ImportWarning]
        do {
            (snapshot, warnings) = try DumpImport.snapshotWithWarnings(fromDump: bytes, file: path, name: arguments.value(of: name),
                                                                       namedAfter: arguments.value(of: output), format: format, options: options)
        } catch {
            context.report(InputFileError(error))
            return .failure
        }
        let outputPath = arguments.value(of: output)
        guard context.deliver(snapshot.canonicalJSON(), to: outputPath) else { return .failure }
        context.warn(of: warnings, in: path)
        guard let outputPath else { return .success }
        let readAs = (format ?? DumpImport.detectFormat(of: bytes))?.rawValue ?? "?"
        context.printToError("wrote \(outputPath): \(ReportPhrase.count(snapshot.elementCount, "element")), read as \(readAs)")
        return .success
    }
}
