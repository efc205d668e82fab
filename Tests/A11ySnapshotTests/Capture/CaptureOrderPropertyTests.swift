import A11ySnapshot
import ExampleScreens
import Testing

/// Property: the captured tree depends on the screen, never on the order subviews were added.
@Suite("Capture: order independence")
struct CaptureOrderPropertyTests {
    /// A random screen description: elements with close and equal tops (chains within the
    /// threshold, duplicate positions), inside plain wrappers, grouping views and containers.
    private struct Blueprint {
        indirect enum Part {
            case element(label: String, x: Double, y: Double)
            case wrapper([Part])
            case group([Part])
            case list([Part])
        }

        let parts: [Part]

        init(seed: UInt64) {
            var random = SplitMix64(seed: seed)
            var counter = 0
            func make(depth: Int) -> [Part] {
                (0..<Int.random(in: 2...5, using: &random)).map { _ in
                    let roll = Int.random(in: 0..<10, using: &random)
                    if depth < 3 && roll < 3 {
                        let children = make(depth: depth + 1)
                        return [Part.wrapper(children), .group(children), .list(children)][roll]
                    }
                    counter += 1
                    // Coarse coordinates make equal and nearly equal positions common.
                    let x = Double(Int.random(in: 0..<6, using: &random) * 60)
                    let y = Double(Int.random(in: 0..<30, using: &random) * 5)
                    return .element(label: "E\(counter % 7)", x: x, y: y)
                }
            }
            parts = make(depth: 0)
        }

        /// The screen, with every view's subviews in an order drawn from `seed`.
        func screen(shuffleSeed seed: UInt64) -> TestNode {
            var random = SplitMix64(seed: seed)
            func build(_ parts: [Part]) -> [TestNode] {
                parts.map { part in
                    switch part {
                    case let .element(label, x, y): TestNode.element(label, x, y, 50, 30)
                    case let .wrapper(children): TestNode.view(0, 0, 390, 844, build(children))
                    case let .group(children): TestNode.view(0, 0, 390, 844, build(children)).grouping()
                    case let .list(children): TestNode.view(0, 0, 390, 844, build(children)).container(.list)
                    }
                }.shuffled(using: &random)
            }
            return TestNode.view(0, 0, 390, 844, build(parts))
        }
    }

    @Test("shuffling subviews at every level never changes the captured tree", arguments: 0..<20 as Range<UInt64>)
    func shuffledSubviewsGiveTheSameTree(screenSeed: UInt64) {
        let blueprint = Blueprint(seed: screenSeed)
        let walker = AccessibilityHierarchyWalker()
        let expected = outline(walker.elements(of: blueprint.screen(shuffleSeed: 0)))
        for shuffleSeed in 1..<40 as Range<UInt64> {
            let captured = walker.elements(of: blueprint.screen(shuffleSeed: shuffleSeed))
            #expect(outline(captured) == expected, "screen \(screenSeed), shuffle \(shuffleSeed)")
        }
    }

    @Test("shuffling subviews never changes a right-to-left capture either", arguments: 0..<5 as Range<UInt64>)
    func shuffledSubviewsRightToLeft(screenSeed: UInt64) {
        let blueprint = Blueprint(seed: 1000 + screenSeed)
        let walker = AccessibilityHierarchyWalker(layoutDirection: .rightToLeft)
        let expected = outline(walker.elements(of: blueprint.screen(shuffleSeed: 0)))
        for shuffleSeed in 1..<20 as Range<UInt64> {
            #expect(outline(walker.elements(of: blueprint.screen(shuffleSeed: shuffleSeed))) == expected, "screen \(screenSeed), shuffle \(shuffleSeed)")
        }
    }

    @Test("every element of a shuffled screen is captured exactly once")
    func nothingLostOrDuplicated() {
        let blueprint = Blueprint(seed: 7)
        let screen = blueprint.screen(shuffleSeed: 3)
        let captured = AccessibilityHierarchyWalker().elements(of: screen)
        #expect(readingOrder(captured).count == elementCount(blueprint.parts))
    }

    /// A compact, readable form of a captured tree: `label@frame`, containers as `list{…}`.
    private func outline(_ elements: [AccessibilityElement]) -> String {
        elements.map { element in
            element.container.map { "\($0){\(outline(element.children))}" } ?? "\(element.label)@\(element.frame)"
        }.joined(separator: " ")
    }

    private func elementCount(_ parts: [Blueprint.Part]) -> Int {
        parts.reduce(0) { total, part in
            switch part {
            case .element: total + 1
            case let .wrapper(children), let .group(children), let .list(children): total + elementCount(children)
            }
        }
    }
}
