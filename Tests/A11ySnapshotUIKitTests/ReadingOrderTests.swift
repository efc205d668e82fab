#if os(Linux)
import A11ySnapshot
import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// Reading order through the UIKit adapter: rows top to bottom, leading to trailing in the
/// application's direction, the same-row threshold chosen from the device idiom (as the
/// reference tool chooses it), groups placed by their first child, and an order that does not
/// depend on the order subviews were added.
@Suite("UIKit capture: reading order")
@MainActor
struct ReadingOrderTests {
    typealias S = SimulatedScreen

    /// A 2×2 grid: A B on the first row, C D on the second.
    func grid(in root: UIView) -> UIView {
        for (label, x, y) in [("A", 0.0, 0.0), ("B", 200.0, 0.0), ("C", 0.0, 100.0), ("D", 200.0, 100.0)] {
            root.addSubview(S.element(label, x, y))
        }
        return root
    }

    @Test("Left to right: rows top to bottom, each read left to right")
    func leftToRight() {
        #expect(S.labels(grid(in: S.phone([]))) == ["A", "B", "C", "D"])
    }

    @Test("In a right-to-left app each row is read right to left")
    func rightToLeft() {
        let root = grid(in: S.phone([]))
        #expect(S.on(direction: .rightToLeft) { S.labels(root) } == ["B", "A", "D", "C"])
    }

    @Test("A view that forces right to left in a left-to-right app is read in the app's direction")
    func applicationDirectionWins() {
        let root = grid(in: S.phone([]))
        root.semanticContentAttribute = .forceRightToLeft
        #expect(S.labels(root) == ["A", "B", "C", "D"])
    }

    @Test("On a phone-width root, tops 8 points apart are different rows")
    func phoneThreshold() {
        let root = S.phone([S.element("Lower left", 0, 8), S.element("Upper right", 200, 0)])
        #expect(S.labels(root) == ["Upper right", "Lower left"])
    }

    @Test("On a pad, tops 8 points apart are the same row")
    func padThreshold() {
        let root = S.view(0, 0, 1024, 1366, [S.element("Lower left", 0, 8), S.element("Upper right", 200, 0)])
        #expect(S.on(.pad) { S.labels(root) } == ["Lower left", "Upper right"])
    }

    @Test("On a pad, a narrow root (a split view) still uses the pad threshold")
    func padThresholdInNarrowRoot() {
        let root = S.view(0, 0, 320, 1366, [S.element("Lower left", 0, 8), S.element("Upper right", 200, 0)])
        #expect(S.on(.pad) { S.labels(root) } == ["Lower left", "Upper right"])
    }

    @Test("On a phone, a pad-sized root still uses the phone threshold")
    func phoneThresholdInWideRoot() {
        let root = S.view(0, 0, 1024, 1366, [S.element("Lower left", 0, 8), S.element("Upper right", 200, 0)])
        #expect(S.on(.phone) { S.labels(root) } == ["Upper right", "Lower left"])
    }

    @Test("Every idiom but the phone uses the pad threshold")
    func nonPhoneIdioms() {
        let root = S.phone([S.element("Lower left", 0, 8), S.element("Upper right", 200, 0)])
        for idiom in [UIUserInterfaceIdiom.pad, .tv, .carPlay, .mac, .vision, .unspecified] {
            #expect(S.on(idiom) { S.labels(root) } == ["Lower left", "Upper right"], "\(idiom)")
        }
    }

    @Test("A group is placed by its first child, not by the union of its children")
    func groupPlacedByFirstChild() {
        let group = S.view(0, 0, 393, 200, [S.element("A1", 200, 0), S.element("A2", 0, 100)])
        group.shouldGroupAccessibilityChildren = true
        let root = S.phone([group, S.element("B1", 100, 0)])
        #expect(S.labels(root) == ["B1", "A1", "A2"])
    }

    @Test("A 3×3 grid added in any of several shuffled orders reads the same")
    func shuffledGrid() {
        let cells: [(String, Double, Double)] = (0..<9).map { (index: Int) -> (String, Double, Double) in
            (String(index), Double(index % 3) * 120, Double(index / 3) * 60)
        }
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<20 {
            let root = S.phone([])
            for (label, x, y) in cells.shuffled(using: &generator) {
                root.addSubview(S.element(label, x, y))
            }
            #expect(S.labels(root) == ["0", "1", "2", "3", "4", "5", "6", "7", "8"])
        }
    }

    @Test("Chains of tops closer than the threshold read the same whatever the subview order")
    func closeTopsAreOrderIndependent() {
        // Each top is within 8 points of the next, but the first and last are 15 apart: a
        // pairwise "same row" comparison is not transitive here.
        let tops: [(String, Double, Double)] = [("P", 300, 0), ("Q", 200, 5), ("R", 100, 10), ("S", 0, 15)]
        var results: Set<[String]> = []
        for permutation in permutations(of: tops) {
            let root = S.phone([])
            for (label, x, y) in permutation {
                root.addSubview(S.element(label, x, y))
            }
            results.insert(S.labels(root))
        }
        #expect(results.count == 1)
    }

    @Test("Explicit accessibilityElements are not re-sorted by position")
    func explicitOrderIsKept() {
        let bottom = S.element("Bottom", 0, 300)
        let top = S.element("Top", 0, 0)
        let container = S.view(0, 0, 393, 400, [top, bottom])
        container.accessibilityElements = [bottom, top]
        #expect(S.labels(S.phone([container, S.element("After", 0, 500)])) == ["Bottom", "Top", "After"])
    }

    private func permutations<T>(of items: [T]) -> [[T]] {
        guard let first = items.first else { return [[]] }
        return permutations(of: Array(items.dropFirst())).flatMap { rest in
            (0...rest.count).map { index in
                var permutation = rest
                permutation.insert(first, at: index)
                return permutation
            }
        }
    }
}

/// A deterministic random number generator (SplitMix64), so shuffled tests are repeatable.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
#endif
