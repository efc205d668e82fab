import A11ySnapshot
import ExampleScreens
import Foundation

/// Peak memory of reading and decoding a snapshot file, measured in a fresh child process (the
/// benchmark binary itself, in a hidden mode) so that nothing else the benchmark allocated counts.
///
/// The child warms up on a small tree (so one-time library set-up is not charged to the file),
/// reads `VmRSS` from `/proc/self/status` as the baseline, reads and decodes the file, and reads
/// `VmHWM`, the peak resident size. The ratio is (peak − baseline) / file size.
enum PeakMemoryProbe {
    /// The hidden argument that selects the child mode: `--measure-decode-memory ours|foundation PATH`.
    static let childFlag = "--measure-decode-memory"

    enum Decoder: String {
        case ours
        case foundation
    }

    struct Measurement {
        var fileBytes: Int
        var baselineKiB: Int
        var peakKiB: Int
        var elementCount: Int

        /// Extra peak memory per byte of file.
        var ratio: Double { Double((peakKiB - baselineKiB) * 1024) / Double(fileBytes) }
    }

    // MARK: Parent

    /// Writes a synthetic list screen of at least `minimumBytes` to a temporary file and measures
    /// both decoders on it; `nil`s where `/proc` is not available.
    static func measureBoth(minimumBytes: Int) throws -> (ours: Measurement?, foundation: Measurement?) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysnap-bench-\(getpid()).json").path
        let fileBytes = try writeSnapshot(minimumBytes: minimumBytes, to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return (try measure(.ours, file: path, fileBytes: fileBytes),
                try measure(.foundation, file: path, fileBytes: fileBytes))
    }

    /// Writes the smallest synthetic list screen (in steps of 1,000 elements) whose canonical file
    /// has at least `minimumBytes`, estimated from a 1k tree's size; returns the file's size.
    private static func writeSnapshot(minimumBytes: Int, to path: String) throws -> Int {
        let bytesPerThousand = SyntheticTree.listScreen(elementCount: 1_000).canonicalJSON().count
        var thousands = max(1, (minimumBytes + bytesPerThousand - 1) / bytesPerThousand)
        while true {
            let bytes = SyntheticTree.listScreen(elementCount: thousands * 1_000).canonicalJSON()
            if bytes.count >= minimumBytes {
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                return bytes.count
            }
            thousands += max(1, thousands / 100)
        }
    }

    /// Runs the child on `path`; `nil` where `/proc` is not available.
    static func measure(_ decoder: Decoder, file path: String, fileBytes: Int) throws -> Measurement? {
        #if os(macOS) || os(Linux)
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [childFlag, decoder.rawValue, path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard process.terminationStatus == 0, fields.count == 3 else {
            throw ProbeError(message: "memory probe child failed (status \(process.terminationStatus)): \(output)")
        }
        return Measurement(fileBytes: fileBytes, baselineKiB: fields[0], peakKiB: fields[1], elementCount: fields[2])
        #else
        return nil  // no child processes on iOS, tvOS and visionOS
        #endif
    }

    struct ProbeError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    // MARK: Child

    /// The child mode's body: prints `baseline-KiB peak-KiB element-count`.
    static func runChild(_ arguments: [String]) -> Int32 {
        guard arguments.count == 2, let decoder = Decoder(rawValue: arguments[0]) else { return 2 }
        let path = arguments[1]
        do {
            _ = try decode(SyntheticTree.listScreen(elementCount: 1_000).canonicalJSON(), with: decoder)
            guard let baseline = status("VmRSS") else { return 3 }
            let count: Int
            switch decoder {
            case .ours:
                let snapshot = try AccessibilitySnapshot(contentsOfFile: path)
                count = withExtendedLifetime(snapshot) { snapshot.elementCount }
            case .foundation:
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                let snapshot = try JSONDecoder().decode(MirrorSnapshot.self, from: data)
                count = withExtendedLifetime((data, snapshot)) { snapshot.elementCount }
            }
            guard let peak = status("VmHWM") else { return 3 }
            print(baseline, peak, count)
            return 0
        } catch {
            print("error: \(error)")
            return 1
        }
    }

    private static func decode(_ bytes: [UInt8], with decoder: Decoder) throws -> Int {
        switch decoder {
        case .ours: try AccessibilitySnapshot(json: bytes).elementCount
        case .foundation: try JSONDecoder().decode(MirrorSnapshot.self, from: Data(bytes)).elementCount
        }
    }

    /// A `kB` field of `/proc/self/status`.
    static func status(_ field: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.dropFirst(field.count + 1).split(whereSeparator: \.isWhitespace).first ?? "")
        }
        return nil
    }
}
