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

    /// Two chains of work at once: `first` then `firstThen` on one thread, `second` then
    /// `secondThen` on the other, where `secondThen` also takes `first`'s result (and waits for
    /// it). A failing assertion decodes the reference then checks it, while the current tree is
    /// checked and then diffed against the decoded reference.
    ///
    /// It cannot deadlock: `concurrentPerform` hands out its iterations in order, so the first
    /// chain has been taken by a thread (or ran to its end on this one) before the second can
    /// wait, and the first chain never waits.
    package static func chains<First: Sendable, Second: Sendable, FirstNext: Sendable, SecondNext: Sendable>(
        _ first: @Sendable () -> First, then firstThen: @Sendable (First) -> FirstNext,
        _ second: @Sendable () -> Second, then secondThen: @Sendable (First, Second) -> SecondNext
    ) -> (First, Second, FirstNext, SecondNext) {
        let results = Pair<(First, FirstNext), (Second, SecondNext)>()
        let firstDone = Handoff<First>()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                let value = first()
                firstDone.give(value)
                results.first = (value, firstThen(value))
            } else {
                // Before the wait, on a line of its own: as an argument after `take()` it would
                // run only once the first chain's value came (arguments are evaluated in order).
                let value = second()
                results.second = (value, secondThen(firstDone.take(), value))
            }
        }
        guard let firstChain = results.first, let secondChain = results.second else {
            preconditionFailure("concurrentPerform returned before both chains finished")
        }
        return (firstChain.0, secondChain.0, firstChain.1, secondChain.1)
    }
}

/// One value handed from one thread to another, which waits for it.
private final class Handoff<Value>: @unchecked Sendable {
    private var value: Value?
    private let given = DispatchSemaphore(value: 0)

    func give(_ value: Value) {
        self.value = value
        given.signal()
    }

    /// Waits for the value; called once.
    func take() -> Value {
        given.wait()
        return value!
    }
}

/// The two results, each written by its own thread before `concurrentPerform` returns.
private final class Pair<First, Second>: @unchecked Sendable {
    var first: First?
    var second: Second?
}
