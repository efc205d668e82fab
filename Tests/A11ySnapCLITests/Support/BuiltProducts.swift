// Spawns processes (Foundation's `Process`), which iOS, tvOS and visionOS do not have.
#if os(macOS) || os(Linux)
import Foundation

/// Executables built next to the test bundle.
enum BuiltProducts {
    /// The `a11ysnap` binary of this build, if it can be found: SwiftPM puts the test runner (or
    /// bundle) in the same directory as the products.
    static let a11ysnap: URL? = {
        var directories = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                           Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return directories.map { $0.appendingPathComponent("a11ysnap") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs a built executable to completion and returns its status and output.
    static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ["NO_COLOR": "1"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }
}
#endif
