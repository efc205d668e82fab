import A11ySnapshot
import Testing

/// A row inserted at the top of a list whose first row held the section's title: the new row
/// takes the title, and the old first row moves down without it. Shaped after WeCom's
/// new-customers list (two uiautomator dumps of one run): "创视空间" asked to be added above
/// "天天一泉～小石榴", and the helper row's button "查看" (view) became "已添加" (added); a row
/// below keeps its own "查看", so no button's label is one of a kind.
@Suite("Diff: a row inserted above the first")
struct DiffInsertedRowTests {
    private static func row(_ label: String, y: Double, height: Double, button: String) -> AccessibilityElement {
        AccessibilityElement(label: label, frame: Frame(0, y, 720, height), type: .other, children: [
            AccessibilityElement(label: button, traits: .button, frame: Frame(button == "查看" ? 600 : 576, y + 50, button == "查看" ? 88 : 112, 54),
                                 identifier: "com.tencent.wework:id/gb5", type: .other),
        ])
    }

    private static let tabs: [AccessibilityElement] = [
        .button("添加客户", frame: Frame(0, 172, 360, 96)), .button("新的客户", frame: Frame(360, 172, 360, 96)),
    ]

    private static let reference = screen(tabs + [
        row("近三天, 天天一泉～小石榴, ＠微信, 我是天天一泉～小石榴", y: 269, height: 193, button: "已添加"),
        row("Polly, ＠微信, 我是Polly", y: 462, height: 114, button: "已添加"),
        row("群助理, 全匠企业管理, 你好，我是全匠企业管理的群助理", y: 576, height: 147, button: "查看"),
        row("三天前, Koo, ＠微信, 我是Koo", y: 723, height: 193, button: "查看"),
    ])

    private static let current = screen(tabs + [
        row("近三天, 创视空间, ＠微信, 我是创视空间", y: 269, height: 193, button: "查看"),
        row("天天一泉～小石榴, ＠微信, 我是天天一泉～小石榴", y: 462, height: 114, button: "已添加"),
        row("Polly, ＠微信, 我是Polly", y: 576, height: 114, button: "已添加"),
        row("群助理, 全匠企业管理, 你好，我是全匠企业管理的群助理", y: 690, height: 180, button: "已添加"),
        row("三天前, Koo, ＠微信, 我是Koo", y: 870, height: 193, button: "查看"),
    ])

    @Test("the old first row, which lost the section's title, is that row moved down, not relabelled as the new one")
    func firstRowThatLostTheTitleKeepsItsIdentity() {
        let diff = SnapshotDiff(reference: Self.reference, current: Self.current)
        #expect(diff.reported.filter { $0.kind == .added }.map(\.label) == ["近三天, 创视空间, ＠微信, 我是创视空间", "查看", "已添加"])
        #expect(diff.reported.filter { $0.attribute == .label } == [
            .changed("3", "天天一泉～小石榴, ＠微信, 我是天天一泉～小石榴", .label,
                     .text("近三天, 天天一泉～小石榴, ＠微信, 我是天天一泉～小石榴"), .text("天天一泉～小石榴, ＠微信, 我是天天一泉～小石榴")),
        ])
    }

    @Test("a kept row's button does not leave it for the inserted row's look-alike while the kept row holds a new button")
    func keptRowsButtonStaysWithItsRow() {
        let diff = SnapshotDiff(reference: Self.reference, current: Self.current)
        #expect(!diff.changes.contains { $0.kind == .moved })
        #expect(diff.reported.filter { $0.kind == .removed }.map(\.label) == ["查看"])
    }

    @Test("a place alone still tells a relabel where nothing else is open: one row's name changed")
    func relabelInPlaceWithoutAnInsertion() {
        var current = Self.reference
        current.elements[2].label = "近三天, 创视空间, ＠微信, 我是创视空间"
        let diff = SnapshotDiff(reference: Self.reference, current: current)
        #expect(diff.reported.map(\.kind) == [.changed])
    }
}
