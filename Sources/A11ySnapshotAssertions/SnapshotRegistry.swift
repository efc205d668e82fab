import Foundation

/// The process-wide bookkeeping of the assertions that ran: the counters that number unnamed
/// snapshots, which assertion uses which reference file, and one lock per reference file so that
/// assertions sharing a file take turns. Thread-safe.
package final class SnapshotRegistry: @unchecked Sendable {
    /// Who uses a reference file: a test and the snapshot's name (`nil` when unnamed).
    package struct Owner: Hashable, Sendable, CustomStringConvertible {
        package var test: String
        package var name: String?

        package init(test: String, name: String?) {
            self.test = test
            self.name = name
        }

        package var description: String {
            "test \(test), " + (name.map { "named \"\($0)\"" } ?? "unnamed")
        }
    }

    /// The registry the assertions use.
    package static let shared = SnapshotRegistry()

    private let lock = NSLock()
    private var counters: [String: Int] = [:]
    private var owners: [String: Owner] = [:]
    private var fileLocks: [String: NSLock] = [:]

    package init() {}

    /// 1 for the first call with `key`, then 2, 3, …
    package func nextIndex(for key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let index = counters[key, default: 0] + 1
        counters[key] = index
        return index
    }

    /// The number the next ``nextIndex(for:)`` with `key` will return, without taking it.
    package func peekIndex(for key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return counters[key, default: 0] + 1
    }

    /// Records that `owner` uses the file at `path`. Returns the earlier, different owner when
    /// another assertion already used the same file in this process. Paths are compared ignoring
    /// case, as case-insensitive file systems (macOS, Windows) would store them in one file.
    package func claim(_ path: String, by owner: Owner) -> Owner? {
        let key = path.lowercased()
        lock.lock()
        defer { lock.unlock() }
        if let existing = owners[key], existing != owner { return existing }
        owners[key] = owner
        return nil
    }

    /// Runs `body` while no other caller runs a body for the same `path` (compared ignoring case,
    /// as in ``claim(_:by:)``). Bodies for different paths run in parallel.
    package func withExclusiveAccess<Result>(to path: String, _ body: () -> Result) -> Result {
        let key = path.lowercased()
        lock.lock()
        let fileLock = fileLocks[key] ?? NSLock()
        fileLocks[key] = fileLock
        lock.unlock()
        fileLock.lock()
        defer { fileLock.unlock() }
        return body()
    }
}
