/// An ``OutputSink`` that keeps everything written, for tests and for embedding the CLI.
public final class CapturedOutput: OutputSink {
    /// Everything written so far.
    public private(set) var text = ""
    public let isTerminal: Bool

    /// - Parameter isTerminal: Whether to pose as a terminal (to exercise colour decisions).
    public init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    public func write(_ text: String) {
        self.text += text
    }

    public func flush() {}
}
