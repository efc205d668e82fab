/// Where a command writes text: the process's standard output or error, or a buffer in tests.
package protocol OutputSink: AnyObject {
    /// Whether the text goes to an interactive terminal (decides colour, never content).
    var isTerminal: Bool { get }
    /// Writes `text` as is; callers add line breaks.
    func write(_ text: String)
    /// Pushes buffered text out.
    func flush()
}
