import A11ySnapshot
import Testing

/// `controls-overlap` and a tab bar: iOS 26 lays a tab bar's tabs out overlapping, which is not the
/// app's to fix; a control drawn over a tab is still reported, without naming the sibling tabs;
/// content under the bar (listed before it, so drawn first) is not.
@Suite("Rules: controls-overlap over a tab bar")
struct ControlsOverlapTabBarTests {
    /// Ice Cubes' timeline (an iOS 26 WDA source), whose two tabs overlap each other by 8 pt,
    /// with a `post` under them, or over them when it is listed `afterTheBar`.
    static func timeline(post: Frame, afterTheBar: Bool = false) -> AccessibilitySnapshot {
        let bar = AccessibilityElement.container(.tabBar, frame: Frame(0, 791, 402, 83), [
            .tab("Timeline", isSelected: true, frame: Frame(111, 795, 94, 54)),
            .tab("Settings", frame: Frame(197, 795, 94, 54)),
        ])
        let button = AccessibilityElement.button("Post", frame: post)
        return AccessibilitySnapshot(name: "timeline", viewport: Frame(0, 0, 402, 874), elements: afterTheBar ? [bar, button] : [button, bar])
    }

    func overlaps(post: Frame, afterTheBar: Bool = false) throws -> [String] {
        let report = try RuleEngine(configuration: RuleConfiguration(onlyRules: ["controls-overlap"]))
            .check(Self.timeline(post: post, afterTheBar: afterTheBar))
        return report.violations.map { "\($0.element.label): \($0.message)" }
    }

    @Test("a control drawn over two tabs is reported once, naming both tabs and not their own overlap")
    func controlOverTabsNamesOnlyTheTabs() throws {
        #expect(try overlaps(post: Frame(0, 600, 402, 240), afterTheBar: true) == [
            "Post: Overlaps 2 controls: the one at [0.0] (\"Timeline\") by 94 × 45 pt and the one at [0.1] (\"Settings\") by 94 × 45 pt.",
        ])
    }

    /// Rows scrolled under iOS 26's floating tab bar while still on screen, in XCUI dumps of a
    /// SwiftUI list: the bar lies over them and takes the touch.
    @Test("content listed before the tab bar, under it on screen, is not reported")
    func contentUnderTheBarIsNotReported() throws {
        #expect(try overlaps(post: Frame(0, 600, 402, 240)) == [])
    }

    /// The real screen: the post runs off the bottom of the screen under the bar, which stays on
    /// top while the timeline scrolls.
    @Test("content scrolled off the bottom under the tab bar is not reported")
    func contentScrolledUnderTheBarIsNotReported() throws {
        #expect(try overlaps(post: Frame(0, 638, 402, 454)) == [])
    }
}
