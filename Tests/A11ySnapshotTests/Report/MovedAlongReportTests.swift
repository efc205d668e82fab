import A11ySnapshot
import Foundation
import Testing

/// A group of elements that moved together is one frame change in the diff; every comparison
/// report says, beside that change, how many elements moved with it, so the line does not read
/// as one element's move. Shaped after an Ice Cubes context menu that opened 116 pt further left.
@Suite("Reports: elements that moved with a frame change")
struct MovedAlongReportTests {
    static func comparison() -> SnapshotComparison {
        let items = ["Reply", "Boost", "Favorite", "Bookmark"].enumerated().map { index, label in
            AccessibilityElement.button(label, frame: Frame(140, 108 + 53 * Double(index), 250, 43))
        }
        let reference = AccessibilitySnapshot(name: "menu", viewport: Frame(0, 0, 402, 874), elements: items)
        var current = reference
        for index in current.elements.indices {
            let frame = current.elements[index].frame
            current.elements[index].frame = Frame(frame.x - 116, frame.y - 27, frame.width, frame.height)
        }
        return SnapshotComparison(diff: SnapshotDiff(reference: reference, current: current))
    }

    @Test("the text report says after the frame change how many elements moved with it")
    func textReportSaysIt() {
        let lines = TextReport().render(Self.comparison()).split(separator: "\n")
        #expect(lines.contains { $0.hasSuffix("frame: [140, 108, 250, 43] → [24, 81, 250, 43] (3 more elements moved with it)") })
        #expect(lines.filter { $0.contains("frame:") }.count == 1)
    }

    @Test("the Markdown report says it the same way")
    func markdownReportSaysIt() {
        #expect(MarkdownReport().render(Self.comparison()).contains("(3 more elements moved with it)"))
    }

    @Test("the HTML report says it the same way")
    func htmlReportSaysIt() {
        #expect(HTMLReport().render(Self.comparison()).contains("(3 more elements moved with it)"))
    }

    @Test("the JSON report gives the count as movedAlong on the frame change")
    func jsonReportGivesTheCount() throws {
        let json = JSONReport().render(Self.comparison())
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let changes = try #require(report["changes"] as? [[String: Any]])
        #expect(changes.count == 1)
        #expect(changes.first?["attribute"] as? String == "frame")
        #expect(changes.first?["movedAlong"] as? Int == 3)
    }

    static func otherDevice() -> SnapshotComparison {
        let reference = AccessibilitySnapshot(name: "library", viewport: Frame(0, 0, 402, 874), elements: [
            .header("Wikipedia", frame: Frame(161, 89, 79, 22)), .button("Categories", frame: Frame(16, 78, 44, 44)),
        ])
        let current = AccessibilitySnapshot(name: "library", viewport: Frame(0, 0, 430, 932), elements: [
            .header("Wikipedia", frame: Frame(175, 90, 79, 22)), .button("Categories", frame: Frame(20, 79, 44, 44)),
        ])
        return SnapshotComparison(diff: SnapshotDiff(reference: reference, current: current))
    }

    @Test("the text, Markdown and HTML reports say beside a viewport of another size how many frames changed with it")
    func viewportLineSaysHowManyFramesChanged() {
        let phrase = "(the frames of 2 elements changed with it)"
        let text = TextReport().render(Self.otherDevice())
        #expect(text.contains("viewport: [0, 0, 402, 874] → [0, 0, 430, 932] " + phrase))
        #expect(!text.contains("frame:"))
        #expect(MarkdownReport().render(Self.otherDevice()).contains(phrase))
        #expect(HTMLReport().render(Self.otherDevice()).contains(phrase))
    }

    @Test("the JSON report gives that count as movedAlong on the viewport's change")
    func jsonViewportCount() throws {
        let json = JSONReport().render(Self.otherDevice())
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let changes = try #require(report["changes"] as? [[String: Any]])
        #expect(changes.count == 1)
        #expect(changes.first?["attribute"] as? String == "viewport")
        #expect(changes.first?["movedAlong"] as? Int == 2)
    }
}
