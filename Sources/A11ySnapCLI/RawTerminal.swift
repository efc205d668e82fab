import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal modes saved by ``RawTerminal``, for the signal handler to put back. A handler
/// cannot capture context, so these are globals, written before the handler is installed.
nonisolated(unsafe) private var savedModes = termios()
nonisolated(unsafe) private var savedModesDescriptor: Int32 = -1

/// The terminal on standard input in single-key mode: each key press is read as it is typed,
/// without echo and without the line editor, while output stays as it was (`\n` still starts a
/// new line).
///
/// Ctrl-C arrives as the byte 3 rather than as a signal, so the caller decides what stopping
/// means. A SIGINT, SIGTERM or SIGHUP from elsewhere puts the saved modes back and ends the
/// process with 128 + the signal's number; ``withSignalsHeld(_:)`` holds those signals back
/// while a file is written, so a stop never leaves half a decision behind.
final class RawTerminal {
    private let descriptor: Int32

    /// Whether `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32 = 0) -> Bool {
        isatty(descriptor) == 1
    }

    /// Switches the terminal on `descriptor` to single-key mode; `nil` when it is not a terminal
    /// or its modes cannot be read or set.
    init?(descriptor: Int32 = 0) {
        var modes = termios()
        guard isatty(descriptor) == 1, tcgetattr(descriptor, &modes) == 0 else { return nil }
        savedModes = modes
        savedModesDescriptor = descriptor
        self.descriptor = descriptor
        modes.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        withUnsafeMutableBytes(of: &modes.c_cc) { controls in
            controls[Int(VMIN)] = 1
            controls[Int(VTIME)] = 0
        }
        for signalNumber in Self.stoppingSignals {
            signal(signalNumber) { received in
                if savedModesDescriptor >= 0 { _ = tcsetattr(savedModesDescriptor, TCSANOW, &savedModes) }
                _exit(128 + received)
            }
        }
        guard tcsetattr(descriptor, TCSANOW, &modes) == 0 else {
            restore()
            return nil
        }
    }

    deinit { restore() }

    /// Puts back the modes the terminal had before, and the default signal handling.
    func restore() {
        guard savedModesDescriptor >= 0 else { return }
        _ = tcsetattr(savedModesDescriptor, TCSANOW, &savedModes)
        savedModesDescriptor = -1
        for signalNumber in Self.stoppingSignals { signal(signalNumber, SIG_DFL) }
    }

    /// The bytes of the next key press (an arrow key is several), waiting for one; `nil` when the
    /// terminal is closed.
    func readKeyBytes() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 32)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 { return Array(buffer.prefix(count)) }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Runs `body` with SIGINT, SIGTERM and SIGHUP held back; one that arrives meanwhile is
    /// delivered when `body` has finished.
    func withSignalsHeld<Result>(_ body: () throws -> Result) rethrows -> Result {
        var held = sigset_t(), previous = sigset_t()
        sigemptyset(&held)
        for signalNumber in Self.stoppingSignals { sigaddset(&held, signalNumber) }
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    private static let stoppingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The terminal's width in columns: `COLUMNS` when it is set to a number (as `ls` reads it),
    /// else what the terminal on standard output or input reports (`TIOCGWINSZ`), else 80.
    static func width(environment: [String: String]) -> Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        for descriptor: Int32 in [1, 0] {
            var size = winsize()
            let status = withUnsafeMutablePointer(to: &size) { ioctl(descriptor, UInt(TIOCGWINSZ), UnsafeMutableRawPointer($0)) }
            if status == 0 && size.ws_col > 0 { return Int(size.ws_col) }
        }
        return 80
    }
}
