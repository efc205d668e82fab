import Dispatch
import Foundation

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

    /// Two chains of work at once, and a last piece on whichever thread is free first: `first`
    /// then `firstThen` on this thread, `second` on another, then `last` (given `first`'s result)
    /// on the thread that finished its part first. A failing assertion decodes the reference and
    /// checks it while the current tree is checked; the diff, which needs the decoded reference,
    /// goes to whichever check ends first (which one does depends on the machine, and on the
    /// hour on a shared one).
    ///
    /// This thread starts the first chain at once; the second is handed to a worker thread, and
    /// if no worker has taken it by the time the first chain ends (every worker busy), this
    /// thread runs it too. So it cannot deadlock: this thread waits only for work a worker is
    /// already running (its chain, or the last piece after it), and that work waits only for the
    /// first chain's first value, given before. (`concurrentPerform` cost about 25 µs before this
    /// thread's own chain started.)
    package static func chains<First: Sendable, FirstNext: Sendable, Second: Sendable, Last: Sendable>(
        _ first: @escaping @Sendable () -> First, then firstThen: @escaping @Sendable (First) -> FirstNext,
        _ second: @escaping @Sendable () -> Second, thenOnEither last: @escaping @Sendable (First) -> Last
    ) -> (First, FirstNext, Second, Last) {
        let firstDone = Handoff<First>()
        let lastPiece = ClaimedWork<Last>()
        let secondChain = ClaimedWork<Second>()
        let secondWork: @Sendable () -> Second = {
            let value = second()
            lastPiece.runUnlessClaimed { last(firstDone.take()) }
            return value
        }
        DispatchQueue.global(qos: .userInitiated).async { secondChain.runUnlessClaimed(secondWork) }
        let value = first()
        firstDone.give(value)
        let next = firstThen(value)
        // The worker takes the last piece only after its chain, so once it is done the second is.
        let lastValue = lastPiece.result(runningHere: { last(value) })
        return (value, next, secondChain.result(runningHere: secondWork), lastValue)
    }
}

/// Work that runs once, on whichever thread claims it first: a worker, or the thread that
/// needs its result and finds it unclaimed.
private final class ClaimedWork<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed = false
    private var value: Value?
    private let finished = DispatchSemaphore(value: 0)

    private func claim() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if claimed { return false }
        claimed = true
        return true
    }

    /// Runs `work` unless another thread claimed it already.
    func runUnlessClaimed(_ work: () -> Value) {
        guard claim() else { return }
        value = work()
        finished.signal()
    }

    /// The result, asked once: `work` runs here if nobody claimed it, else this waits for the
    /// thread that did.
    func result(runningHere work: () -> Value) -> Value {
        if claim() { return work() }
        finished.wait()
        return value!
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
