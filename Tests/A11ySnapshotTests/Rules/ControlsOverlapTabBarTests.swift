import A11ySnapshot
import Testing

/// `controls-overlap` and a tab bar: iOS 26 lays a tab bar's tabs out overlapping, which is not the
/// app's to fix, but content under the bar that overlaps a tab is still reported, without naming
/// the sibling tabs.
@Suite("Rules: controls-overlap over a tab bar")
struct ControlsOverlapTabBarTests {
    /// Ice Cubes' timeline (an iOS 26 WDA source): a post button reaching under the tab bar,
    /// whose two tabs overlap each other by 8 pt.
    static let timeline = AccessibilitySnapshot(name: "timeline", viewport: Frame(0, 0, 402, 874), elements: [
        .button("Post", frame: Frame(0, 638, 402, 454)),
        .container(.tabBar, frame: Frame(0, 791, 402, 83), [
            .tab("Timeline", isSelected: true, frame: Frame(111, 795, 94, 54)),
            .tab("Settings", frame: Frame(197, 795, 94, 54)),
        ]),
    ])

    @Test("a tab overlapped by content names the content, not the tab beside it")
    func tabOverlapNamesOnlyTheContent() throws {
        let report = try RuleEngine(configuration: RuleConfiguration(onlyRules: ["controls-overlap"])).check(Self.timeline)
        let messages = report.violations.map { "\($0.element.label): \($0.message)" }
        #expect(messages == [
            "Timeline: Overlaps the control at 0 (\"Post\") by 94 × 54 pt.",
            "Settings: Overlaps the control at 0 (\"Post\") by 94 × 54 pt.",
        ])
    }
}
