/// An ``OutputSink`` that keeps everything written, for tests and for embedding the CLI.
package final class CapturedOutput: OutputSink {
    /// Everything written so far.
    package private(set) var text = ""
    package let isTerminal: Bool

    /// - Parameter isTerminal: Whether to pose as a terminal (to exercise colour decisions).
    package init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    package func write(_ text: String) {
        self.text += text
    }

    package func flush() {}
}
