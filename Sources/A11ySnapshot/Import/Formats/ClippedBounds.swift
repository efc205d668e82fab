/// A uiautomator `bounds` attribute as written, corners unsorted, and where a view whose corners
/// are reversed lies.
///
/// Android clips a view's bounds on the screen to each view that holds it
/// (`View.getBoundsOnScreen`), corner by corner. A view wholly outside that clip, such as a row of a
/// scroll view scrolled out of sight, comes out with its corners reversed on that axis: the edge it
/// has nearest the clip, and the clip's own edge. `[135,2312][945,2004]` is a text whose top is at
/// 2312, below a scroll view that ends at 2004. Its far edge is not in the dump.
struct ClippedBounds: Equatable {
    var left: Double, top: Double, right: Double, bottom: Double

    /// Whether the corners are reversed on either axis.
    var isReversed: Bool { right < left || bottom < top }

    /// The frame of a view with these bounds, inside a view with bounds `holder`.
    ///
    /// An axis in order is the frame's. On a reversed axis, the clip's edge is the one the view
    /// shares with its holder (whose bounds were clipped the same way): the frame starts at the
    /// view's own edge and runs away from the clip, as long as the gap the reversed corners span.
    /// That length stands in for the view's own, which the dump leaves out. Without a holder, the
    /// frame is the gap between the corners.
    func frame(in holder: ClippedBounds?) -> Frame {
        let (x, width) = Self.axis(left, right, holderStart: holder?.left, holderEnd: holder?.right)
        let (y, height) = Self.axis(top, bottom, holderStart: holder?.top, holderEnd: holder?.bottom)
        return ImportedNode.frame(x: x, y: y, width: width, height: height)
    }

    private static func axis(_ start: Double, _ end: Double, holderStart: Double?, holderEnd: Double?) -> (Double, Double) {
        guard end < start else { return (start, end - start) }
        let gap = start - end
        // Without a holder, the gap between the corners.
        guard let holderStart, let holderEnd else { return (end, gap) }
        // Past the clip's end, `start` is the view's own leading edge; before the clip's start,
        // `end` is its trailing edge.
        return abs(holderEnd - end) <= abs(holderStart - start) ? (start, gap) : (end - gap, gap)
    }
}
