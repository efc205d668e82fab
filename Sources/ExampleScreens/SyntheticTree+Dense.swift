import A11ySnapshot

extension SyntheticTree {
    /// A dense screen of `count` elements, the shape of a huge dump where recycled rows were all
    /// laid out on a few row slots: cells stacked on 40 slots of one phone screen, each with two
    /// small buttons, frames shifted by a few points from row to row so most are not identical.
    /// Every cell overlaps the others on its slot and every button is close to many others, so
    /// the rules that compare targets with each other meet the most pairs a screen can hold.
    /// Same count, same tree.
    public static func denseScreen(elementCount count: Int) -> AccessibilitySnapshot {
        var elements: [AccessibilityElement] = []
        elements.reserveCapacity(count / 3 + 1)
        var produced = 0
        var row = 0
        while produced < count {
            let slot = row % 40
            let shift = Double(row % 7)
            let y = 100 + Double(slot) * 18
            var cell = AccessibilityElement.cell("Row \(row)", traits: .button, identifier: "row.\(row)",
                                                 frame: Frame(shift, y, 393 - shift, 16))
            produced += 1
            for (index, x) in [300.0, 340.0].enumerated() where produced < count {
                cell.children.append(.button(index == 0 ? "Reply" : "More", identifier: "row.\(row).\(index)",
                                             frame: Frame(x + shift, y + 1, 30, 14)))
                produced += 1
            }
            elements.append(cell)
            row += 1
        }
        return AccessibilitySnapshot(name: "Synthetic/dense\(count)", viewport: Frame(0, 0, 393, 852), elements: elements)
    }
}
