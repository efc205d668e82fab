/// Which matched elements moved in reading order.
///
/// The matched pairs, taken in the reference's reading order, give a sequence of current
/// reading-order positions. The heaviest increasing subsequence of it is the order both trees
/// agree on; only the elements outside it moved, so one insertion moves nothing. An element that
/// kept its parent weighs 2 and one that changed parent 1, so when a swap could be told either
/// way, the element that changed parent is the one that moved. An element outside the order whose
/// parent is outside it too, and still its parent, travelled with the parent: only the parent is
/// reported.
///
/// A scroll keeps the order of the content it carries: the elements that moved with it keep
/// their reference order among themselves, whatever order the source gave their frames cut by
/// the scrolling area's edge (a Compose dashboard scrolled by 903 px: a setting's description and
/// its switch, both cut to one line at the list's top, read left to right and had been reported
/// as moved).
struct ReadingOrderMoves {
    /// By reference node: matched, but outside the agreed order.
    let outOfOrder: [Bool]
    /// By reference node: moved, and not merely travelling with its moved parent.
    let reported: [Bool]

    init(reference: FlatTree, current: FlatTree, referencePartner: NodePartners, scroll: ScrollDetection? = nil) {
        var nodes: [Int] = [], positions: [Int] = [], weights: [Int] = []
        nodes.reserveCapacity(reference.count)
        positions.reserveCapacity(reference.count)
        weights.reserveCapacity(reference.count)
        for r in 1..<reference.count where referencePartner[r] > 0 {
            let c = referencePartner[r]
            nodes.append(r)
            positions.append(c)
            weights.append(referencePartner[reference.parent(r)] == current.parent(c) ? 2 : 1)
        }
        if let scroll { Self.keepOrder(ofContentMovedBy: scroll, positions: &positions) }
        var outOfOrder = [Bool](repeating: false, count: reference.count)
        for r in nodes { outOfOrder[r] = true }
        for index in HeaviestIncreasingSubsequence.indexes(of: positions, weights: weights) {
            outOfOrder[nodes[index]] = false
        }
        var reported = outOfOrder
        for r in nodes where outOfOrder[r] {
            let parent = reference.parent(r)
            if outOfOrder[parent] && referencePartner[parent] == current.parent(referencePartner[r]) {
                reported[r] = false
            }
        }
        self.outOfOrder = outOfOrder
        self.reported = reported
    }

    /// Gives the elements that moved with the scroll the places they hold in the current tree, in
    /// their reference order.
    private static func keepOrder(ofContentMovedBy scroll: ScrollDetection, positions: inout [Int]) {
        let carried = positions.indices.filter { scroll.movesWithContent[positions[$0]] }
        guard carried.count >= 2 else { return }
        for (index, position) in zip(carried, carried.map { positions[$0] }.sorted()) { positions[index] = position }
    }
}
