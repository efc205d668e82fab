@testable import A11ySnapshot
import Dispatch
import Foundation
import Testing

/// Two pieces or two chains of work at once, as the failing assertion runs its decode, checks and diff.
@Suite("Parallel work")
struct ParallelTests {
    @Test("both returns each piece's result, in order")
    func bothReturnsBothResults() {
        let (first, second) = Parallel.both({ (1...1_000).reduce(0, +) }, { "second" })
        #expect(first == 500_500)
        #expect(second == "second")
    }

    @Test("chains returns each piece's result and hands the first result to the last piece")
    func chainsHandOverTheFirstResult() {
        let (first, firstNext, second, last) = Parallel.chains(
            { [3, 1, 2] }, then: { $0.sorted() },
            { 10 }, thenOnEither: { list in list.reduce(0, +) })
        #expect(first == [3, 1, 2])
        #expect(firstNext == [1, 2, 3])
        #expect(second == 10)
        #expect(last == 6)
    }

    @Test("chains run the last piece once, on the thread whose part ended first")
    func chainsRunTheLastPieceOnTheFirstFreeThread() {
        let caller = pthread_self()
        // The second part lasts until the last piece has run: only this thread can be free for it.
        let lastRan = DispatchSemaphore(value: 0)
        let runs = Sums()
        let (_, _, _, onCaller) = Parallel.chains(
            { 1 }, then: { $0 },
            { _ = lastRan.wait(timeout: .now() + 10) }, thenOnEither: { _ in
                runs.add(1)
                lastRan.signal()
                return pthread_equal(pthread_self(), caller) != 0
            })
        #expect(onCaller)
        #expect(runs.total == 1)
    }

    @Test("chains run the first chain on the calling thread, which starts it at once")
    func chainsRunTheFirstChainOnTheCallingThread() {
        let caller = pthread_self()
        let (onCaller, thenOnCaller, _, _) = Parallel.chains(
            { pthread_equal(pthread_self(), caller) != 0 }, then: { _ in pthread_equal(pthread_self(), caller) != 0 },
            { 0 }, thenOnEither: { _ in 0 })
        #expect(onCaller)
        #expect(thenOnCaller)
    }

    @Test("chains finish when every thread of the pool is busy running chains (no deadlock)")
    func chainsFinishUnderASaturatedPool() {
        let finished = DispatchSemaphore(value: 0)
        let sums = Sums()
        Thread.detachNewThread {
            DispatchQueue.concurrentPerform(iterations: 64) { index in
                let (_, _, second, total) = Parallel.chains(
                    { index }, then: { $0 * 2 },
                    { (0..<100).reduce(0, +) }, thenOnEither: { first in first + 4_950 })
                #expect(second == 4_950)
                sums.add(total)
            }
            finished.signal()
        }
        #expect(finished.wait(timeout: .now() + 60) == .success)
        #expect(sums.total == (0..<64).reduce(0, +) + 64 * 4_950)
    }
}

private final class Sums: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add(_ amount: Int) { lock.lock(); value += amount; lock.unlock() }
    var total: Int { lock.lock(); defer { lock.unlock() }; return value }
}
