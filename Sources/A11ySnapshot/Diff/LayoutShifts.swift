/// Frame changes that are only the consequence of other changes, which the diff does not report:
/// an inserted row pushes every row below it down, and that is one insertion, not fifty frame
/// changes.
///
/// A matched element's frame change is a *shift* when its size is unchanged (within the
/// tolerance) and its displacement is explained by one of:
/// - its container moved by the same displacement (within the tolerance, or a whole point:
///   ``FrameTolerance/sameMove(_:_:)``); the container of the top-level elements is the
///   viewport, whose move the diff reports apart (a dialog's window raised over the keyboard);
/// - its preceding matched sibling moved by the same displacement (a run of shifted siblings is
///   one change: only its first element can be reported);
/// - among its siblings, something before it was added, removed, moved in or out, or resized
///   (since the preceding matched sibling, in either tree);
/// - the element itself moved in reading order or changed parent (the `moved` tells it).
/// A change of size is reported, unless its container's or preceding matched sibling's frame
/// changed alike (the same displacement and change of size: a bottom bar cut shorter cuts every
/// tab in it), and so are unexplained displacements, unless the viewport changed size: the
/// trees are then two layouts, and the viewport's change tells it
/// (``SnapshotDiff/framesChangedWithViewport`` counts them). A reported change counts the elements
/// that moved with it (``ElementChange/movedAlong``).
///
/// Only elements whose frame changed are asked about, so frames are read then, not stored.
struct LayoutShifts {
    private let reference: FlatTree
    private let current: FlatTree
    private let currentPartner: NodePartners
    private let tolerance: FrameTolerance
    /// How far the viewport moved, when it moved and kept its size.
    private let viewportMove: (x: Double, y: Double)?
    /// Whether the viewport changed size: the trees are two layouts, of screens of two sizes.
    private let viewportResized: Bool
    private let referenceDisturbed: Disturbance
    private let currentDisturbed: Disturbance

    /// By node: whether it is out of place among its siblings (unmatched, moved in reading order,
    /// or with another parent), and how many of its preceding siblings are.
    private struct Disturbance {
        var isDisturbed: [Bool]
        var before: [Int32]

        init(_ tree: FlatTree, _ disturbed: (Int) -> Bool) {
            isDisturbed = [Bool](repeating: false, count: tree.count)
            before = [Int32](repeating: 0, count: tree.count)
            for parent in 0..<tree.count where !tree.ignored[parent] {
                var count: Int32 = 0
                for child in tree.children(of: parent) where !tree.ignored[child] {
                    before[child] = count
                    if disturbed(child) {
                        isDisturbed[child] = true
                        count += 1
                    }
                }
            }
        }
    }

    init(reference: FlatTree, current: FlatTree, referencePartner: NodePartners, currentPartner: NodePartners,
         moves: ReadingOrderMoves, tolerance: FrameTolerance, viewports: (reference: Frame, current: Frame)) {
        self.reference = reference
        self.current = current
        self.currentPartner = currentPartner
        self.tolerance = tolerance
        let (before, after) = viewports
        let keptSize = tolerance.equal(before.width, after.width) && tolerance.equal(before.height, after.height)
        let moved = !tolerance.equal(before.x, after.x) || !tolerance.equal(before.y, after.y)
        viewportMove = keptSize && moved ? (after.x - before.x, after.y - before.y) : nil
        viewportResized = !tolerance.sameSize(before, after)
        referenceDisturbed = Disturbance(reference) { r in
            let c = referencePartner[r]
            return c < 0 || moves.outOfOrder[r] || current.parent(c) != referencePartner[reference.parent(r)]
        }
        currentDisturbed = Disturbance(current) { c in
            let r = currentPartner[c]
            return r < 0 || moves.outOfOrder[r] || reference.parent(r) != currentPartner[current.parent(c)]
        }
    }

    /// Why the matched current node `c`'s frame changed, as far as the diff tells it.
    enum Cause: Equatable {
        /// Nothing else explains it: the change is reported.
        case own
        /// It moved with this node, its container or the sibling before it (by the same
        /// displacement, or pushed by its change of size): that node's change tells it.
        case movedWith(Int)
        /// A change among its siblings, the viewport's move or its own move in reading order tells it.
        case explained
        /// The viewport changed size: a screen of another size lays every element out anew, and
        /// the viewport's change tells it (a reference recorded on another device).
        case viewportResized
    }

    /// Why the frame of the matched current node `c` changed; call it only for a frame that did.
    func cause(ofFrameChange c: Int) -> Cause {
        if viewportResized { return .viewportResized }
        let (before, after) = frames(c)
        let parent = current.parent(c)
        if resized(before, after) {
            // Resized as its container or the sibling before it was (a bottom bar cut 34 px
            // shorter at its top edge cuts every tab in it alike): one change.
            if parent > 0 && currentPartner[parent] >= 0 && sameChange(parent, c) { return .movedWith(parent) }
            if let previous = previousMatchedSibling(of: c), sameChange(previous, c) { return .movedWith(previous) }
            return .own
        }
        let moved = (x: after.x - before.x, y: after.y - before.y)
        if currentDisturbed.isDisturbed[c] { return .explained }
        if parent > 0 && currentPartner[parent] >= 0 && same(displacement(parent), moved) { return .movedWith(parent) }
        if parent == 0 && viewportMove.map({ same($0, moved) }) == true { return .explained }
        guard let previous = previousMatchedSibling(of: c) else {
            return currentDisturbed.before[c] > 0 || referenceDisturbed.before[currentPartner[c]] > 0 ? .explained : .own
        }
        // Moved as the sibling before it did, or pushed by its change of size: as far as its far
        // edge moved (a finance app's "See All", 19 px shorter, pushes nothing 100 px up).
        if same(displacement(previous), moved) || isPushed(by: previous, moved) {
            return .movedWith(previous)
        }
        return currentDisturbed.isDisturbed[previous]
            || currentDisturbed.before[c] > currentDisturbed.before[previous]
            || referenceDisturbed.before[currentPartner[c]] > referenceDisturbed.before[currentPartner[previous]]
            ? .explained : .own
    }

    /// Whether `moved` is how `previous`, resized, pushes what follows it: in a column, down by
    /// its bottom edge's move and across as it moved; in a row, across by its trailing edge's
    /// move and down as it moved (a video app's filter chips, the first one narrower).
    private func isPushed(by previous: Int, _ moved: (x: Double, y: Double)) -> Bool {
        let (before, after) = frames(previous)
        guard resized(before, after) else { return false }
        let shift = (x: after.x - before.x, y: after.y - before.y)
        return same((shift.x, after.maxY - before.maxY), moved) || same((after.maxX - before.maxX, shift.y), moved)
    }

    /// The nearest matched sibling before `c` that is not ignored. The unmatched siblings scanned
    /// past lie between two matched ones, so the scans of all elements together are linear.
    private func previousMatchedSibling(of c: Int) -> Int? {
        let siblings = current.children(of: current.parent(c))
        var position = siblings.startIndex + current.shape.siblingIndex(c)
        while position > siblings.startIndex {
            position -= 1
            let sibling = siblings[position]
            if currentPartner[sibling] >= 0 && !current.ignored[sibling] { return sibling }
        }
        return nil
    }

    private func frames(_ c: Int) -> (before: Frame, after: Frame) {
        (reference.withElement(currentPartner[c]) { $0.pointee.frame }, current.withElement(c) { $0.pointee.frame })
    }

    private func displacement(_ c: Int) -> (x: Double, y: Double) {
        let (before, after) = frames(c)
        return (after.x - before.x, after.y - before.y)
    }

    /// Whether the frames of `a` and `b` changed alike: the same displacement and the same change of size.
    private func sameChange(_ a: Int, _ b: Int) -> Bool {
        let (first, second) = (frames(a), frames(b))
        return same(displacement(a), displacement(b))
            && tolerance.sameMove(first.after.width - first.before.width, second.after.width - second.before.width)
            && tolerance.sameMove(first.after.height - first.before.height, second.after.height - second.before.height)
    }

    private func same(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Bool {
        tolerance.sameMove(a.x, b.x) && tolerance.sameMove(a.y, b.y)
    }

    /// Whether the size changed by more than rounding to pixels gives (``FrameTolerance/sameSize(_:_:)``).
    private func resized(_ before: Frame, _ after: Frame) -> Bool {
        !tolerance.sameSize(before, after)
    }
}
