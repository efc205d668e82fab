@testable import A11ySnapshot
import ExampleScreens
import Testing

/// The rules that compare targets with each other (`controls-overlap`, `controls-too-close`,
/// `target-size-minimum`'s spacing exception) find neighbours through `TargetNeighbourhood`: a
/// sweep on ordinary screens, a `TargetGrid` where the sweep would be quadratic. Both give the
/// neighbours comparing every pair gives, named at most three per control and the rest counted,
/// the grid at a bounded cost per control however many are stacked on one another.
@Suite("Rules: neighbours of targets")
struct TargetNeighbourhoodTests {
    /// A button at each frame, all at the top level.
    private func buttons(_ frames: [Frame]) -> AccessibilitySnapshot {
        AccessibilitySnapshot(name: "", viewport: Frame(0, 0, 400, 800), elements: frames.enumerated().map { .button("B\($0.offset)", frame: $0.element) })
    }

    private func messages(of rule: String, in snapshot: AccessibilitySnapshot) throws -> [String: [String]] {
        let report = try RuleEngine(configuration: RuleConfiguration(onlyRules: [rule])).check(snapshot)
        return Dictionary(grouping: report.violations, by: \.element.path).mapValues { $0.map(\.message) }
    }

    @Test("a control overlapped by many stacked controls gets one finding: the three earliest named, the rest counted")
    func stackedControlsAreNamedThenCounted() throws {
        let found = try messages(of: "controls-overlap", in: buttons(Array(repeating: Frame(16, 100, 44, 44), count: 10)))
        #expect(found["9"] == [
            "Overlaps 9 controls: the one at [0] (\"B0\") by 44 × 44 pt, the one at [1] (\"B1\") by 44 × 44 pt, "
                + "the one at [2] (\"B2\") by 44 × 44 pt and 6 more.",
        ])
        #expect(found["1"] == ["Overlaps the control at [0] (\"B0\") by 44 × 44 pt."])
        #expect(found["0"] == nil)
    }

    @Test("the nearest neighbours are named first: smallest gap, then reading order")
    func nearestAreNamed() throws {
        // Five buttons left of the last one, 7, 6, 5, 4 and 3 pt away; the last three are named.
        let frames = [7.0, 6, 5, 4, 3].map { Frame(100 - 20 - $0, 100, 20, 20) } + [Frame(100, 100, 20, 20)]
        let found = try messages(of: "controls-too-close", in: buttons(frames))
        #expect(found["5"] == [
            "Closer than 8 pt to 5 controls: 5 pt from the one at [2] (\"B2\"), 4 pt from the one at [3] (\"B3\"), "
                + "3 pt from the one at [4] (\"B4\") and 2 more.",
        ])
    }

    @Test("findings stay one per control and rule however many controls are stacked")
    func findingsAreBoundedOnStackedLayouts() throws {
        let stacked = buttons(Array(repeating: Frame(16, 100, 44, 44), count: 3_000))
        let found = try messages(of: "controls-overlap", in: stacked)
        #expect(found.count == 2_999)
        #expect(found.values.allSatisfy { $0.count == 1 })
        #expect(found["2999"]?.first?.hasSuffix(" and 2996 more.") == true)
    }

    @Test("a search that meets more distinct frames than it may look at says 'at least'")
    func searchLimitIsSaid() throws {
        let count = TargetGrid.examinedGroupLimit + 40
        let frames = (0..<count).map { Frame(16 + Double($0) * 0.01, 100, 44, 44) }
        let found = try messages(of: "controls-overlap", in: buttons(frames))
        let last = try #require(found["\(count - 1)"]?.first)
        #expect(last.hasPrefix("Overlaps at least "))
        #expect(last.contains(" and at least "))
    }

    @Test("a control and the container that holds it are never neighbours, even with the same frame")
    func nestedElementsAreNotNeighbours() throws {
        var cell = AccessibilityElement.cell("Row", traits: .button, frame: Frame(0, 100, 44, 44))
        cell.children = [.button("Inside", frame: Frame(0, 100, 44, 44))]
        let snapshot = AccessibilitySnapshot(name: "", viewport: Frame(0, 0, 400, 800), elements: [cell, .button("Other", frame: Frame(0, 100, 44, 44))])
        let tree = RuleTree(snapshot)
        for budget in [0, Int.max] {
            var found: [Int: [Int]] = [:]
            TargetNeighbourhood.forEachEarlierNeighbours(
                of: [0, 1, 2], in: tree, within: 0, limit: 10, sweepBudget: budget, accepting: { _, _, _ in true }
            ) { target, neighbours in
                found[target] = neighbours.nearest.map { $0.node }
            }
            #expect(found == [2: [0, 1]])
            #expect(TargetNeighbourhood.filter([0, 1, 2], among: [0, 1, 2], in: tree, within: 0, sweepBudget: budget) { _, _ in true } == [0, 1, 2])
            let alone = RuleTree(AccessibilitySnapshot(name: "", viewport: Frame(0, 0, 400, 800), elements: [cell]))
            #expect(TargetNeighbourhood.filter([0, 1], among: [0, 1], in: alone, within: 0, sweepBudget: budget) { _, _ in true }.isEmpty)
        }
    }

    @Test("on random layouts the sweep and the grid find exactly the pairs that comparing every pair finds",
          arguments: 0..<40, [0, Int.max])
    func sameAsEveryPair(seed: Int, sweepBudget: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        let tree = RuleTree(Self.randomScreen(&generator))
        let targets = Array(tree.nodes.indices)
        let distance = Double(generator.next() % 12)
        var all: [Int: TargetNeighbourhood.Neighbours] = [:], two: [Int: TargetNeighbourhood.Neighbours] = [:]
        TargetNeighbourhood.forEachEarlierNeighbours(
            of: targets, in: tree, within: distance, limit: targets.count, sweepBudget: sweepBudget, accepting: { _, _, _ in true }
        ) { all[$0] = $1 }
        TargetNeighbourhood.forEachEarlierNeighbours(
            of: targets, in: tree, within: distance, limit: 2, sweepBudget: sweepBudget, accepting: { _, _, _ in true }
        ) { two[$0] = $1 }
        let withNeighbours = TargetNeighbourhood.filter(targets, among: targets, in: tree, within: distance, sweepBudget: sweepBudget) { _, _ in true }
        for target in targets {
            let expected = targets.filter { other in
                other < target && !tree.isNested(other, target) && Self.isNear(tree, other, target, within: distance)
            }
            #expect((all[target]?.nearest.map { $0.node } ?? []) == expected, "target \(target), seed \(seed)")
            #expect(all[target].map { $0.moreCount == 0 && !$0.moreIsLowerBound } ?? true)
            let nearestTwo = expected.sorted {
                (Self.gapDistance(tree, $0, target), $0) < (Self.gapDistance(tree, $1, target), $1)
            }.prefix(2).sorted()
            #expect((two[target]?.nearest.map { $0.node } ?? []) == Array(nearestTwo), "target \(target), seed \(seed)")
            #expect((two[target].map { $0.nearest.count + $0.moreCount } ?? 0) == expected.count)
            let anyNear = targets.contains { $0 != target && !tree.isNested($0, target) && Self.isNear(tree, $0, target, within: distance) }
            #expect(withNeighbours.contains(target) == anyNear, "target \(target), seed \(seed)")
        }
    }

    private static func gapDistance(_ tree: RuleTree, _ a: Int, _ b: Int) -> Double {
        let gap = FramePairs.gap(tree.nodes[a].element.frame, tree.nodes[b].element.frame)
        return max(gap.horizontal, gap.vertical)
    }

    private static func isNear(_ tree: RuleTree, _ a: Int, _ b: Int, within distance: Double) -> Bool {
        let gap = FramePairs.gap(tree.nodes[a].element.frame, tree.nodes[b].element.frame)
        return gap.horizontal <= distance && gap.vertical <= distance
    }

    /// Up to 60 elements, some nested, many sharing frames, in a 400-point square.
    private static func randomScreen(_ generator: inout SplitMix64) -> AccessibilitySnapshot {
        func frame() -> Frame {
            Frame(Double(generator.next() % 40) * 10, Double(generator.next() % 40) * 10,
                  Double(1 + generator.next() % 12) * 5, Double(1 + generator.next() % 12) * 5)
        }
        let shared = (0..<6).map { _ in frame() }
        func someFrame() -> Frame { generator.next() % 3 == 0 ? shared[Int(generator.next() % 6)] : frame() }
        var elements: [AccessibilityElement] = []
        for index in 0..<Int(10 + generator.next() % 20) {
            var element = AccessibilityElement.button("E\(index)", frame: someFrame())
            if generator.next() % 3 == 0 {
                element.children = (0..<Int(1 + generator.next() % 3)).map { .button("E\(index).\($0)", frame: someFrame()) }
            }
            elements.append(element)
        }
        return AccessibilitySnapshot(name: "", viewport: Frame(0, 0, 400, 800), elements: elements)
    }
}
