import A11ySnapshot
import Testing

/// `controls-overlap` and a tab bar: iOS 26 lays a tab bar's tabs out overlapping, which is not the
/// app's to fix; a control on screen that overlaps a tab is still reported, without naming the
/// sibling tabs; content scrolled off the bottom under the bar is not.
@Suite("Rules: controls-overlap over a tab bar")
struct ControlsOverlapTabBarTests {
    /// Ice Cubes' timeline (an iOS 26 WDA source), whose two tabs overlap each other by 8 pt,
    /// with a `post` over them.
    static func timeline(post: Frame) -> AccessibilitySnapshot {
        AccessibilitySnapshot(name: "timeline", viewport: Frame(0, 0, 402, 874), elements: [
            .button("Post", frame: post),
            .container(.tabBar, frame: Frame(0, 791, 402, 83), [
                .tab("Timeline", isSelected: true, frame: Frame(111, 795, 94, 54)),
                .tab("Settings", frame: Frame(197, 795, 94, 54)),
            ]),
        ])
    }

    func overlaps(post: Frame) throws -> [String] {
        let report = try RuleEngine(configuration: RuleConfiguration(onlyRules: ["controls-overlap"])).check(Self.timeline(post: post))
        return report.violations.map { "\($0.element.label): \($0.message)" }
    }

    @Test("a tab overlapped by content names the content, not the tab beside it")
    func tabOverlapNamesOnlyTheContent() throws {
        #expect(try overlaps(post: Frame(0, 600, 402, 240)) == [
            "Timeline: Overlaps the control at 0 (\"Post\") by 94 × 45 pt.",
            "Settings: Overlaps the control at 0 (\"Post\") by 94 × 45 pt.",
        ])
    }

    /// The real screen: the post runs off the bottom of the screen under the bar, which stays on
    /// top while the timeline scrolls.
    @Test("content scrolled off the bottom under the tab bar is not reported")
    func contentScrolledUnderTheBarIsNotReported() throws {
        #expect(try overlaps(post: Frame(0, 638, 402, 454)) == [])
    }
}
