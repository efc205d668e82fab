import A11ySnapshot
import ExampleScreens
import Foundation

/// Encode and decode times of the canonical codec and of Foundation's JSON coders, for one
/// synthetic tree.
struct CodecBenchmark {
    var elementCount: Int
    /// Size of the canonical file.
    var canonicalBytes: Int
    /// Size of `JSONEncoder`'s pretty-printed, sorted output for the same tree.
    var foundationBytes: Int
    var encode: Comparison
    var decode: Comparison
    var checksum: UInt64

    struct Comparison {
        var ours: Double
        var foundation: Double
        /// How many times faster ours is.
        var speedup: Double { foundation / ours }
    }

    /// Megabytes (10^6 bytes) of canonical JSON per second.
    func megabytesPerSecond(_ milliseconds: Double) -> Double {
        Double(canonicalBytes) / 1e6 / (milliseconds / 1_000)
    }

    /// Throughput and the ratios to Foundation's coders; goals for the 100k tree only.
    var goalLines: [GoalLine] {
        let full = elementCount == 100_000
        return [
            GoalLine(key: "decode-mb-per-s", value: megabytesPerSecond(decode.ours), digits: 0, goal: full ? .atLeast(250) : nil),
            GoalLine(key: "encode-mb-per-s", value: megabytesPerSecond(encode.ours), digits: 0, goal: full ? .atLeast(500) : nil),
            GoalLine(key: "encode-speedup-vs-JSONEncoder", value: encode.speedup, digits: 1, unit: "x", goal: full ? .atLeast(10) : nil),
            GoalLine(key: "decode-speedup-vs-JSONDecoder", value: decode.speedup, digits: 1, unit: "x", goal: full ? .atLeast(5) : nil),
        ]
    }

    /// Runs the four measurements on `SyntheticTree.listScreen(elementCount:)`. Decoding reads the
    /// same canonical bytes with both decoders.
    static func run(elementCount: Int, iterations: Int) -> CodecBenchmark {
        let snapshot = SyntheticTree.listScreen(elementCount: elementCount)
        let mirror = MirrorSnapshot(snapshot)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let decoder = JSONDecoder()
        let canonical = snapshot.canonicalJSON()
        let canonicalData = Data(canonical)
        let foundationBytes = (try? encoder.encode(mirror).count) ?? 0

        let oursEncode = Stopwatch.median(iterations: iterations) {
            let bytes = snapshot.canonicalJSON()
            return UInt64(bytes.count) &+ UInt64(bytes[bytes.count / 2])
        }
        let foundationEncode = Stopwatch.median(iterations: iterations) {
            guard let data = try? encoder.encode(mirror) else { fatalError("JSONEncoder failed") }
            return UInt64(data.count) &+ UInt64(data[data.count / 2])
        }
        let oursDecode = Stopwatch.median(iterations: iterations) {
            guard let decoded = try? AccessibilitySnapshot(json: canonical) else { fatalError("our decoder failed") }
            return UInt64(decoded.elementCount)
        }
        let foundationDecode = Stopwatch.median(iterations: iterations) {
            guard let decoded = try? decoder.decode(MirrorSnapshot.self, from: canonicalData) else { fatalError("JSONDecoder failed") }
            return UInt64(decoded.elementCount)
        }
        let checksum = [oursEncode, foundationEncode, oursDecode, foundationDecode].reduce(0) { $0 &* 31 &+ $1.checksum }
        return CodecBenchmark(
            elementCount: snapshot.elementCount, canonicalBytes: canonical.count, foundationBytes: foundationBytes,
            encode: Comparison(ours: oursEncode.milliseconds, foundation: foundationEncode.milliseconds),
            decode: Comparison(ours: oursDecode.milliseconds, foundation: foundationDecode.milliseconds),
            checksum: checksum)
    }
}
