/// One side of a comparison drawn as inline SVG: the viewport, every element's frame to scale,
/// marked by ``ElementMark``, and badges with element paths placed so that no two
/// overlap (an element whose badge would cover another's keeps its outline and its tooltip, and
/// is listed in the element table).
package struct ScreenDrawing {
    /// The drawing's width on the page, in CSS pixels.
    static let displayWidth = 320.0

    let id: String
    let caption: String
    let viewport: Frame
    let elements: [DrawnElement]
    let marks: ScreenMarks
    /// Whether unmarked elements get a badge too (where there is room); otherwise only marked
    /// elements are numbered.
    var badgesUnmarked = true

    /// A drawing of `elements` (``DrawnElement/flatten(_:)``) in `viewport`, marked by `marks`,
    /// with ids starting `id` and captioned `caption`.
    package init(id: String, caption: String, viewport: Frame, elements: [DrawnElement], marks: ScreenMarks,
                 badgesUnmarked: Bool = true) {
        self.id = id
        self.caption = caption
        self.viewport = viewport
        self.elements = elements
        self.marks = marks
        self.badgesUnmarked = badgesUnmarked
    }

    /// The drawing as a `<figure>` captioned with ``caption``.
    package func figure() -> String {
        "<figure><figcaption>\(HTMLText.escape(caption))</figcaption>\n\(svg())\n</figure>\n"
    }

    private func svg() -> String {
        let width = max(viewport.width, 1), height = max(viewport.height, 1)
        let scale = width / Self.displayWidth
        let displayHeight = min(Self.displayWidth * height / width, 4000)
        let counts = Dictionary(grouping: elements, by: { marks.mark(of: $0.path) }).mapValues(\.count)
        var summary = ElementMark.allCases.filter { $0 != .violation && $0 != .unchanged }
            .compactMap { mark in counts[mark].map { "\($0) \(mark.title)" } }
        let violating = elements.filter { marks.hasViolation($0.path) }.count
        if violating > 0 { summary.append("\(violating) with a new violation") }
        let title = "\(caption) screen: \(elements.count) element\(elements.count == 1 ? "" : "s")"
            + (summary.isEmpty ? "" : ", " + summary.joined(separator: ", "))
        let n = HTMLText.number
        var out = "<svg class=\"screen\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-labelledby=\"\(id)-title\""
        out += " viewBox=\"\(n(viewport.x)) \(n(viewport.y)) \(n(width)) \(n(height))\""
        out += " width=\"\(n(Self.displayWidth))\" height=\"\(n(displayHeight))\" preserveAspectRatio=\"xMidYMin meet\""
        out += " data-side=\"\(HTMLText.escape(caption.lowercased()))\" data-elements=\"\(elements.count)\">\n"
        out += "<title id=\"\(id)-title\">\(HTMLText.escape(title))</title>\n"
        out += "<rect class=\"viewport\" x=\"\(n(viewport.x))\" y=\"\(n(viewport.y))\" width=\"\(n(width))\" height=\"\(n(height))\"/>\n"
        // Unmarked elements first, so marked outlines are drawn on top of them.
        let ordered = elements.filter { marks.mark(of: $0.path) == .unchanged } + elements.filter { marks.mark(of: $0.path) != .unchanged }
        for element in ordered {
            out += outline(element, scale: scale)
        }
        out += badges(scale: scale)
        out += "</svg>"
        return out
    }

    private func outline(_ drawn: DrawnElement, scale: Double) -> String {
        let mark = marks.mark(of: drawn.path)
        let frame = drawn.element.frame
        let n = HTMLText.number
        var title = "\(ReportPhrase.pathTag(marks.reportedPath(of: drawn.path))) \(drawn.spoken.isEmpty ? "(nothing spoken)" : drawn.spoken)"
        if mark != .unchanged { title += " (\(mark.title))" }
        if marks.hasViolation(drawn.path), mark != .violation { title += " (new violation)" }
        var out = "<g class=\"el el-\(mark.rawValue)\" data-path=\"\(marks.reportedPath(of: drawn.path))\"><title>\(HTMLText.escape(title))</title>"
        out += "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\"\(stroke(mark, scale: scale))/>"
        if marks.hasViolation(drawn.path), mark != .violation {
            let inset = 2 * scale
            out += "<rect x=\"\(n(frame.x + inset))\" y=\"\(n(frame.y + inset))\" width=\"\(n(max(frame.width - 2 * inset, 0)))\""
            out += " height=\"\(n(max(frame.height - 2 * inset, 0)))\"\(stroke(.violation, scale: scale))/>"
        }
        return out + "</g>\n"
    }

    /// The stroke attributes of a mark; dash lengths are in viewport units, so they are scaled.
    private func stroke(_ mark: ElementMark, scale: Double) -> String {
        let n = HTMLText.number
        let (width, dashes) = mark.stroke
        var out = " class=\"stroke-\(mark.rawValue)\" stroke-width=\"\(n(width * scale))\""
        if !dashes.isEmpty { out += " stroke-dasharray=\"\(dashes.map { n($0 * scale) }.joined(separator: " "))\"" }
        return out
    }

    /// Badges naming each element by its path. Marked elements' badges are placed first, each at
    /// the first corner of its frame where it covers no other badge (top left, then bottom left,
    /// top right, bottom right), then their labels, then the unmarked elements' badges and
    /// labels where there is room: a changed element's badge is never crowded out by another's
    /// label (a finance app's added row had been drawn without its "+14"). A badge that finds
    /// no free corner is left out; its element keeps its outline and its tooltip.
    private func badges(scale: Double) -> String {
        var placed = BadgeGrid(cellSize: 64 * scale)
        var out = "<g class=\"badges\" aria-hidden=\"true\">\n"
        var labelled: [(DrawnElement, Frame)] = []
        for drawn in elements where marks.mark(of: drawn.path) != .unchanged {
            guard let (badge, box) = badge(for: drawn, scale: scale, corners: 4, placed: &placed) else { continue }
            out += badge
            labelled.append((drawn, box))
        }
        for (drawn, box) in labelled { out += label(for: drawn, after: box, scale: scale, placed: &placed) }
        if badgesUnmarked {
            for drawn in elements where marks.mark(of: drawn.path) == .unchanged {
                guard let (badge, box) = badge(for: drawn, scale: scale, corners: 1, placed: &placed) else { continue }
                out += badge + label(for: drawn, after: box, scale: scale, placed: &placed)
            }
        }
        return out + "</g>\n"
    }

    /// The badge of `drawn` at the first of its frame's first `corners` corners where it is free,
    /// and its box; `nil` when none is.
    private func badge(for drawn: DrawnElement, scale: Double, corners: Int, placed: inout BadgeGrid) -> (String, Frame)? {
        let n = HTMLText.number
        let mark = marks.mark(of: drawn.path)
        let text = mark.symbol + (marks.hasViolation(drawn.path) && mark != .violation ? "!" : "") + marks.reportedPath(of: drawn.path)
        let width = (Double(text.count) * 6.5 + 6) * scale, height = 14 * scale
        let frame = drawn.element.frame
        let lefts = [frame.x, frame.x, frame.maxX - width, frame.maxX - width]
        let tops = [frame.y, frame.maxY - height, frame.y, frame.maxY - height]
        for corner in 0..<corners {
            let x = min(max(lefts[corner], viewport.x), viewport.x + max(viewport.width - width, 0))
            let y = min(max(tops[corner], viewport.y), viewport.y + max(viewport.height - height, 0))
            let box = Frame(x: x, y: y, width: width, height: height)
            guard placed.insertIfFree(box) else { continue }
            var out = "<g class=\"badge badge-\(mark.rawValue)\"><rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" rx=\"\(n(3 * scale))\"/>"
            out += "<text x=\"\(n(x + 3 * scale))\" y=\"\(n(y + 10.5 * scale))\" font-size=\"\(n(10 * scale))\">\(HTMLText.escape(text))</text></g>\n"
            return (out, box)
        }
        return nil
    }

    /// The element's label beside its badge, cut to the frame's width, when a leaf element is
    /// large enough to hold it and the text would cover nothing already placed.
    private func label(for drawn: DrawnElement, after badge: Frame, scale: Double, placed: inout BadgeGrid) -> String {
        let frame = drawn.element.frame
        let text = drawn.element.label.isEmpty ? (drawn.element.value ?? "") : drawn.element.label
        guard drawn.element.children.isEmpty, !text.isEmpty, frame.height >= 14 * scale else { return "" }
        let x = badge.maxX + 3 * scale
        let available = frame.maxX - x - 2 * scale
        let characters = Int(max(min((available / (6 * scale)).rounded(.down), 10_000), 0))
        guard characters >= 3 else { return "" }
        let shown = text.count <= characters ? text : String(text.prefix(characters - 1)) + "…"
        let box = Frame(x: x, y: badge.y, width: Double(shown.count) * 6 * scale, height: badge.height)
        guard placed.insertIfFree(box) else { return "" }
        let n = HTMLText.number
        return "<text class=\"label\" x=\"\(n(x))\" y=\"\(n(badge.y + 10.5 * scale))\" font-size=\"\(n(10 * scale))\">\(HTMLText.escape(shown))</text>\n"
    }

}

/// Placed badge boxes bucketed by grid cell, so checking a new badge against the placed ones
/// looks at its neighbours only, and large screens stay linear.
private struct BadgeGrid {
    let cellSize: Double
    private var boxes: [Frame] = []
    private var cells: [Int: [Int]] = [:]

    init(cellSize: Double) {
        self.cellSize = max(cellSize, .leastNormalMagnitude)
    }

    /// Adds `box` and returns true when it overlaps no placed box; otherwise returns false.
    mutating func insertIfFree(_ box: Frame) -> Bool {
        let keys = cellKeys(box)
        for key in keys {
            for index in cells[key] ?? [] where boxes[index].overlaps(box) { return false }
        }
        boxes.append(box)
        for key in keys { cells[key, default: []].append(boxes.count - 1) }
        return true
    }

    private func cellKeys(_ box: Frame) -> [Int] {
        func cell(_ value: Double) -> Int { Int(max(min((value / cellSize).rounded(.down), 1e9), -1e9)) }
        var keys: [Int] = []
        for column in cell(box.minX)...cell(box.maxX) {
            for row in cell(box.minY)...cell(box.maxY) { keys.append(column &* 2_000_003 &+ row) }
        }
        return keys
    }
}
