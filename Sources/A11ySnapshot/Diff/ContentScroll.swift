/// The content scrolled between the reference and the current tree: the elements both trees hold
/// moved by one displacement, elements at one edge left the screen and others came in at the
/// other. A scrolled list is then one change, not a removal for each row that scrolled away.
///
/// The diff tells it only when the viewport kept its size, matched elements moved by the
/// displacement, and the displacement takes at least one removed element wholly off the screen
/// and brings at least one added element from wholly off it; or, scrolled to the content's edge,
/// takes every removed element off (or brings every added one on) and moves the content further
/// than closing up (or opening) their space would; or, where the source lists the content beyond
/// the screen and nothing was removed or added, carries matched elements off the screen at one
/// edge and onto it at the other (DIFF.md, *Scrolling*).
public struct ContentScroll: Hashable, Sendable {
    /// How far the content moved, in the snapshots' frame unit: a negative `y` moved it up (the
    /// list scrolled toward its end), a negative `x` to the left.
    public var x: Double
    public var y: Double
    /// How many matched elements moved with the content; their frame changes are not listed.
    public var movedAlong: Int
    /// How many elements the scroll took off the screen: removed ones (``ElementChange/byScroll``),
    /// or matched ones where the source lists the content beyond the screen.
    public var scrolledOut: Int
    /// How many elements the scroll brought onto the screen: added ones (``ElementChange/byScroll``),
    /// or matched ones where the source lists the content beyond the screen.
    public var scrolledIn: Int

    public init(x: Double, y: Double, movedAlong: Int, scrolledOut: Int, scrolledIn: Int) {
        self.x = x
        self.y = y
        self.movedAlong = movedAlong
        self.scrolledOut = scrolledOut
        self.scrolledIn = scrolledIn
    }
}
