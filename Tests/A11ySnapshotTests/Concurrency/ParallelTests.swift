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

    @Test("chains hands the first chain's first result to the second chain's last step")
    func chainsHandOverTheFirstResult() {
        let (first, second, firstNext, secondNext) = Parallel.chains(
            { [3, 1, 2] }, then: { $0.sorted() },
            { 10 }, then: { list, ten in list.reduce(ten, +) })
        #expect(first == [3, 1, 2])
        #expect(second == 10)
        #expect(firstNext == [1, 2, 3])
        #expect(secondNext == 16)
    }

    @Test("chains finish when every thread of the pool is busy running chains (no deadlock)")
    func chainsFinishUnderASaturatedPool() {
        let finished = DispatchSemaphore(value: 0)
        let sums = Sums()
        Thread.detachNewThread {
            DispatchQueue.concurrentPerform(iterations: 64) { index in
                let (_, _, _, total) = Parallel.chains(
                    { index }, then: { $0 * 2 },
                    { (0..<100).reduce(0, +) }, then: { first, second in first + second })
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
