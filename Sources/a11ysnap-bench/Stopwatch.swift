/// Times a piece of work: one warm-up run, then the median of `iterations` runs.
enum Stopwatch {
    /// The median duration in milliseconds, and a checksum of the work's results (so the
    /// optimizer cannot drop the work, and runs can be compared).
    static func median(iterations: Int, _ work: () -> UInt64) -> (milliseconds: Double, checksum: UInt64) {
        var checksum = work()
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        let clock = ContinuousClock()
        for _ in 0..<iterations {
            var result: UInt64 = 0
            let elapsed = clock.measure { result = work() }
            checksum = checksum &* 31 &+ result
            samples.append(milliseconds(elapsed))
        }
        samples.sort()
        let middle = samples.count / 2
        let median = samples.count % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2
        return (median, checksum)
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
