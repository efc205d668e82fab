import A11ySnapCLI
import A11ySnapshot
import ExampleScreens
import Foundation

/// `a11ysnap trend` end to end on a generated repository: `commits` commits of a folder of
/// `screens` snapshots of 40 elements (in suite folders of 20), each commit after the first
/// changing one or two screens (a label edited, an unlabelled button added), and every 100th the
/// configuration. The repository is written once with `git fast-import`; the command runs in-process
/// (git itself as child processes, as always), `repetitions` times, and the median is reported.
struct TrendBenchmark {
    let commits: Int
    let screens: Int
    /// The command's runs over the repository.
    let measured: RepeatedCommand
    let contentsChecked: Int

    /// The measurement, or `nil` where git cannot run (no git on PATH, or no child processes on
    /// iOS, tvOS and visionOS).
    static func run(commits: Int, screens: Int, repetitions: Int) throws -> TrendBenchmark? {
        #if os(macOS) || os(Linux)
        let environment = ProcessInfo.processInfo.environment
        guard let git = ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"].first(where: FileManager.default.isExecutableFile)
            ?? (environment["PATH"] ?? "").split(separator: ":").map({ "\($0)/git" }).first(where: FileManager.default.isExecutableFile) else {
            FileHandle.standardError.write(Data("warning: trend not measured: no git on PATH\n".utf8))
            return nil
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysnap-bench-trend-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try shell(git, ["init", "-q", root.path], in: root, input: nil)
        try shell(git, ["fast-import", "--quiet"], in: root, input: history(commits: commits, screens: screens))
        try shell(git, ["symbolic-ref", "HEAD", "refs/heads/main"], in: root, input: nil)
        try shell(git, ["reset", "-q", "--hard", "main"], in: root, input: nil)

        let measured = RepeatedCommand.measure(
            ["trend", root.appendingPathComponent("__Snapshots__").path, "--format", "json"],
            environment: environment, repetitions: repetitions)
        let report = try? JSONSerialization.jsonObject(with: Data(measured.output.utf8)) as? [String: Any]
        return TrendBenchmark(commits: commits, screens: screens, measured: measured,
                              contentsChecked: report?["contentsChecked"] as? Int ?? 0)
        #else
        return nil
        #endif
    }

    /// The `git fast-import` stream of the whole history.
    private static func history(commits: Int, screens count: Int) -> [UInt8] {
        var screens = (0..<count).map { index -> AccessibilitySnapshot in
            var screen = SyntheticTree.listScreen(elementCount: 40)
            screen.name = "Suite\(index / 20)/test\(index)"
            screen.elements[index % screen.elements.count].label += " \(index)"
            return screen
        }
        func path(_ index: Int) -> String { "__Snapshots__/Suite\(index / 20)/test\(index).json" }
        var stream: [UInt8] = []
        func data(_ bytes: [UInt8]) {
            stream += Array("data \(bytes.count)\n".utf8) + bytes + [0x0A]
        }
        for commit in 0..<commits {
            let time = 1_700_000_000 + commit * 3_600
            stream += Array("commit refs/heads/main\nauthor Bench <bench@example.com> \(time) +0000\ncommitter Bench <bench@example.com> \(time) +0000\n".utf8)
            var changed: [Int] = []
            if commit == 0 {
                data(Array("Record \(count) screens".utf8))
                changed = Array(0..<count)
            } else {
                data(Array("Change screen \(commit % count)".utf8))
                changed = commit % 3 == 0 ? [commit % count, (commit * 7) % count] : [commit % count]
                for index in changed {
                    if commit % 2 == 0 {
                        screens[index].elements.append(.button("", frame: Frame(16, 2_000 + Double(commit), 44, 44)))
                    } else {
                        screens[index].elements[1].label = "Edited \(commit)"
                    }
                }
            }
            for index in Set(changed).sorted() {
                stream += Array("M 100644 inline \(path(index))\n".utf8)
                data(screens[index].canonicalJSON())
            }
            if commit % 100 == 50 {
                stream += Array("M 100644 inline .a11ysnap.json\n".utf8)
                data(Array("{\"rules\": {\"label-all-caps\": \(commit % 200 == 50 ? "false" : "true")}}\n".utf8))
            }
            stream += [0x0A]
        }
        return stream
    }

    #if os(macOS) || os(Linux)
    private static func shell(_ executable: String, _ arguments: [String], in directory: URL, input: [UInt8]?) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : pipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        if let input {
            try pipe.fileHandleForWriting.write(contentsOf: Data(input))
            try pipe.fileHandleForWriting.close()
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "git \(arguments.first ?? "") exited \(process.terminationStatus)"])
        }
    }
    #endif

    var table: String {
        "a11ysnap trend, \(commits) commits of \(screens) screens of 40 elements (1 or 2 changed a commit), \(measured.summary); "
            + "\(contentsChecked) contents checked, each once per configuration), exit \(measured.status)\n"
    }

    var goalLines: [GoalLine] { Self.goalLines(commits: commits, screens: screens, seconds: measured.seconds) }

    /// The goal line of a run that could not measure (no git): `n/a`.
    static func unmeasured(quick: Bool) -> [GoalLine] {
        goalLines(commits: quick ? 50 : 500, screens: quick ? 50 : 200, seconds: nil)
    }

    private static func goalLines(commits: Int, screens: Int, seconds: Double?) -> [GoalLine] {
        [GoalLine(key: "trend-\(commits)-commits-\(screens)-screens-s", value: seconds, digits: 2,
                  goal: commits == 500 && screens == 200 ? .atMost(5) : nil)]
    }
}
