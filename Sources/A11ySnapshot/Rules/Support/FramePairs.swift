/// What the rules that compare targets with each other share: which elements are targets, and
/// the gap between two frames. ``TargetNeighbourhood`` finds the pairs.
enum FramePairs {
    /// The horizontal and vertical gaps between two frames (0 on an axis where they overlap).
    struct Gap {
        let horizontal: Double
        let vertical: Double
        /// How far the frames overlap on each axis (negative when apart).
        let overlapWidth: Double
        let overlapHeight: Double
    }

    /// How many of a target's neighbours a finding names; it counts the others.
    static let namedNeighbours = 3

    /// `a, b and c`, or `a, b, c and 12 more`: the named neighbours, then the count of the others.
    static func list(_ named: [String], more neighbours: TargetNeighbourhood.Neighbours) -> String {
        var items = named
        if neighbours.moreCount > 0 {
            items.append((neighbours.moreIsLowerBound ? "at least " : "") + "\(neighbours.moreCount) more")
        }
        guard let last = items.popLast() else { return "" }
        return items.isEmpty ? last : items.joined(separator: ", ") + " and " + last
    }

    /// How far apart, or how far overlapping, `first` and `second` are on each axis.
    static func gap(_ first: Frame, _ second: Frame) -> Gap {
        let overlapWidth = min(first.maxX, second.maxX) - max(first.minX, second.minX)
        let overlapHeight = min(first.maxY, second.maxY) - max(first.minY, second.minY)
        return Gap(horizontal: max(0, -overlapWidth), vertical: max(0, -overlapHeight),
                   overlapWidth: overlapWidth, overlapHeight: overlapHeight)
    }

    /// Whether two frames stand on one line: they share at least half the shorter one's height.
    static func onOneLine(_ first: Frame, _ second: Frame) -> Bool {
        gap(first, second).overlapHeight >= min(first.height, second.height) / 2
    }

    /// Whether one of two frames runs off the viewport's top or bottom edge and the other, on
    /// screen, has its vertical centre between the first's far edge and that edge: content partly
    /// scrolled away, passing under a bar or a floating button that stays put while it scrolls (a post under the tab bar, a web
    /// tile under the toolbar). The user scrolls it clear; VoiceOver scrolls it into view first.
    static func isScrolledUnder(_ first: Frame, _ second: Frame, viewport: Frame) -> Bool {
        guard viewport.width > 0, viewport.height > 0 else { return false }
        func passesUnder(_ content: Frame, _ fixed: Frame) -> Bool {
            let rounding = 0.5
            let offBottom = content.maxY > viewport.maxY + rounding && fixed.maxY <= viewport.maxY + rounding && fixed.midY > content.minY
            let offTop = content.minY < viewport.minY - rounding && fixed.minY >= viewport.minY - rounding && fixed.midY < content.maxY
            return offBottom || offTop
        }
        return passesUnder(first, second) || passesUnder(second, first)
    }

    /// The share of the screen's height, from its top, that its top bar lies in.
    static let topBarShare = 0.15

    /// Whether one of two frames is a row as wide as the screen scrolled a little under the other,
    /// a control in the screen's top band (its navigation bar): the row's top edge runs under it
    /// by less than a quarter of the row's height (LINE's account settings, iOS 26, scrolled
    /// 2.67 pt under its back and close buttons).
    static func isRowScrolledUnderTopBar(_ first: Frame, _ second: Frame, viewport: Frame) -> Bool {
        guard viewport.width > 0, viewport.height > 0 else { return false }
        func runsUnder(_ row: Frame, _ control: Frame) -> Bool {
            row.width >= viewport.width * 0.9 && control.maxY <= viewport.minY + viewport.height * topBarShare
                && row.minY > control.minY && control.maxY - row.minY < row.height / 4
        }
        return runsUnder(first, second) || runsUnder(second, first)
    }

    /// Whether one of two elements is a tab and the other is content under its bar: content that
    /// comes before the tab bar in the tree, which UIKit draws first, so the bar lies over it and
    /// takes the touch (rows scrolled under iOS 26's floating tab bar in SwiftUI lists, Kiwix'
    /// card under its tab bar). A control listed after the bar is drawn over a tab (a floating
    /// button) and is not excused.
    private static func isUnderTabBar(_ a: Int, _ b: Int, in tree: RuleTree) -> Bool {
        func under(_ content: Int, _ tab: Int) -> Bool {
            let bar = tree.nodes[tab].parent
            return tree.isTabBar(bar) && content < Int(bar)
        }
        return under(a, b) || under(b, a)
    }

    /// Whether one of two elements is content under a bar laid over it: a tab bar
    /// (``isUnderTabBar(_:_:in:)``), or a bar listed after the content whose middle lies under
    /// it, a line of three or more elements of one parent, a control among them, across two
    /// thirds of the screen's width or more (Instagram's quick reactions, and its composer's field,
    /// placeholder and sticker button, over the comment list). The bar is drawn over the content
    /// and takes the touch, and VoiceOver scrolls the content out from under it. Content mostly
    /// above the line (a page indicator just over a dock) overlaps it.
    static func isUnderBar(_ a: Int, _ b: Int, in tree: RuleTree) -> Bool {
        func under(_ content: Int, _ control: Int) -> Bool {
            guard content < control, let bar = barLine(of: control, in: tree) else { return false }
            return content < bar.first && tree.nodes[content].element.frame.midY > bar.frame.minY
        }
        return isUnderTabBar(a, b, in: tree) || under(a, b) || under(b, a)
    }

    /// The line of elements the control at `index` belongs to, when it is a bar: its first
    /// element and the frame around it. A line is a run of siblings next to each other in
    /// reading order, so only the siblings either side of the control, up to ``barReach`` nodes
    /// away, are read.
    private static func barLine(of index: Int, in tree: RuleTree) -> (first: Int, frame: Frame)? {
        let node = tree.nodes[index], centre = node.element.frame.midY, parent = node.parent
        func onLine(_ other: Int) -> Bool { (tree.nodes[other].element.frame.midY - centre).magnitude <= 2 }
        var line = node.element.frame, first = index, count = 1
        var before = index - 1
        while before > Int(parent), index - before <= barReach {
            if tree.nodes[before].parent == parent {
                guard onLine(before) else { break }
                line = line.union(tree.nodes[before].element.frame)
                first = before
                count += 1
            }
            before -= 1
        }
        let end = parent >= 0 ? Int(tree.nodes[Int(parent)].subtreeEnd) : tree.nodes.count - 1
        var after = Int(node.subtreeEnd) + 1
        while after <= end, after - index <= barReach, onLine(after) {
            line = line.union(tree.nodes[after].element.frame)
            count += 1
            after = Int(tree.nodes[after].subtreeEnd) + 1
        }
        guard count >= 3, tree.viewport.width > 0, line.width >= tree.viewport.width * 2 / 3 else { return nil }
        return (first, line)
    }

    /// How many nodes either side of a control ``barLine(of:in:)`` reads.
    private static let barReach = 64

    /// Two links with the same label, one lying inside the other: one link drawn as two
    /// elements, as WebKit exposes a tile whose caption is drawn over its image (Kiwix' main page).
    static func isOneLink(_ a: Int, _ b: Int, in tree: RuleTree) -> Bool {
        guard tree.nodes[a].element.traits.contains(.link), tree.nodes[b].element.traits.contains(.link),
              !tree.nodes[a].trimmedLabel.isEmpty, tree.nodes[a].trimmedLabel == tree.nodes[b].trimmedLabel else { return false }
        let (one, other) = (tree.nodes[a].element.frame, tree.nodes[b].element.frame)
        return one.union(other) == one || one.union(other) == other
    }

    /// The frame of the link the element at `index` is part of, where that link is drawn as a
    /// larger element beside it in reading order (``isOneLink(_:_:in:)``): a touch anywhere on it
    /// follows the link, so it is the target.
    static func enclosingLinkFrame(of index: Int, in tree: RuleTree) -> Frame? {
        let frame = tree.nodes[index].element.frame
        for neighbour in stride(from: index - 1, through: index + 1, by: 2) where tree.nodes.indices.contains(neighbour) && isOneLink(index, neighbour, in: tree) {
            let other = tree.nodes[neighbour].element.frame
            if other.union(frame) == other && other != frame { return other }
        }
        return nil
    }

    /// Whether the element at `index` is a link inside a line of text: a text link beside a text
    /// before or after it in reading order on the same line ("Powered by" + "Elemental Selenium"
    /// on a web page). WCAG 2.5.8's inline exception: the line's height sets its size.
    static func isInlineLink(_ index: Int, in tree: RuleTree) -> Bool {
        let element = tree.nodes[index].element
        guard element.traits.contains(.link), element.traits.contains(.staticText) || element.type == .staticText else { return false }
        let frame = element.frame
        for neighbour in stride(from: index - 1, through: index + 1, by: 2) where tree.nodes.indices.contains(neighbour) {
            let other = tree.nodes[neighbour].element
            guard other.traits.contains(.staticText) || other.type == .staticText, !tree.nodes[neighbour].isContainer else { continue }
            if onOneLine(frame, other.frame), gap(frame, other.frame).horizontal <= 8 { return true }
        }
        return false
    }

    /// The enabled interactive elements with a non-empty frame: the targets.
    static func targets(in tree: RuleTree) -> [Int] {
        tree.nodes.indices.filter { isTarget(tree.nodes[$0]) }
    }

    /// Whether the node is a target: enabled, interactive, with a non-empty frame.
    static func isTarget(_ node: RuleTree.Node) -> Bool {
        node.isInteractive && !node.isContainer && node.element.isEnabled
            && node.element.frame.width > 0 && node.element.frame.height > 0
    }
}

extension Frame {
    /// A width and height, to compare frames by size.
    struct Size: Equatable {
        let width: Double
        let height: Double
    }

    var size: Size { Size(width: width, height: height) }

    /// `44 × 32 pt`.
    var sizeDescription: String {
        sizeDescription(in: "pt")
    }

    /// `44 × 32 px` for a `unit` of `px` (a snapshot whose frames are pixels).
    func sizeDescription(in unit: String) -> String {
        "\(Points.format(width)) × \(Points.format(height)) \(unit)"
    }

    /// The distance from (`x`, `y`) to the nearest point of the frame (0 inside).
    func distance(fromX x: Double, y: Double) -> Double {
        let dx = max(minX - x, 0, x - maxX)
        let dy = max(minY - y, 0, y - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}
