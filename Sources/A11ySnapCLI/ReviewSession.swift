import Foundation

/// The interactive part of `a11ysnap review`: shows each failing snapshot, reads a key, and
/// carries out the decision at once, so stopping at any point keeps everything decided so far.
///
/// The session knows nothing about the terminal itself: keys come from ``nextKeys`` and file
/// changes run inside ``holdingSignals``, so a test can drive it with scripted keys.
struct ReviewSession {
    /// How the session ended.
    enum Ending: Equatable {
        /// Every snapshot got a decision (or was passed over with skip).
        case finished
        /// `q`, Ctrl-D, or the terminal closed.
        case quit
        /// Ctrl-C.
        case interrupted
    }

    var items: [ReviewItem]
    let context: CommandContext
    /// The terminal's width, asked again for every screen (the window may be resized).
    let width: () -> Int
    /// The next key presses, waiting for them; `nil` when input has ended.
    let nextKeys: () -> [ReviewKey]?
    /// Runs a file change so that a stop signal cannot cut it short.
    let holdingSignals: (() -> Void) -> Void

    /// Whether writing a reference or deleting an artifact failed.
    private(set) var hadFailure = false
    private var index = 0
    private var pending: [ReviewKey] = []
    private static let diffLineLimit = 400

    init(items: [ReviewItem], context: CommandContext, width: @escaping () -> Int,
         nextKeys: @escaping () -> [ReviewKey]?, holdingSignals: @escaping (() -> Void) -> Void) {
        self.items = items
        self.context = context
        self.width = width
        self.nextKeys = nextKeys
        self.holdingSignals = holdingSignals
    }

    private var style: ConsoleStyle { context.outputStyle }

    /// Reviews every item in order until the last is passed or the reviewer stops.
    mutating func run() -> Ending {
        guard !items.isEmpty else { return .finished }
        showScreen()
        while index < items.count {
            prompt()
            guard let key = nextKey() else {
                say("")
                return .quit
            }
            switch key {
            case .accept: accept()
            case .reject: reject()
            case .skip:
                say("skip")
                if items[index].decision == nil { items[index].decision = .skipped }
                advance()
            case .previous:
                say("previous")
                if index == 0 {
                    show(["This is the first snapshot."])
                } else {
                    index -= 1
                    showScreen()
                }
            case .diff:
                say("diff")
                showDiff()
            case .help:
                say("help")
                show(["Keys:"] + ReviewKey.helpLines)
            case .quit:
                say("quit")
                return .quit
            case .interrupt:
                say("^C")
                return .interrupted
            case .other(let name):
                say(name)
                show(["'\(name)' does nothing here; press ? for the keys."])
            }
        }
        return .finished
    }

    /// `accepted 1, rejected 1, skipped 1 of 3`, and how many were not reached.
    var summary: String {
        let decisions = items.map(\.decision)
        let count = { (decision: ReviewDecision) in decisions.filter { $0 == decision }.count }
        var line = "accepted \(count(.accepted)), rejected \(count(.rejected)), skipped \(count(.skipped))"
            + " of \(items.count) snapshot\(items.count == 1 ? "" : "s")"
        let open = decisions.filter { $0 == nil }.count
        if open > 0 { line += "; \(open) not reviewed" }
        return line
    }

    private mutating func nextKey() -> ReviewKey? {
        while pending.isEmpty {
            guard let keys = nextKeys() else { return nil }
            pending = keys
        }
        return pending.removeFirst()
    }

    private mutating func accept() {
        say("accept")
        let item = items[index]
        switch item.decision {
        case .accepted?:
            show(["Already accepted: \(item.candidate.reference) holds this snapshot."])
            return
        case .rejected?:
            show(["Rejected earlier: \(item.candidate.artifact) is deleted, so there is nothing to accept."])
            return
        case .skipped?, nil:
            break
        }
        var failure: InputFileError?
        holdingSignals {
            do throws(InputFileError) {
                try item.candidate.writeReference(item.bytes)
            } catch {
                failure = error
            }
        }
        if let failure {
            context.report(failure)
            hadFailure = true
            show(["Not accepted; press s to go on or q to stop."])
            return
        }
        items[index].decision = .accepted
        show([style.green("Accepted") + ": wrote \(item.candidate.reference)."])
        advance()
    }

    private mutating func reject() {
        say("reject")
        let item = items[index]
        switch item.decision {
        case .accepted?:
            show(["Already accepted: \(item.candidate.reference) is written (git checkout -- FILE undoes it)."])
            return
        case .rejected?:
            show(["Already rejected."])
            return
        case .skipped?, nil:
            break
        }
        var failure: String?
        holdingSignals {
            if unlink(item.candidate.artifact) != 0 { failure = String(cString: strerror(errno)) }
        }
        if let failure {
            context.report(InputFileError(file: item.candidate.artifact, message: "cannot delete (\(failure))"))
            hadFailure = true
            show(["Not rejected; press s to go on or q to stop."])
            return
        }
        items[index].decision = .rejected
        show([style.red("Rejected") + ": deleted \(item.candidate.artifact); the reference stays."])
        advance()
    }

    private mutating func advance() {
        index += 1
        if index < items.count { showScreen() }
    }

    /// The snapshot's heading, its text report and what accepting would write.
    private func showScreen() {
        let item = items[index]
        var heading = "Snapshot \(index + 1) of \(items.count): \(item.candidate.relativePath)"
        switch item.decision {
        case .accepted?: heading += " (accepted)"
        case .rejected?: heading += " (rejected)"
        case .skipped?: heading += " (skipped)"
        case nil: break
        }
        let rule = String(repeating: "─", count: min(width(), 60))
        show(["", style.dim(rule), style.bold(heading), ""] + item.report(style: style) + ["", item.acceptEffect])
    }

    /// The unified diff of the two JSON files, long lines cut to the width.
    private func showDiff() {
        let lines = items[index].jsonDiff()
        guard !lines.isEmpty else {
            show(["The JSON files are identical."])
            return
        }
        let columns = width()
        var shown = lines.prefix(Self.diffLineLimit).map { line -> String in
            let cut = TerminalText.cut(line, width: columns)
            if line.hasPrefix("@@") { return style.dim(cut) }
            if line.hasPrefix("+") && !line.hasPrefix("+++") { return style.green(cut) }
            if line.hasPrefix("-") && !line.hasPrefix("---") { return style.red(cut) }
            return cut
        }
        if lines.count > Self.diffLineLimit {
            shown.append("… \(lines.count - Self.diffLineLimit) more lines (diff -u the two files for all of them)")
        }
        context.output.write(shown.joined(separator: "\n") + "\n")
    }

    /// `[2/3] a accept, r reject, s skip, d diff, q quit, ? help ›`, shorter when the terminal is
    /// narrow.
    private func prompt() {
        let position = "[\(index + 1)/\(items.count)]"
        let full = "\(position) a accept, r reject, s skip, d diff, q quit, ? help › "
        let text = TerminalText.columns(full) <= width() ? full : "\(position) a/r/s/d/q, ? help › "
        context.output.write(style.bold(text))
        context.output.flush()
    }

    /// Finishes the prompt line with the key's action, as if it had been typed.
    private func say(_ action: String) {
        context.output.write(action + "\n")
    }

    /// Prints `lines`, each wrapped to the terminal's width.
    private func show(_ lines: [String]) {
        let columns = width()
        context.output.write(lines.flatMap { TerminalText.wrap($0, width: columns) }.joined(separator: "\n") + "\n")
        context.output.flush()
    }
}
