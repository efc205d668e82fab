import A11ySnapshot
import ExampleScreens
import Foundation

// a11ysnap-bench: the canonical codec against Foundation's JSONEncoder/JSONDecoder, and the differ.
// Run it in release: swift run -c release a11ysnap-bench [--quick]

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == PeakMemoryProbe.childFlag {
    exit(PeakMemoryProbe.runChild(Array(arguments.dropFirst())))
}
if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
    print("""
        USAGE: a11ysnap-bench [--quick]

        Times the canonical snapshot codec against Foundation's JSONEncoder ([.prettyPrinted, \
        .sortedKeys]) and JSONDecoder on synthetic trees of 1k, 10k and 100k elements, and measures \
        the peak memory of decoding in a child process; then times the semantic diff of each tree \
        against a copy with 1 % of its elements edited. Build with -c release.

        OPTIONS:
          --quick     Smoke run: the 1k tree only.
        """)
    exit(0)
}
if let unknown = arguments.first(where: { $0 != "--quick" }) {
    FileHandle.standardError.write(Data("error: unknown argument '\(unknown)'\nsee 'a11ysnap-bench --help'\n".utf8))
    exit(2)
}
let quick = arguments.contains("--quick")
#if DEBUG
print("warning: this is a debug build; measure with 'swift run -c release a11ysnap-bench'")
#endif

/// (elements, iterations): fewer iterations for the big tree keep a run under two minutes.
let plan = quick ? [(1_000, 11)] : [(1_000, 51), (10_000, 15), (100_000, 7)]
print("a11ysnap-bench: canonical codec vs Foundation JSONEncoder/JSONDecoder, median of \(plan.map { String($0.1) }.joined(separator: "/")) runs")
print("machine: \(MachineDescription.current)")
print("")
print(BenchmarkTable.header)
var results: [CodecBenchmark] = []
for (elements, iterations) in plan {
    let result = CodecBenchmark.run(elementCount: elements, iterations: iterations)
    results.append(result)
    print(BenchmarkTable.rows(result), terminator: "")
}

// Peak decode memory for the largest tree, measured in child processes.
let largest = SyntheticTree.listScreen(elementCount: plan.last!.0)
var ours: PeakMemoryProbe.Measurement?
var foundation: PeakMemoryProbe.Measurement?
do {
    (ours, foundation) = try PeakMemoryProbe.measureBoth(largest)
} catch {
    FileHandle.standardError.write(Data("warning: decode peak memory not measured: \(error)\n".utf8))
}
print("")
print(BenchmarkTable.memoryLine(ours: ours, foundation: foundation))
print("checksum: \(String(results.reduce(UInt64(0)) { $0 &* 31 &+ $1.checksum }, radix: 16))")
print("")

// The semantic differ on the same trees against copies with 1 % of the elements edited.
let diffs = plan.map { DiffBenchmark.run(elementCount: $0.0) }
print(DiffBenchmark.table(diffs), terminator: "")
print("")
let rules = plan.map { RulesBenchmark.run(elementCount: $0.0, iterations: $0.1) }  // rules engine
print(RulesBenchmark.table(rules))  // rules engine

// One assertion's work on a 300-element screen, and `a11ysnap compare` over a CI-sized folder.
let assertion = try AssertBenchmark.run(iterations: quick ? 21 : 101)
let compare = try CompareBenchmark.run(pairs: quick ? 200 : 2_000)
print("assertion (encode, read reference, diff, rules on both; 300 elements): \(BenchmarkTable.format(assertion.milliseconds, digits: 2)) ms")
print("a11ysnap compare, \(compare.pairs) pairs of 300 elements (1 in 50 changed): \(BenchmarkTable.format(compare.seconds, digits: 2)) s, exit \(compare.status)")
print("")

let last = results.last!
if quick { print("(quick run: ratios at \(BenchmarkTable.grouped(last.elementCount)) elements, not 100,000)") }
print(DiffBenchmark.summary(diffs), terminator: "")
print(RulesBenchmark.summary(rules), terminator: "")  // rules engine
print(assertion.summary, terminator: "")
print(compare.summary, terminator: "")
print("encode-speedup-vs-JSONEncoder: \(BenchmarkTable.format(last.encode.speedup, digits: 1))x")
print("decode-speedup-vs-JSONDecoder: \(BenchmarkTable.format(last.decode.speedup, digits: 1))x")
print("decode-peak-rss-ratio: \(ours.map { BenchmarkTable.format($0.ratio, digits: 2) } ?? "n/a")")
