/// Frame equality within ``DiffOptions/frameTolerance``: two frames are equal when each of x, y,
/// width and height differ by at most the tolerance, either way.
///
/// Frames are quantized to hundredths of a point, so the comparison is done in whole hundredths:
/// a tolerance of 0.5 accepts 16 → 16.5 and rejects 16 → 16.51, with no floating-point residue.
struct FrameTolerance {
    /// The largest accepted difference in whole hundredths of a point.
    private let hundredths: UInt64

    /// Negative and NaN tolerances count as 0, infinite ones as the largest coordinate.
    init(_ points: Double) {
        let clamped = points.isNaN ? 0 : Swift.min(Swift.max(points, 0), 2 * Points.limit)
        // The epsilon absorbs the binary residue of decimal tolerances such as 0.51 × 100.
        hundredths = UInt64((clamped * 100 + 1e-6).rounded(.down))
    }

    func equal(_ a: Frame, _ b: Frame) -> Bool {
        a == b || (equal(a.x, b.x) && equal(a.y, b.y) && equal(a.width, b.width) && equal(a.height, b.height))
    }

    /// Whether two displacements are one move: equal within the tolerance or, when there is a
    /// tolerance, within a whole point, the most that rounding each frame to whole pixels adds
    /// (a scroll by 268.5 px reads 268 for one element and 269 for the next).
    func sameMove(_ a: Double, _ b: Double) -> Bool {
        (Points.hundredths(a) - Points.hundredths(b)).magnitude <= (hundredths == 0 ? 0 : Swift.max(hundredths, 100))
    }

    /// Whether two frames have one size as rounding to whole pixels leaves sizes: width and
    /// height each equal as ``sameMove(_:_:)`` compares (a share sheet's cells, 82.67 pt wide,
    /// read 83 in one capture and 82 in the next).
    func sameSize(_ a: Frame, _ b: Frame) -> Bool {
        sameMove(a.width, b.width) && sameMove(a.height, b.height)
    }

    /// Whether two quantized coordinates (or differences of them) are equal within the tolerance.
    func equal(_ a: Double, _ b: Double) -> Bool {
        (Points.hundredths(a) - Points.hundredths(b)).magnitude <= hundredths
    }
}
