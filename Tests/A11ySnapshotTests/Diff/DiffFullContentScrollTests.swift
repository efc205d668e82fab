import A11ySnapshot
import Testing

/// A source that lists the content beyond the screen (a WebDriverAgent page source, an XCUI
/// `debugDescription`) keeps every element across a scroll: nothing is removed or added, and the
/// scroll carries matched elements across the screen's edges. Shaped after m.ebay.com in Safari
/// on an iPhone SE, scrolled by 152 pt (docs/DIFF.md, *Scrolling*).
@Suite("Diff: scrolled content a source lists whole")
struct DiffFullContentScrollTests {
    static let viewport = Frame(0, 0, 320, 568)

    /// A page of twelve 80 pt links from y 64, every one listed wherever it lies, moved up by `offset`.
    static func page(scrolledBy offset: Double) -> AccessibilitySnapshot {
        let links = (0..<12).map { index in
            AccessibilityElement.link("Category \(index + 1)", frame: Frame(0, 64 + 80 * Double(index) - offset, 320, 80))
        }
        return AccessibilitySnapshot(name: "page", viewport: viewport, elements: [
            .container(.semanticGroup, label: "eBay", frame: Frame(0, 64 - offset, 320, 960), links),
        ])
    }

    @Test("a page listed whole, scrolled, is one scroll: elements carried off and onto the screen, no frame changes")
    func wholePageScrollIsOneScroll() {
        let diff = SnapshotDiff(reference: Self.page(scrolledBy: 0), current: Self.page(scrolledBy: 152))
        #expect(diff.scroll == ContentScroll(x: 0, y: -152, movedAlong: 13, scrolledOut: 1, scrolledIn: 2))
        #expect(diff.changes.isEmpty)
    }

    @Test("content pushed one way, none carried onto the screen, is no scroll: its frames changed")
    func contentPushedOffTheScreenIsNoScroll() {
        var current = Self.page(scrolledBy: 0)
        for index in current.elements[0].children.indices where index >= 4 {
            let frame = current.elements[0].children[index].frame
            current.elements[0].children[index].frame = Frame(frame.x, frame.y + 200, frame.width, frame.height)
        }
        let diff = SnapshotDiff(reference: Self.page(scrolledBy: 0), current: current)
        #expect(diff.scroll == nil)
        #expect(!diff.changes.isEmpty)
    }
}
