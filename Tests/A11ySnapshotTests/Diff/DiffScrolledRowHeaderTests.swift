import A11ySnapshot
import Testing

/// A TV app's channel rows (a raw dump), scrolled by one row: each row's header, named for its
/// channel, holds an unlabelled button, and every header has the same identifier.
@Suite("Diff: rows of one identifier the scroll took out and brought in")
struct DiffScrolledRowHeaderTests {
    static let viewport = Frame(0, 0, 1920, 1080)

    static func rows(_ channels: [String], top: Double) -> AccessibilitySnapshot {
        let elements = channels.enumerated().flatMap { index, channel -> [AccessibilityElement] in
            let y = top + 268 * Double(index)
            var header = AccessibilityElement(label: "Go to channel profile for \(channel)", traits: .button, frame: Frame(60, y, 298, 268),
                                              identifier: "tile_group_row_header_layout", type: .other)
            header.children = [AccessibilityElement(label: "", traits: .button, frame: Frame(60, y, 298, 268), type: .other)]
            return [.button("\(channel) show", frame: Frame(370, y, 482, 268)), header]
        }
        return AccessibilitySnapshot(name: "top", viewport: viewport, elements: elements)
    }

    @Test("a row header that scrolled out and another that scrolled in are a removal and an addition, not one header relabelled")
    func headersOfOneIdentifierAreTwoElements() {
        let reference = Self.rows(["WE tv", "Weddings", "Thrillers"], top: 234)
        let current = Self.rows(["Weddings", "Thrillers", "Cooking"], top: -34)
        let diff = SnapshotDiff(reference: reference, current: current)
        #expect(diff.scroll != nil)
        #expect(!diff.changes.contains { $0.kind == .changed && $0.attributeChange?.attribute == .label })
        #expect(diff.changes.contains { $0.kind == .removed && $0.element.label == "Go to channel profile for WE tv" && $0.byScroll })
        #expect(diff.changes.contains { $0.kind == .added && $0.element.label == "Go to channel profile for Cooking" && $0.byScroll })
    }
}
