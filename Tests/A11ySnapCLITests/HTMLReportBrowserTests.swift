// Spawns processes (Foundation's `Process`), which iOS, tvOS and visionOS do not have.
#if os(macOS) || os(Linux)
import A11ySnapCLI
import ExampleScreens
import Foundation
import Testing

/// The demo's HTML report rendered by a real headless browser: the page must render, carry the
/// expected sections and element counts in the rendered DOM, and produce a screenshot that is not
/// blank. Skipped, with the reason printed, only when no Chromium or Chrome is installed
/// (`.ci/run` installs Chromium from the distribution's packages).
@Suite("HTML report in a browser", .enabled(if: HeadlessBrowser.executable != nil, HeadlessBrowser.skipReason))
struct HTMLReportBrowserTests {
    @Test("the rendered DOM holds the summary, both changed snapshots and their drawings with every element")
    func renderedDOM() throws {
        try TemporaryDirectory.with { dir in
            let report = dir.url("report.html")
            #expect(a11ysnap("demo", "--format", "html", "-o", report).status == 0)
            let dom = try HeadlessBrowser.run(["--dump-dom", "file://" + report])
            #expect(dom.contains("<h1>Accessibility snapshots</h1>"))
            #expect(dom.contains("3 snapshots: 2 changed, 1 unchanged"))
            #expect(dom.components(separatedBy: "<section class=\"snapshot\"").count - 1 == 2)
            #expect(dom.contains("data-side=\"reference\" data-elements=\"7\""))
            #expect(dom.contains("data-side=\"current\" data-elements=\"8\""))
            let drawn = [ExampleScreens.login, DemoScreens.loginAfterRedesign, ExampleScreens.settings,
                         DemoScreens.settingsAfterRefactor].reduce(0) { $0 + $1.elementCount }
            #expect(dom.components(separatedBy: "class=\"el el-").count - 1 == drawn)
        }
    }

    @Test("the screenshot of the report is not blank")
    func screenshotIsNotBlank() throws {
        let python = try #require(HeadlessBrowser.python, "python3 is needed to decode the screenshot")
        try TemporaryDirectory.with { dir in
            let report = dir.url("report.html")
            #expect(a11ysnap("demo", "--format", "html", "-o", report).status == 0)
            let screenshot = dir.url("report.png")
            _ = try HeadlessBrowser.run(["--screenshot=" + screenshot, "--window-size=1200,1600", "file://" + report])
            let colours = try HeadlessBrowser.distinctByteValues(ofPNG: screenshot, python: python)
            // A blank page decodes to a handful of byte values; text, outlines and badges to many.
            #expect(colours > 50)
        }
    }
}

enum HeadlessBrowser {
    static let executable: String? = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
        .lazy.compactMap(findOnPath).first

    static let python: String? = findOnPath("python3")

    static var skipReason: Comment {
        "no Chromium or Chrome on PATH (install the 'chromium' package; .ci/run does)"
    }

    static func findOnPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs the browser headless with `arguments`, returning standard output; fails after 90 s.
    static func run(_ arguments: [String]) throws -> String {
        let executable = try #require(executable)
        return try runProcess(executable, ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                           "--no-first-run", "--disable-dev-shm-usage"] + arguments)
    }

    /// How many distinct byte values the decompressed image data of a PNG holds.
    static func distinctByteValues(ofPNG path: String, python: String) throws -> Int {
        let script = """
            import struct, sys, zlib
            data = open(sys.argv[1], 'rb').read()
            assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n', 'not a PNG'
            pos, idat = 8, b''
            while pos < len(data):
                length, kind = struct.unpack('>I4s', data[pos:pos + 8])
                if kind == b'IDAT': idat += data[pos + 8:pos + 8 + length]
                pos += 12 + length
            print(len(set(zlib.decompress(idat))))
            """
        let output = try runProcess(python, ["-c", script, path])
        return Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    private static func runProcess(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = DispatchTime.now() + .seconds(90)
        let timer = DispatchSource.makeTimerSource()
        timer.schedule(deadline: deadline)
        timer.setEventHandler { if process.isRunning { process.terminate() } }
        timer.resume()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        timer.cancel()
        guard process.terminationStatus == 0 else { throw BrowserFailed(status: process.terminationStatus) }
        return String(decoding: data, as: UTF8.self)
    }

    struct BrowserFailed: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "the process exited with status \(status)" }
    }
}
#endif
