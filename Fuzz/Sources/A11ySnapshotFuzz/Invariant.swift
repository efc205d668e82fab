#if canImport(Glibc)
import Glibc
#endif

/// Stops the process, so libFuzzer saves the input as a crash, when a property every input must
/// keep does not hold.
func invariant(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    writeToStandardError("INVARIANT FAILED: \(message())\n")
    abort()
}

/// Writes `text` to file descriptor 2, unbuffered, so it is out before the process stops.
func writeToStandardError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}
