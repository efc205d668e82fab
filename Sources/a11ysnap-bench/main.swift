import A11ySnapshot
import ExampleScreens
import Foundation

// a11ysnap-bench: the canonical codec against Foundation's JSONEncoder/JSONDecoder.
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
        the peak memory of decoding in a child process. Build with -c release.

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
let plan = quick ? [(1_000, 11)] : [(1_000, 31), (10_000, 11), (100_000, 5)]
print("a11ysnap-bench: canonical codec vs Foundation JSONEncoder/JSONDecoder (median of runs)")
print("machine: \(MachineDescription.current)")
print("")
print(BenchmarkTable.header)
var results: [CodecBenchmark] = []
for (elements, iterations) in plan {
    let result = CodecBenchmark.run(elementCount: elements, iterations: iterations)
    results.append(result)
    print(BenchmarkTable.rows(result, iterations: iterations), terminator: "")
}

// Peak decode memory for the largest tree, measured in child processes.
let largest = SyntheticTree.listScreen(elementCount: plan.last!.0)
let file = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysnap-bench-\(getpid()).json").path
let fileBytes = largest.canonicalJSON()
try Data(fileBytes).write(to: URL(fileURLWithPath: file))
defer { try? FileManager.default.removeItem(atPath: file) }
let ours = try PeakMemoryProbe.measure(.ours, file: file, fileBytes: fileBytes.count)
let foundation = try PeakMemoryProbe.measure(.foundation, file: file, fileBytes: fileBytes.count)
print("")
print(BenchmarkTable.memoryLine(ours: ours, foundation: foundation))
print("checksum: \(String(results.reduce(UInt64(0)) { $0 &* 31 &+ $1.checksum }, radix: 16))")
print("")

let last = results.last!
if quick { print("(quick run: ratios at \(last.elementCount) elements, not 100k)") }
print("encode-speedup-vs-JSONEncoder: \(BenchmarkTable.format(last.encode.speedup, digits: 1))x")
print("decode-speedup-vs-JSONDecoder: \(BenchmarkTable.format(last.decode.speedup, digits: 1))x")
print("decode-peak-rss-ratio: \(ours.map { BenchmarkTable.format($0.ratio, digits: 2) } ?? "n/a")")
