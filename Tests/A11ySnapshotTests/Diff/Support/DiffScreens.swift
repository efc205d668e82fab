import A11ySnapshot

/// A snapshot of `elements` in a fixed viewport, for diff tests.
func screen(_ elements: [AccessibilityElement], viewport: Frame = Frame(0, 0, 393, 852)) -> AccessibilitySnapshot {
    AccessibilitySnapshot(name: "DiffTests/screen", viewport: viewport, elements: elements)
}

/// A list of `count` rows without identifiers, labelled "Row 1", "Row 2", …, 44 points apart.
func rows(_ count: Int, from first: Int = 1) -> [AccessibilityElement] {
    (first ..< first + count).map { row(label: "Row \($0)", at: $0 - first) }
}

/// A cell at the `index`th row position.
func row(label: String, at index: Int) -> AccessibilityElement {
    .cell(label, traits: .button, frame: Frame(0, Double(index) * 44, 393, 44))
}

extension Array where Element == AccessibilityElement {
    /// The rows re-laid out top to bottom, as a table view would after an insertion or deletion.
    func relaidOut() -> [AccessibilityElement] {
        enumerated().map { index, element in
            var element = element
            element.frame = Frame(element.frame.x, Double(index) * 44, element.frame.width, element.frame.height)
            return element
        }
    }
}
