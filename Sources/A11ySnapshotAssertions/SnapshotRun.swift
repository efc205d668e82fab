import Foundation

/// One run of one test: the span in which its unnamed snapshots are numbered `1, 2, 3, …`.
///
/// Each repetition, retry and parameterized case of a test is a run of its own, so none of them
/// looks for a `.2.json` the first run did not write. Where a run starts:
/// - Swift Testing: each test case that the `.accessibilitySnapshots(…)` trait (on the test or
///   its suite) wraps, including each repetition under `--repetitions` or `--repeat-until`;
/// - XCTest: each test case start that XCTest reports to its observers, including each
///   iteration (`-test-iterations`) and each retry (`-retry-tests-on-failure`);
/// - otherwise (Swift Testing without the trait) the whole process: numbering continues across
///   repetitions, and a failure message suggests the trait.
package final class SnapshotRun: @unchecked Sendable {
    private let lock = NSLock()
    private var counters: [String: Int] = [:]

    package init() {}

    /// 1 for the first call with `key` in this run, then 2, 3, …
    package func nextIndex(for key: String) -> Int {
        lock.withLock {
            let index = counters[key, default: 0] + 1
            counters[key] = index
            return index
        }
    }

    /// The number the next call with `key` will get, without taking it.
    package func peekIndex(for key: String) -> Int {
        lock.withLock { counters[key, default: 0] + 1 }
    }

    /// The run a trait scope started, if the running code is inside one.
    @TaskLocal package static var scoped: SnapshotRun?

    /// Where the current assertion's run comes from.
    package enum Source: Equatable, Sendable {
        /// A Swift Testing trait scope.
        case trait
        /// The XCTest test case XCTest reported starting.
        case xcTestCase
        /// No run boundary is known: the whole process.
        case process
    }
}
