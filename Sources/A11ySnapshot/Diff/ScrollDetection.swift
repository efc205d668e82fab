/// Finds a scroll of the content between two trees (``ContentScroll``): one displacement shared
/// by the frame changes of matched elements, which takes removed elements off the screen and
/// brings added ones onto it.
///
/// A matched element supports a vertical displacement when its left edge and width kept their
/// values and its top or its bottom edge moved by it: a row clipped by the list's edge changes
/// its height, and only its edge away from the clip moves with the content (a Flutter profile's
/// genre chips: tops 2013 → 275 px with their height cut from 105 to 57, bottoms moved by −1786
/// as the row below's tops did). Horizontal displacements are found the same way. The
/// displacement most elements support wins, within a whole unit (rounding to pixels), when at
/// least two elements and more than half of those whose frame changed support it, and they are
/// not one element (with its only child) that moved past content standing still. When it is no
/// scroll, and it and the runner-up together account for every frame that changed, the
/// runner-up is the scroll if it takes elements both out and in: a sheet raised as its list
/// scrolled inside it.
///
/// A removed element scrolled out when its reference frame, moved by the displacement, lies
/// wholly outside the scrolling area now; an added element scrolled in when its frame, moved
/// back, lies wholly outside the area before. The area is what the trees show of it: the frames
/// of the elements that moved with the content and of those removed (before) or added (now),
/// within the viewport; a fixed bar over a list's top edge is outside it. An element that would
/// have stayed in view is removed or added, whatever else scrolled. Content that kept its place,
/// or moved by another displacement where its key is its own, beyond what came in means an
/// insertion that pushed what follows, not a scroll.
///
/// A scroll to the content's edge takes elements out at one edge and brings none in at the other
/// (a profile scrolled back to its top: "Edit Profile" left at the bottom, and the card at the
/// top had been there all along, half hidden). Removing elements closes up the space they held,
/// which moves the content by just that much: a row deleted at a short list's top moves the rows
/// below up by its height and its gap. So a scroll with nothing on one side is told only when
/// every element that left (or came) did so by it, no element was added (or removed), and the
/// displacement is more than the space those elements held with their gap to the content that
/// moved.
struct ScrollDetection {
    let x: Double
    let y: Double
    /// By current node: whether its frame change is the scroll's.
    let movesWithContent: [Bool]
    /// By reference node: whether the removed element scrolled out of view.
    let scrolledOut: [Bool]
    /// By current node: whether the added element scrolled into view.
    let scrolledIn: [Bool]
    let scrolledOutCount: Int
    let scrolledInCount: Int
    /// How many matched elements the scroll took off the screen, and brought onto it, where the
    /// source lists the content beyond the screen.
    let movedOutOfView: Int
    let movedIntoView: Int
    /// The scrolling area in each tree, as far as the trees show it.
    let area: (reference: Frame, current: Frame)

    /// The scroll between the trees, or `nil` when their differences are not one.
    init?(reference: FlatTree, current: FlatTree, currentPartner: NodePartners, removed: [Int], added: [Int],
          tolerance: FrameTolerance, viewports: (reference: Frame, current: Frame)) {
        guard tolerance.sameSize(viewports.reference, viewports.current) else { return nil }
        var moves: [Move] = []
        // By axis, how many elements support each displacement (in whole units).
        var support: (vertical: [Int: Int], horizontal: [Int: Int]) = ([:], [:])
        for c in 1..<current.count where !current.ignored[c] && currentPartner[c] >= 0 {
            let before = reference.withElement(currentPartner[c]) { $0.pointee.frame }
            let after = current.withElement(c) { $0.pointee.frame }
            guard !tolerance.equal(before, after) else { continue }
            let move = Move(node: c, before: before, after: after, tolerance: tolerance)
            guard move.vertical != nil || move.horizontal != nil else { continue }
            moves.append(move)
            if let edges = move.vertical { Self.count(edges, in: &support.vertical) }
            if let edges = move.horizontal { Self.count(edges, in: &support.horizontal) }
        }
        // Two elements at least, and most of those whose frame changed: one element's move is its own.
        let context = Context(reference: reference, current: current, currentPartner: currentPartner, removed: removed, added: added,
                              tolerance: tolerance, viewports: viewports, moves: moves)
        guard let best = Self.mostSupported(support), best.count >= 2, !Self.isOneElementsMovePastStillContent(best, in: context)
        else { return nil }
        var found = 2 * best.count > moves.count ? Self.scroll(by: best, in: context) : nil
        // A sheet that moved as its list scrolled inside it: two displacements, the sheet's and the
        // content's, account for every frame that changed. The content's is the one that takes
        // elements out at one edge and brings others in at the other (a Flutter CRM's company
        // sheet, dragged up by 240 px while its form scrolled by 1,269).
        if found == nil, let second = Self.mostSupported(support, apartFrom: best), second.count >= 2,
           !Self.isOneElementsMovePastStillContent(second, in: context),
           moves.allSatisfy({ $0.moves(best.axis, by: Double(best.value)) || $0.moves(second.axis, by: Double(second.value)) }),
           let scroll = Self.scroll(by: second, in: context, carriedBy: best), scroll.scrolledOutCount > 0, scroll.scrolledInCount > 0 {
            found = scroll
        }
        guard let found else { return nil }
        self = found
    }

    private init(offset: (x: Double, y: Double), movesWithContent: [Bool], scrolledOut: [Bool], scrolledIn: [Bool],
                 scrolledOutCount: Int, scrolledInCount: Int, movedOutOfView: Int = 0, movedIntoView: Int = 0,
                 area: (reference: Frame, current: Frame)) {
        self.movedOutOfView = movedOutOfView
        self.movedIntoView = movedIntoView
        (x, y) = offset
        self.movesWithContent = movesWithContent
        self.scrolledOut = scrolledOut
        self.scrolledIn = scrolledIn
        self.scrolledOutCount = scrolledOutCount
        self.scrolledInCount = scrolledInCount
        self.area = area
    }

    /// A displacement along an axis, in whole units, and how many elements support it.
    private struct Candidate {
        let axis: Axis
        let value: Int
        let count: Int
    }

    /// What the scroll detection reads from the trees.
    private struct Context {
        let reference: FlatTree
        let current: FlatTree
        let currentPartner: NodePartners
        let removed: [Int]
        let added: [Int]
        let tolerance: FrameTolerance
        let viewports: (reference: Frame, current: Frame)
        let moves: [Move]
    }

    /// Whether `candidate` is the move of one element (with its only child) past matched elements
    /// that kept their frames: content a scroll would have carried stood still, so that element
    /// moved on its own (a recent-searches list refilled in place: one row and its remove button
    /// went from the top to the bottom while the eight rows between stood still, and had read as
    /// a scroll of 945 px). A card alone on screen that a scroll carried, with everything around
    /// it gone, is still a scroll.
    private static func isOneElementsMovePastStillContent(_ candidate: Candidate, in context: Context) -> Bool {
        let supporters = context.moves.filter { $0.moves(candidate.axis, by: Double(candidate.value)) }
        guard supporters.count <= 2 else { return false }
        let tree = context.current
        if supporters.count == 2, tree.parent(supporters[0].node) != supporters[1].node,
           tree.parent(supporters[1].node) != supporters[0].node { return false }
        let moved = supporters.map(\.node)
        let top = moved.first { !moved.contains(tree.parent($0)) } ?? moved[0]
        let after = tree.withElement(top) { $0.pointee.frame }
        let before = context.reference.withElement(context.currentPartner[top]) { $0.pointee.frame }
        let path = before.union(after)
        for node in 1..<tree.count where !tree.ignored[node] && context.currentPartner[node] >= 0 && !moved.contains(node) {
            let frame = tree.withElement(node) { $0.pointee.frame }
            guard frame.width > 0, frame.height > 0, frame.minX >= path.minX, frame.maxX <= path.maxX,
                  frame.minY >= path.minY, frame.maxY <= path.maxY,
                  context.tolerance.equal(frame, context.reference.withElement(context.currentPartner[node]) { $0.pointee.frame })
            else { continue }
            return true
        }
        return false
    }

    /// The displacement most elements support, with its neighbours within a whole unit; with
    /// `other`, the one most support on another axis or more than a whole unit from it.
    private static func mostSupported(_ support: (vertical: [Int: Int], horizontal: [Int: Int]), apartFrom other: Candidate? = nil) -> Candidate? {
        var best: Candidate?
        for (axis, counts) in [(Axis.vertical, support.vertical), (.horizontal, support.horizontal)] {
            for value in counts.keys where value.magnitude >= 2 && other.map({ axis != $0.axis || (value - $0.value).magnitude > 2 }) ?? true {
                let count = (value - 1...value + 1).reduce(0) { $0 + (counts[$1] ?? 0) }
                if count > best?.count ?? 0 || count == best?.count && (axis, value) < (best!.axis, best!.value) {
                    best = Candidate(axis: axis, value: value, count: count)
                }
            }
        }
        return best
    }

    /// The scroll by `best`'s displacement, or `nil` when it takes nothing out of view and
    /// brings nothing in. The elements that moved by `carrier`'s displacement moved with what
    /// holds the scrolling area (a sheet), so they are no content that kept its place.
    private static func scroll(by best: Candidate, in context: Context, carriedBy carrier: Candidate? = nil) -> ScrollDetection? {
        let (reference, current, currentPartner) = (context.reference, context.current, context.currentPartner)
        let (removed, added, tolerance, viewports, moves) = (context.removed, context.added, context.tolerance, context.viewports, context.moves)
        let offset = (x: best.axis == .horizontal ? Double(best.value) : 0, y: best.axis == .vertical ? Double(best.value) : 0)

        var movesWithContent = [Bool](repeating: false, count: current.count)
        var referenceArea: Frame?, currentArea: Frame?
        for move in moves where move.moves(best.axis, by: Double(best.value)) {
            movesWithContent[move.node] = true
            referenceArea = Self.union(referenceArea, reference.withElement(currentPartner[move.node]) { $0.pointee.frame })
            currentArea = Self.union(currentArea, current.withElement(move.node) { $0.pointee.frame })
        }
        // The scrolling area, as far as the trees show it: where the content that moved, and what
        // left or came, lies. A fixed bar over a list's edge is then outside it.
        for r in removed { referenceArea = Self.union(referenceArea, reference.withElement(r) { $0.pointee.frame }) }
        for c in added { currentArea = Self.union(currentArea, current.withElement(c) { $0.pointee.frame }) }
        let area = (reference: Self.clip(referenceArea, to: viewports.reference),
                    current: Self.clip(currentArea, to: viewports.current))

        var scrolledOut = [Bool](repeating: false, count: reference.count), outCount = 0
        for r in removed where Self.isOff(reference.withElement(r) { $0.pointee.frame }, movedBy: offset, area.current) {
            scrolledOut[r] = true
            outCount += 1
        }
        var scrolledIn = [Bool](repeating: false, count: current.count), inCount = 0
        for c in added where Self.isOff(current.withElement(c) { $0.pointee.frame }, movedBy: (-offset.x, -offset.y), area.reference) {
            scrolledIn[c] = true
            inCount += 1
        }
        // What a scroll brings in joins the content that moved, with nothing new between them: a
        // chat's list that scrolled up as an emoji panel opened below it did not bring in the
        // panel's last row, which lies beyond the panel's other keys.
        let moved = moves.filter { movesWithContent[$0.node] }.map(\.node)
        let vertical = best.axis == .vertical, towardsLow = (vertical ? offset.y : offset.x) < 0
        inCount -= Self.unmarkBeyondUnmarked(added, &scrolledIn, frame: { c in current.withElement(c) { $0.pointee.frame } },
                                             movedFrames: moved.map { c in current.withElement(c) { $0.pointee.frame } },
                                             vertical: vertical, fromHighSide: towardsLow)
        outCount -= Self.unmarkBeyondUnmarked(removed, &scrolledOut, frame: { r in reference.withElement(r) { $0.pointee.frame } },
                                              movedFrames: moved.map { c in reference.withElement(currentPartner[c]) { $0.pointee.frame } },
                                              vertical: vertical, fromHighSide: !towardsLow)
        // Content that kept its place beyond what came in (or left), away from the screen's edge
        // bars: something was inserted (or deleted) and pushed what follows, nothing scrolled (a
        // settings card's "Connection Successful!" appeared under the card's title and text, which
        // kept their places, and pushed its buttons and the rows below down by 81 px).
        // So does content that moved by another displacement, where its key names it alone on
        // each side, which no order among look-alikes paired: a sign-in form's title re-centred by
        // 286 px above an error inserted while the fields below moved by 436.
        let otherMoves = moves.filter { move in
            !movesWithContent[move.node] && current.keyPrints[move.node] != 0
                && !(carrier.map { move.moves($0.axis, by: Double($0.value)) } ?? false)
        }.map(\.node)
        let own = UniqueFingerprints.ownKeys(Set(otherMoves.map { current.keyPrints[$0] }), reference: reference, current: current)
        let movedOtherwise = otherMoves.filter { own.contains(current.keyPrints[$0]) }
        let unmoved = ((1..<current.count).filter { c in
            !current.ignored[c] && currentPartner[c] >= 0 && !movesWithContent[c]
                && tolerance.equal(reference.withElement(currentPartner[c]) { $0.pointee.frame }, current.withElement(c) { $0.pointee.frame })
        } + movedOtherwise).map { c in current.withElement(c) { $0.pointee.frame } }
        if Self.liesBeyond(added.filter { scrolledIn[$0] }.map { c in current.withElement(c) { $0.pointee.frame } }, unmoved: unmoved,
                           viewport: viewports.current, vertical: vertical, fromHighSide: towardsLow) {
            for c in added { scrolledIn[c] = false }
            inCount = 0
        }
        if Self.liesBeyond(removed.filter { scrolledOut[$0] }.map { r in reference.withElement(r) { $0.pointee.frame } }, unmoved: unmoved,
                           viewport: viewports.reference, vertical: vertical, fromHighSide: !towardsLow) {
            for r in removed { scrolledOut[r] = false }
            outCount = 0
        }
        if removed.isEmpty && added.isEmpty {
            // A source that lists the content beyond the screen (WDA, a debugDescription) keeps
            // every element: the scroll carries matched ones across the screen's edges, out at
            // one and in at the other (m.ebay.com in Safari, scrolled by 152 pt: its banner left
            // at the top, the next categories came in at the bottom).
            let (movedOut, movedIn) = Self.crossings(moved.map { c in (reference.withElement(currentPartner[c]) { $0.pointee.frame },
                                                                        current.withElement(c) { $0.pointee.frame }) },
                                                     viewports: viewports)
            guard movedOut > 0, movedIn > 0 else { return nil }
            return ScrollDetection(offset: offset, movesWithContent: movesWithContent, scrolledOut: scrolledOut, scrolledIn: scrolledIn,
                                   scrolledOutCount: 0, scrolledInCount: 0, movedOutOfView: movedOut, movedIntoView: movedIn, area: area)
        }
        guard outCount > 0 || inCount > 0 else { return nil }
        if inCount == 0 || outCount == 0 {
            let leaving = inCount == 0
            let (moved, gone) = leaving
                ? (moves.filter { movesWithContent[$0.node] }.map { reference.withElement(currentPartner[$0.node]) { $0.pointee.frame } },
                   removed.map { r in reference.withElement(r) { $0.pointee.frame } })
                : (moves.filter { movesWithContent[$0.node] }.map { c in current.withElement(c.node) { $0.pointee.frame } },
                   added.map { c in current.withElement(c) { $0.pointee.frame } })
            guard (leaving ? added.isEmpty && outCount == removed.count : removed.isEmpty && inCount == added.count),
                  Self.exceedsClosedUpSpace(offset: best.axis == .vertical ? offset.y : offset.x, of: gone, beside: moved,
                                            vertical: best.axis == .vertical) else { return nil }
        }
        return ScrollDetection(offset: offset, movesWithContent: movesWithContent, scrolledOut: scrolledOut, scrolledIn: scrolledIn,
                               scrolledOutCount: outCount, scrolledInCount: inCount, area: area)
    }

    /// How many of the `moved` frames (before, after) the scroll took from the screen to wholly
    /// beyond it, and how many it brought from wholly beyond it onto it.
    private static func crossings(_ moved: [(before: Frame, after: Frame)], viewports: (reference: Frame, current: Frame)) -> (out: Int, in: Int) {
        var out = 0, into = 0
        for (before, after) in moved {
            let wasOff = isOff(before, movedBy: (0, 0), viewports.reference), isOff = isOff(after, movedBy: (0, 0), viewports.current)
            if !wasOff && isOff { out += 1 }
            if wasOff && !isOff && (after.width > 0 || after.height > 0) { into += 1 }
        }
        return (out, into)
    }


    enum Axis: Int, Comparable {
        case vertical, horizontal

        static func < (a: Axis, b: Axis) -> Bool { a.rawValue < b.rawValue }
    }

    /// A matched element's frame change, and the displacements along each axis it may be part
    /// of: its top and bottom edges' when its left edge and width kept their values, its left and
    /// right edges' when its top and height did.
    private struct Move {
        let node: Int
        let vertical: (low: Double, high: Double)?
        let horizontal: (low: Double, high: Double)?

        init(node: Int, before: Frame, after: Frame, tolerance: FrameTolerance) {
            self.node = node
            vertical = tolerance.equal(before.x, after.x) && tolerance.equal(before.width, after.width)
                ? (after.minY - before.minY, after.maxY - before.maxY) : nil
            horizontal = tolerance.equal(before.y, after.y) && tolerance.equal(before.height, after.height)
                ? (after.minX - before.minX, after.maxX - before.maxX) : nil
        }

        /// Whether an edge moved by `value` along `axis`, within a whole unit.
        func moves(_ axis: Axis, by value: Double) -> Bool {
            guard let edges = axis == .vertical ? vertical : horizontal else { return false }
            return (edges.low - value).magnitude <= 1 || (edges.high - value).magnitude <= 1
        }
    }

    /// The part of `area` inside `viewport`; the viewport when they do not meet.
    private static func clip(_ area: Frame?, to viewport: Frame) -> Frame {
        guard let area else { return viewport }
        let left = max(area.minX, viewport.minX), top = max(area.minY, viewport.minY)
        let right = min(area.maxX, viewport.maxX), bottom = min(area.maxY, viewport.maxY)
        return right > left && bottom > top ? Frame(x: left, y: top, width: right - left, height: bottom - top) : viewport
    }

    private static func union(_ area: Frame?, _ frame: Frame) -> Frame? {
        guard frame.width > 0 || frame.height > 0 else { return area }
        return area.map { $0.union(frame) } ?? frame
    }

    /// Whether the displacement is longer than the space the `gone` frames held along the axis,
    /// with their gap to the nearest frame that `moved`: what removing (or inserting) them would
    /// have moved the content by.
    private static func exceedsClosedUpSpace(offset: Double, of gone: [Frame], beside moved: [Frame], vertical: Bool) -> Bool {
        func span(_ frame: Frame) -> (low: Double, high: Double) { vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX) }
        guard let first = gone.first else { return false }
        let space = gone.dropFirst().reduce(span(first)) { (min($0.low, span($1).low), max($0.high, span($1).high)) }
        let gap = moved.map { frame -> Double in
            let other = span(frame)
            return max(0, other.low - space.high, space.low - other.high)
        }.min() ?? 0
        return offset.magnitude > space.high - space.low + gap + 1
    }

    /// Unmarks the marked `nodes` that lie beyond an unmarked one, seen from the `movedFrames`, on
    /// the side content comes in (`fromHighSide`: below or right of them) or leaves by; the count
    /// unmarked.
    private static func unmarkBeyondUnmarked(_ nodes: [Int], _ marked: inout [Bool], frame: (Int) -> Frame,
                                             movedFrames: [Frame], vertical: Bool, fromHighSide: Bool) -> Int {
        let span = { (frame: Frame) in Self.span(frame, vertical: vertical, fromHighSide: fromHighSide) }
        guard let edge = movedFrames.map({ span($0).high }).max() else { return 0 }
        var barrier = Double.infinity
        for node in nodes where !marked[node] {
            let unmarkedFrame = frame(node)
            guard unmarkedFrame.width > 0 || unmarkedFrame.height > 0 else { continue }
            let other = span(unmarkedFrame)
            if other.low >= edge - 1 { barrier = min(barrier, other.high) }
        }
        guard barrier < .infinity else { return 0 }
        var unmarked = 0
        for node in nodes where marked[node] && span(frame(node)).low >= barrier - 1 {
            marked[node] = false
            unmarked += 1
        }
        return unmarked
    }

    /// `frame`'s extent along the axis, turned so that "beyond", towards the side content comes
    /// in or leaves by (`fromHighSide`: below or right), is always towards higher values.
    private static func span(_ frame: Frame, vertical: Bool, fromHighSide: Bool) -> (low: Double, high: Double) {
        let (low, high) = vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
        return fromHighSide ? (low, high) : (-high, -low)
    }

    /// The share of the viewport along the axis, at each of its edges, where bars stay put while
    /// the content scrolls under them.
    static let edgeBars = 0.15

    /// Whether an `unmoved` frame lies beyond all the `frames` on the side content comes in
    /// (`fromHighSide`: below or right of them) or leaves by, outside the viewport's edge bars.
    private static func liesBeyond(_ frames: [Frame], unmoved: [Frame], viewport: Frame, vertical: Bool, fromHighSide: Bool) -> Bool {
        guard !frames.isEmpty else { return false }
        let span = { (frame: Frame) in Self.span(frame, vertical: vertical, fromHighSide: fromHighSide) }
        let farthest = frames.map { span($0).high }.max()!
        let edge = span(viewport).high, bars = edgeBars * (vertical ? viewport.height : viewport.width)
        return unmoved.contains { frame in
            let other = span(frame)
            return frame.width > 0 && frame.height > 0 && other.low >= farthest - 1 && other.high <= edge - bars
        }
    }

    /// Counts the displacement of each edge once: an element supports a displacement once, also
    /// when both its edges moved by it.
    private static func count(_ edges: (low: Double, high: Double), in support: inout [Int: Int]) {
        let (low, high) = (Int(edges.low.rounded()), Int(edges.high.rounded()))
        support[low, default: 0] += 1
        if high != low { support[high, default: 0] += 1 }
    }

    /// Whether `frame`, moved by `offset`, lies wholly outside `viewport` (a frame of no size never does).
    static func isOff(_ frame: Frame, movedBy offset: (x: Double, y: Double), _ viewport: Frame) -> Bool {
        guard frame.width > 0 || frame.height > 0 else { return false }
        let moved = Frame(x: frame.x + offset.x, y: frame.y + offset.y, width: frame.width, height: frame.height)
        return moved.maxY <= viewport.minY || moved.minY >= viewport.maxY || moved.maxX <= viewport.minX || moved.minX >= viewport.maxX
    }
}
