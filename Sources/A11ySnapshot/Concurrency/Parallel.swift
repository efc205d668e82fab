import Dispatch

/// Two independent pieces of work run at once, one per thread: the building block of the
/// failing assertion's pipeline and of checking two trees.
package enum Parallel {
    /// Runs `first` and `second` at the same time and returns both results once both finished.
    /// Neither may wait for the other (`concurrentPerform` may run both on one thread in turn).
    package static func both<First: Sendable, Second: Sendable>(
        _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        let results = Pair<First, Second>()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 { results.first = first() } else { results.second = second() }
        }
        guard let first = results.first, let second = results.second else {
            preconditionFailure("concurrentPerform returned before both pieces of work finished")
        }
        return (first, second)
    }
}

/// The two results, each written by its own thread before `concurrentPerform` returns.
private final class Pair<First, Second>: @unchecked Sendable {
    var first: First?
    var second: Second?
}
