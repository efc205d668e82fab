import A11ySnapshot
import ExampleScreens

/// The time to diff a synthetic tree against a copy with 1 % of its elements edited.
struct DiffBenchmark {
    var elementCount: Int
    /// The edits applied to make the current tree (insertions, deletions, moves, relabels).
    var edits: Int
    /// The changes the diff reported.
    var changes: Int
    var milliseconds: Double
    var checksum: UInt64

    /// Diffs `SyntheticTree.listScreen(elementCount:)` against a copy with `elementCount / 100`
    /// deterministic edits of its rows, a quarter of each kind. More runs than the codec's, because
    /// the 10k-to-100k ratio is read from two medians on a noisy machine.
    static func run(elementCount: Int) -> DiffBenchmark {
        let iterations = elementCount <= 1_000 ? 51 : elementCount <= 10_000 ? 31 : 15
        let reference = SyntheticTree.listScreen(elementCount: elementCount)
        let (current, edits) = edited(reference)
        var changes = 0
        let measured = Stopwatch.median(iterations: iterations) {
            let diff = SnapshotDiff(reference: reference, current: current)
            changes = diff.changes.count
            return UInt64(diff.changes.count) &* 31 &+ UInt64(diff.count(.moved))
        }
        return DiffBenchmark(elementCount: reference.elementCount, edits: edits, changes: changes,
                             milliseconds: measured.milliseconds, checksum: measured.checksum)
    }

    /// A copy of `snapshot` with 1 % of its element count in edits of top-level rows, cycling
    /// through insertion (a new row with a child), deletion, move and relabel.
    static func edited(_ snapshot: AccessibilitySnapshot) -> (AccessibilitySnapshot, edits: Int) {
        var random = SplitMix64(seed: 0xD1FF ^ UInt64(snapshot.elementCount))
        var elements = snapshot.elements
        let edits = max(1, snapshot.elementCount / 100)
        func position(in count: Int) -> Int { Int(random.next() % UInt64(count)) }
        for edit in 0..<edits {
            let index = position(in: elements.count)
            switch edit % 4 {
            case 0:
                var row = AccessibilityElement.cell("Inserted \(edit)", traits: .button, identifier: "inserted.\(edit)",
                                                    frame: elements[index].frame)
                row.children = [.button("More", identifier: "inserted.\(edit).more", frame: elements[index].frame)]
                elements.insert(row, at: index)
            case 1:
                elements.remove(at: index)
            case 2:
                let row = elements.remove(at: index)
                elements.insert(row, at: position(in: elements.count + 1))
            default:
                elements[index].label += " (edited)"
            }
        }
        return (AccessibilitySnapshot(name: snapshot.name, viewport: snapshot.viewport, elements: elements), edits)
    }
}

extension DiffBenchmark {
    /// The diff timings as a table, with a checksum line.
    static func table(_ results: [DiffBenchmark]) -> String {
        var text = row(["operation", "elements", "edits", "changes", "ours ms"])
        for result in results {
            text += row(["diff", BenchmarkTable.grouped(result.elementCount), BenchmarkTable.grouped(result.edits),
                         BenchmarkTable.grouped(result.changes), BenchmarkTable.format(result.milliseconds, digits: 2)])
        }
        text += "diff checksum: \(String(results.reduce(UInt64(0)) { $0 &* 31 &+ $1.checksum }, radix: 16))\n"
        return text
    }

    /// The goal lines: the 100k time and the 10k-to-100k time ratio (linear scaling is 10); a run
    /// without the 100k tree gives its smallest tree's time, without a goal.
    static func goalLines(_ results: [DiffBenchmark]) -> [GoalLine] {
        let byCount = Dictionary(results.map { ($0.elementCount, $0.milliseconds) }, uniquingKeysWith: { first, _ in first })
        guard let large = byCount[100_000] else {
            guard let first = results.first else { return [] }
            let size = first.elementCount >= 1_000 ? "\(first.elementCount / 1_000)k" : "\(first.elementCount)"
            return [GoalLine(key: "diff-\(size)-ms", value: first.milliseconds, digits: 2)]
        }
        return [GoalLine(key: "diff-100k-ms", value: large, digits: 1, goal: .atMost(300)),
                GoalLine(key: "diff-scaling-10k-to-100k", value: byCount[10_000].map { large / $0 }, digits: 1, goal: .atMost(12))]
    }

    /// One table line: the first cell left-aligned, the others right-aligned, as the codec table.
    private static func row(_ cells: [String]) -> String {
        zip(cells, [10, 9, 9, 9, 10]).enumerated().map { index, pair in
            let padding = String(repeating: " ", count: max(0, pair.1 - pair.0.count))
            return index == 0 ? pair.0 + padding : padding + pair.0
        }.joined() + "\n"
    }
}
