// Spawns processes (Foundation's `Process`), which iOS, tvOS and visionOS do not have.
#if os(macOS) || os(Linux)
import A11ySnapCLI
import ExampleScreens
import Foundation
import Testing

/// The built `a11ysnap` binary, run as a process: the real entry point, streams and exit status.
@Suite("a11ysnap process", .enabled(if: BuiltProducts.a11ysnap != nil, "a11ysnap binary not found next to the test bundle; build it with 'swift build'"))
struct ProcessTests {
    @Test("The binary prints its version and exits 0")
    func version() throws {
        let result = try BuiltProducts.run(try #require(BuiltProducts.a11ysnap), ["--version"])
        #expect(result.status == 0)
        #expect(result.output == "a11ysnap \(A11ySnapCommandLine.version)\n")
    }

    @Test("The binary exits 1 from format --check on a non-canonical file and 2 on a usage error")
    func exitCodes() throws {
        let binary = try #require(BuiltProducts.a11ysnap)
        try TemporaryDirectory.with { dir in
            let path = try dir.write(ScrambledJSON.write(ExampleScreens.login), to: "login.json")
            let check = try BuiltProducts.run(binary, ["format", "--check", path])
            #expect(check.status == 1)
            #expect(check.output == path + "\n")
            let usage = try BuiltProducts.run(binary, ["format", "--chek", path])
            #expect(usage.status == 2)
            #expect(usage.errors.hasPrefix("error: unknown option '--chek'; did you mean '--check'?"))
        }
    }
}
#endif
