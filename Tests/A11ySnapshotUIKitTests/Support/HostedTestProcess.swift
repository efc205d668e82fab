#if os(Linux)
import AppleShim

/// Runs `body` as in a test bundle with a host application: the shim's shared application exists
/// for its length. Live-capture assertions refuse to run without one (`HostApplicationMissing`).
@MainActor
func withHostApplication<Result>(_ body: () throws -> Result) rethrows -> Result {
    UIApplication.launchForTesting()
    defer { UIApplication.terminateForTesting() }
    return try body()
}
#endif
