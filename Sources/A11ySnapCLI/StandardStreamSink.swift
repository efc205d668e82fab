import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An ``OutputSink`` writing to a file descriptor: standard output or standard error.
///
/// Text for a terminal is written at once; text for a pipe or file is buffered in blocks, so
/// large reports do not cost a system call per line. ``flush()`` must run before the process exits.
package final class StandardStreamSink: OutputSink {
    /// The process's standard output.
    package static func standardOutput() -> StandardStreamSink { StandardStreamSink(fileDescriptor: 1) }
    /// The process's standard error.
    package static func standardError() -> StandardStreamSink { StandardStreamSink(fileDescriptor: 2) }

    package let isTerminal: Bool
    private let fileDescriptor: Int32
    private var buffer: [UInt8] = []
    private static let blockSize = 64 * 1024

    /// A sink for an open file descriptor, which stays open.
    package init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
        self.isTerminal = isatty(fileDescriptor) == 1
    }

    package func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if isTerminal || buffer.count >= Self.blockSize { flush() }
    }

    package func flush() {
        var written = 0
        buffer.withUnsafeBytes { bytes in
            while written < bytes.count {
                let result = Foundation.write(fileDescriptor, bytes.baseAddress! + written, bytes.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return  // Nowhere left to report a broken stream; drop the text.
                }
                written += result
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
