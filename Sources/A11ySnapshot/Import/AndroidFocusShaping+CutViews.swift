extension AndroidFocusShaping {
    // What shows of a view an edge cuts: a dump lists the part inside the window or list, and
    // the views of it beyond the edge are not in the dump (docs/IMPORT.md, T8).

    /// Whether `frame` lies wholly past an edge of `area`, a list or scroll view that does not
    /// clip the bounds it reports (Compose's).
    static func isPast(_ frame: Frame?, _ area: Frame?) -> Bool {
        guard let frame, let area, frame.width > 0, frame.height > 0 else { return false }
        return frame.minY >= area.maxY - 1 || frame.maxY <= area.minY + 1 || frame.minX >= area.maxX - 1 || frame.maxX <= area.minX + 1
    }

    /// Whether `frame` is a strip of a tile or row (at least twice as wide as high) cut by the top or
    /// bottom edge of `area`, the list or scroll view around it: it starts inside and runs past
    /// the edge (Compose does not always clip the bounds it reports), or, at the bottom, ends on it.
    static func isCutStrip(_ frame: Frame?, by area: Frame?) -> Bool {
        guard let frame, let area, frame.height > 0, frame.width >= 2 * frame.height else { return false }
        if frame.minY > area.minY + 1 && frame.minY < area.maxY - 1 && frame.maxY >= area.maxY - 1 { return true }
        return frame.maxY < area.maxY - 1 && frame.maxY > area.minY + 1 && frame.minY < area.minY - 1
    }

    /// Whether a view of `view`'s runs to the edge of `area` that cuts `view`: what shows of a
    /// tile whose content goes on beyond it (a video grid's last card, its thumbnail cut at the
    /// list's bottom), not a whole view with room below its content (a video editor's
    /// unlabelled tool row, its content ending 24 px above its scroll view's bottom, is a control).
    static func holdsViewCut(_ view: View, by area: Frame?) -> Bool {
        guard let area else { return false }
        return view.children.contains { child in
            guard let frame = child.node.frame, frame.height > 0 else { return false }
            return frame.maxY >= area.maxY - 1 || frame.minY <= area.minY + 1
        }
    }

    /// Whether `frame` is a thin strip along an edge of `window` (the window, or the list or
    /// scroll view that clips it): what the screen shows of a row, field or chip cut by it, whose
    /// texts lie outside and are not in the dump (the second row of Android's share sheet, 16 px
    /// of each target; a Compose form's last field, 68 of its 352 px; a TV app's grid rows, 24 px of each,
    /// at its scroll view's bottom; a chip row's last chip, 15 px of it at its scroll view's left
    /// edge; a launcher's neighbouring page, 2 px of it). TalkBack would read such a view by the
    /// texts the dump lacks; it is no unlabelled control. Along the left or right edge a strip is
    /// at most ``sideSliverShare`` of the width: WeChat's alphabet index, a focusable view 61 of
    /// 1,080 px wide at the right edge of its contacts page, is a whole control (round 104).
    static func isSliverAtEdge(_ frame: Frame?, of window: Frame?, thinnerThan share: Double = 1.0 / 8) -> Bool {
        guard let frame, let window else { return false }
        if frame.height > 0, 8 * frame.height <= frame.width, frame.height <= window.height * share,
           (frame.maxY - window.maxY).magnitude <= 1 || (frame.minY - window.minY).magnitude <= 1 {
            return true
        }
        return frame.width > 0 && 8 * frame.width <= frame.height && frame.width <= window.width * min(share, sideSliverShare)
            && ((frame.maxX - window.maxX).magnitude <= 1 || (frame.minX - window.minX).magnitude <= 1)
    }

    /// The widest share of a list, scroll view or window a strip along its left or right edge
    /// takes: the slivers seen there are a chip's 15 px and a launcher page's 2 px.
    static let sideSliverShare = 1.0 / 24

    /// The thickest share of the window a sliver at its edge takes: a share sheet's next row shows
    /// 16 of 2,340 px; a bank's unlabelled footer button, 105 of 2,145 px at the window's bottom,
    /// is a whole control, which TalkBack focuses (round 92b).
    static let windowSliverShare = 1.0 / 24
}
