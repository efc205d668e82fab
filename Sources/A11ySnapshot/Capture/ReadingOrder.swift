/// The reading order VoiceOver uses for elements whose order nobody set: top to bottom in rows,
/// and leading to trailing within a row; defined so that it is a total order that does not depend
/// on the order the subviews were added.
///
/// 1. **Rows.** Items are taken by the top of their frame. Walking down the tops in ascending
///    order, an item starts a new row when its top is at least ``sameRowThreshold`` below the
///    previous item's top; otherwise it joins the row. A row is therefore a maximal run of tops
///    each less than the threshold apart (single-linkage clustering), and the same set of
///    items always forms the same rows.
/// 2. **Within a row** items are read by the horizontal position of their frame's origin:
///    ascending x for left-to-right, descending x for right-to-left (as the reference
///    implementation compares origins).
/// 3. **Ties** at the same x are broken by the top (higher first), then the label, then a
///    fingerprint of the item's whole content, so two different items never compare equal;
///    items that still compare equal are identical and their order does not show.
///
/// The reference implementation compares pairs with the threshold directly, which is not a
/// strict weak ordering (tops 0, 7 and 14 on a phone: 0~7 and 7~14 are "same row", 0 < 14 is
/// not), so its result depends on the input order. Clustering first removes that.
struct ReadingOrder {
    /// Where an item stands, for ordering: its anchor element's frame origin, label, and a
    /// fingerprint of the item's content.
    struct Key {
        var x: Double
        var y: Double
        var label: String
        var fingerprint: UInt64
    }

    let sameRowThreshold: Double
    let layoutDirection: AccessibilityHierarchyWalker.LayoutDirection

    /// The positions of `keys` in reading order (a permutation of `keys.indices`).
    func order(_ keys: [Key]) -> [Int] {
        guard keys.count > 1 else { return Array(keys.indices) }
        let byTop = keys.indices.sorted { keys[$0].y < keys[$1].y || (keys[$0].y == keys[$1].y && $0 < $1) }
        var row = [Int](repeating: 0, count: keys.count)
        var currentRow = 0
        for position in byTop.indices.dropFirst() {
            if keys[byTop[position]].y - keys[byTop[position - 1]].y >= sameRowThreshold {
                currentRow += 1
            }
            row[byTop[position]] = currentRow
        }
        return keys.indices.sorted { left, right in
            if row[left] != row[right] { return row[left] < row[right] }
            let a = keys[left], b = keys[right]
            if a.x != b.x { return layoutDirection == .leftToRight ? a.x < b.x : a.x > b.x }
            if a.y != b.y { return a.y < b.y }
            if a.label != b.label { return a.label < b.label }
            if a.fingerprint != b.fingerprint { return a.fingerprint < b.fingerprint }
            return left < right
        }
    }
}

extension AccessibilityHierarchyWalker {
    /// The same-row threshold on phone-sized roots, in points (the reference implementation's
    /// value, found by experiment against VoiceOver).
    public static let phoneSameRowThreshold: Double = 8
    /// The same-row threshold on pad-sized roots, in points.
    public static let padSameRowThreshold: Double = 13
    /// A root whose shorter side is at least this many points is read as a pad screen: the
    /// narrowest iPad (mini, portrait) is 744 points wide, and the widest iPhone's shorter side
    /// is 440, so either orientation of either device is classified correctly. Adapters that know
    /// the device idiom should set ``sameRowThreshold`` instead.
    public static let padMinimumShorterSide: Double = 744

    /// The threshold ``sameRowThreshold`` stands for when it is `nil`, for a root of this size.
    public static func defaultSameRowThreshold(rootWidth: Double, rootHeight: Double) -> Double {
        Swift.min(rootWidth, rootHeight) >= padMinimumShorterSide ? padSameRowThreshold : phoneSameRowThreshold
    }
}
