@testable import A11ySnapCLI
import Testing

/// The parts of `a11ysnap review` that need no terminal: reading key presses, fitting lines to
/// the width, and the JSON line diff `d` shows.
@Suite("review: keys, line fitting and the line diff")
struct ReviewBuildingBlockTests {
    @Test("letters, arrows (plain, application mode, with modifiers), Ctrl-C and Ctrl-D decode to their actions")
    func keys() {
        #expect(ReviewKey.keys(in: Array("arsdq?".utf8)) == [.accept, .reject, .skip, .diff, .quit, .help])
        #expect(ReviewKey.keys(in: [0x1B, 0x5B, 0x43, 0x1B, 0x4F, 0x44]) == [.skip, .previous])
        #expect(ReviewKey.keys(in: Array("\u{1B}[1;5C".utf8)) == [.skip])
        #expect(ReviewKey.keys(in: [0x03, 0x04]) == [.interrupt, .quit])
        #expect(ReviewKey.keys(in: [0x1B]) == [.other("Esc")])
        #expect(ReviewKey.keys(in: Array("x\r".utf8)) == [.other("x"), .other("Enter")])
        #expect(ReviewKey.keys(in: Array("\u{1B}[A".utf8)) == [.other("↑")])
    }

    @Test("a long line wraps at spaces, continuation lines indented two more; colour takes no columns")
    func wrap() {
        let line = "    [2] error placeholder-as-label: The field has no label, only the placeholder."
        let lines = TerminalText.wrap(line, width: 30)
        #expect(lines.allSatisfy { TerminalText.columns($0) <= 30 }, "\(lines)")
        #expect(lines.first == "    [2] error")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("      ") && !$0.hasPrefix("       ") })
        #expect(lines.joined(separator: " ").split(separator: " ") == line.split(separator: " "))
        let coloured = "\u{1B}[31m" + String(repeating: "a", count: 10) + "\u{1B}[0m"
        #expect(TerminalText.columns(coloured) == 10)
        #expect(TerminalText.wrap(coloured, width: 10) == [coloured])
        #expect(TerminalText.wrap(String(repeating: "b", count: 25), width: 10) == ["bbbbbbbbbb", "  bbbbbbbb", "  bbbbbbb"])
    }

    @Test("a cut line ends in … within the width, and keeps its colour sequences")
    func cut() {
        #expect(TerminalText.cut("0123456789", width: 6) == "01234…")
        #expect(TerminalText.cut("short", width: 6) == "short")
        let cut = TerminalText.cut("\u{1B}[32m+0123456789\u{1B}[0m", width: 6)
        #expect(TerminalText.columns(cut) == 6)
        #expect(cut.hasPrefix("\u{1B}[32m+0123"))
    }

    @Test("the unified diff matches diff -u: hunk headers, three lines of context, separate hunks far apart")
    func unifiedDiff() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        var changed = (1...20).map { "line \($0)" }
        changed[1] = "line two"
        changed.insert("inserted", at: 15)
        let new = changed.joined(separator: "\n") + "\n"
        #expect(LineDiff.unified(old, new, oldName: "a", newName: "b") == [
            "--- a", "+++ b",
            "@@ -1,5 +1,5 @@", " line 1", "-line 2", "+line two", " line 3", " line 4", " line 5",
            "@@ -13,6 +13,7 @@", " line 13", " line 14", " line 15", "+inserted", " line 16", " line 17", " line 18",
        ])
        #expect(LineDiff.unified(old, old, oldName: "a", newName: "b").isEmpty)
        #expect(LineDiff.unified("", "x\n", oldName: "/dev/null", newName: "b") == ["--- /dev/null", "+++ b", "@@ -0,0 +1,1 @@", "+x"])
    }

    @Test("the edit script turns the old lines into the new ones, also past the limit of compared edits")
    func editScriptRoundTrip() {
        let old: [Substring] = ["a", "b", "c", "a", "b", "b", "a"], new: [Substring] = ["c", "b", "a", "b", "a", "c"]
        let edits = LineDiff.edits(old, new)
        #expect(edits.compactMap { if case .added = $0 { return nil } else { return text($0) } } == old)
        #expect(edits.compactMap { if case .removed = $0 { return nil } else { return text($0) } } == new)
        #expect(edits.filter { if case .same = $0 { return false } else { return true } }.count == 5, "Myers' shortest script")
        let many = (0..<3_000).map { Substring("old \($0)") }, others = (0..<3_000).map { Substring("new \($0)") }
        let replaced = LineDiff.edits(many, others)
        #expect(replaced.count == 6_000)
    }

    private func text(_ edit: LineDiff.Edit) -> Substring {
        switch edit {
        case .same(let line), .removed(let line), .added(let line): return line
        }
    }
}
