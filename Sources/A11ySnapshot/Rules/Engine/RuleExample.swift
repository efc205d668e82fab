/// A small tree that shows what a rule reports. The examples are run as the rule's tests and
/// printed in its documentation.
public struct RuleExample: Hashable, Sendable {
    /// What the example shows, in a few words.
    public let summary: String
    /// The tree's top-level elements.
    public let elements: [AccessibilityElement]
    /// The screen's bounds; the iPhone portrait viewport unless the example needs another.
    public let viewport: Frame
    /// How many violations of the rule the tree gives with the default options.
    public let expectedViolations: Int
    /// The platform the screen comes from, when the example is about one (``AccessibilitySnapshot/platform``).
    public var platform: Platform?
    /// What the screen's source could state, when the example is about a source that cannot
    /// state everything (``AccessibilitySnapshot/statedData``: a dump that cannot state hints).
    public var statedData: StatedData?

    /// A tree the rule reports `count` times (at least once).
    public static func triggers(_ summary: String, count: Int = 1, viewport: Frame = standardViewport,
                                _ elements: [AccessibilityElement], platform: Platform? = nil, statedData: StatedData? = nil) -> RuleExample {
        RuleExample(summary: summary, elements: elements, viewport: viewport, expectedViolations: count, platform: platform,
                    statedData: statedData)
    }

    /// A tree the rule does not report.
    public static func passes(_ summary: String, viewport: Frame = standardViewport,
                              _ elements: [AccessibilityElement], platform: Platform? = nil, statedData: StatedData? = nil) -> RuleExample {
        RuleExample(summary: summary, elements: elements, viewport: viewport, expectedViolations: 0, platform: platform,
                    statedData: statedData)
    }

    /// `true` when the rule should report the example.
    public var isTriggering: Bool { expectedViolations > 0 }

    /// The example as a snapshot.
    public var snapshot: AccessibilitySnapshot {
        AccessibilitySnapshot(name: "example", viewport: viewport, elements: elements, statedData: statedData, platform: platform)
    }

    /// The iPhone portrait viewport, 393 × 852 points.
    public static let standardViewport = Frame(0, 0, 393, 852)
}
