import A11ySnapshot
import ExampleScreens
import Foundation

// a11ysnap-bench: the canonical codec against Foundation's JSONEncoder/JSONDecoder, the differ,
// the rules, one assertion, `a11ysnap compare` and `a11ysnap trend`.
// Run it in release: swift run -c release a11ysnap-bench [--quick] [--only SECTION]

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == PeakMemoryProbe.childFlag {
    exit(PeakMemoryProbe.runChild(Array(arguments.dropFirst())))
}
if arguments.first == DenseBenchmark.childFlag {
    exit(DenseBenchmark.runChild(Array(arguments.dropFirst())))
}
if arguments.first == DenseBenchmark.writeFlag {
    exit(DenseBenchmark.write(Array(arguments.dropFirst())))
}
if arguments.first == RulesDigest.flag {
    print("rules digest: \(RulesDigest.run())")
    exit(0)
}
if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
    print("""
        USAGE: a11ysnap-bench [--quick] [--only SECTION] [--elements N]

        Times the canonical snapshot codec against Foundation's JSONEncoder ([.prettyPrinted, \
        .sortedKeys]) and JSONDecoder on synthetic trees of 1k, 10k and 100k elements, and measures \
        the peak memory of decoding a 100 MB snapshot in a child process; then times the semantic diff \
        of each tree against a copy with 1 % of its elements edited, the rules on each tree, importing \
        generated WebDriverAgent and uiautomator dumps of 100k nodes, one assertion on a 300-element screen, `a11ysnap compare` over 2,000 pairs, `a11ysnap trend` over a \
        generated repository of 500 commits of 200 screens (needs git), and `a11ysnap check` and `diff` on \
        dense screens of 10k, 100k and 200k elements (stacked rows, overlapping controls). Build with -c release.

        OPTIONS:
          --quick          Smoke run: the 1k tree only, 10k-node dumps, fewer pairs and commits, a smaller
                           memory probe, a 10k dense screen.
          --only SECTION   Run one section (for profiling): \(BenchmarkSection.allCases.map(\.rawValue).joined(separator: ", ")).
          --elements N     Time the codec, diff and rules on one tree of N elements only (for profiling).
          --write-dense N FILE
                           Write the dense screen of N elements to FILE and exit (for profiling a11ysnap on it).
        """)
    exit(0)
}
var parsedQuick = false
var parsedOnly: BenchmarkSection?
var parsedElements: Int?
var remaining = arguments[...]
while let argument = remaining.popFirst() {
    switch argument {
    case "--quick": parsedQuick = true
    case "--only":
        guard let name = remaining.popFirst(), let section = BenchmarkSection(rawValue: name) else {
            FileHandle.standardError.write(Data("error: --only takes one of \(BenchmarkSection.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
            exit(2)
        }
        parsedOnly = section
    case "--elements":
        guard let text = remaining.popFirst(), let count = Int(text), count > 0 else {
            FileHandle.standardError.write(Data("error: --elements takes a positive number\n".utf8))
            exit(2)
        }
        parsedElements = count
    default:
        FileHandle.standardError.write(Data("error: unknown argument '\(argument)'\nsee 'a11ysnap-bench --help'\n".utf8))
        exit(2)
    }
}
#if DEBUG
print("warning: this is a debug build; measure with 'swift run -c release a11ysnap-bench'")
#endif
let quick = parsedQuick
let only = parsedOnly
@MainActor func runs(_ section: BenchmarkSection) -> Bool { only == nil || only == section }

/// (elements, iterations): fewer iterations for the big tree keep a run under two minutes.
let plan = parsedElements.map { [($0, 15)] } ?? (quick ? [(1_000, 11)] : [(1_000, 51), (10_000, 15), (100_000, 7)])
print("a11ysnap-bench: median of \(plan.map { String($0.1) }.joined(separator: "/")) runs")
print("machine: \(MachineDescription.current)")
print("AccessibilityElement: \(MemoryLayout<AccessibilityElement>.size) bytes (stride \(MemoryLayout<AccessibilityElement>.stride))")
print("")
var results: [CodecBenchmark] = []
if runs(.codec) {
    print(BenchmarkTable.header)
    for (elements, iterations) in plan {
        let result = CodecBenchmark.run(elementCount: elements, iterations: iterations)
        results.append(result)
        print(BenchmarkTable.rows(result), terminator: "")
    }
    print("checksum: \(String(results.reduce(UInt64(0)) { $0 &* 31 &+ $1.checksum }, radix: 16))")
}

// Peak decode memory of a file of at least 100 MB (1 MB in a quick run), in child processes.
var ours: PeakMemoryProbe.Measurement?
var foundation: PeakMemoryProbe.Measurement?
if runs(.memory) {
    do {
        (ours, foundation) = try PeakMemoryProbe.measureBoth(minimumBytes: quick ? 1_000_000 : 100_000_000)
    } catch {
        FileHandle.standardError.write(Data("warning: decode peak memory not measured: \(error)\n".utf8))
    }
    print("")
    print(BenchmarkTable.memoryLine(ours: ours, foundation: foundation))
}
print("")

// The semantic differ on the same trees against copies with 1 % of the elements edited.
var diffs: [DiffBenchmark] = []
if runs(.diff) {
    diffs = plan.map { DiffBenchmark.run(elementCount: $0.0) }
    print(DiffBenchmark.table(diffs), terminator: "")
    print("")
}
var rules: [RulesBenchmark] = []
if runs(.rules) {
    rules = plan.map { RulesBenchmark.run(elementCount: $0.0, iterations: $0.1) }
    print(RulesBenchmark.table(rules))
}

// Importing generated WebDriverAgent and uiautomator dumps of 100k nodes (10k in a quick run).
let importNodes = quick ? 10_000 : 100_000
var imports: [ImportBenchmark] = []
if runs(.import) {
    imports = ImportBenchmark.run(nodeCount: importNodes, iterations: quick ? 3 : 7)
    print(ImportBenchmark.table(imports))
}

// One assertion's work on a 300-element screen, and `a11ysnap compare` over a CI-sized folder.
var assertion: AssertBenchmark?
if runs(.assert) {
    let measured = try AssertBenchmark.run(iterations: quick ? 101 : 501)
    print(measured.table, terminator: "")
    assertion = measured
}
var compare: CompareBenchmark?
if runs(.compare) {
    let measured = try CompareBenchmark.run(pairs: quick ? 200 : 2_000, repetitions: quick ? 1 : 3)
    print(measured.table, terminator: "")
    compare = measured
}
var trend: TrendBenchmark?
if runs(.trend) {
    trend = try TrendBenchmark.run(commits: quick ? 50 : 500, screens: quick ? 50 : 200, repetitions: quick ? 1 : 3)
    if let trend { print(trend.table, terminator: "") }
}
var dense: DenseBenchmark?
if runs(.dense) {
    let measured = try DenseBenchmark.run(elementCounts: quick ? [10_000] : DenseBenchmark.fullSizes)
    print(measured.table, terminator: "")
    dense = measured
}
print("")

if quick {
    print("(quick run: 1k elements, 10k-node dumps, 200 pairs, 50 commits of 50 screens, a 1 MB memory probe, a 10k dense screen; "
        + "the goals are set for a full run's sizes)")
}
var goals: [GoalLine] = []
if runs(.diff) { goals += DiffBenchmark.goalLines(diffs) }
if runs(.rules) { goals += RulesBenchmark.goalLines(rules) }
if runs(.import) { goals += ImportBenchmark.goalLines(imports, nodeCount: importNodes) }
if let assertion { goals += assertion.goalLines }
if let compare { goals += compare.goalLines }
if runs(.trend) { goals += trend?.goalLines ?? TrendBenchmark.unmeasured(quick: quick) }
if let dense { goals += dense.goalLines }
if let last = results.last { goals += last.goalLines }
if runs(.memory) {
    goals.append(GoalLine(key: "decode-peak-rss-ratio", value: ours?.ratio, digits: 2, goal: quick ? nil : .atMost(3)))
}
for line in goals { print(line.text) }
