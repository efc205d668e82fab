#if os(Linux)
import A11ySnapshot
import A11ySnapshotAssertions
import A11ySnapshotTesting
@testable import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// `A11Y_SNAPSHOT_EXPLAIN=1` (or `explain: true`) makes a live capture write
/// `<stem>.capture.txt` beside its artifact: the walk, one line per object with its decision and
/// where its attributes came from, then the environment and the degenerate-capture check.
@Suite("UIKit capture: explanations", .serialized)
@MainActor
struct CaptureExplanationTests {
    typealias S = SimulatedScreen

    /// Runs `body` in a sandbox with `variables`; returns the explanation written for `stem`, if any.
    private func explanation(_ stem: String, variables: [String: String] = ["A11Y_SNAPSHOT_EXPLAIN": "1"],
                             _ body: () -> Void) -> String? {
        let root = AssertionSandbox.run(variables: variables, body)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/artifacts/CaptureExplanationTests/" + stem + ".capture.txt"
        return FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("a failing capture with A11Y_SNAPSHOT_EXPLAIN=1 writes the explanation of every kind of decision (golden)")
    func goldenExplanation() throws {
        LibAccessibility.reset()
        AccessibilityAutomation.resetForTesting()
        let screen = ExplainedScreen.make()
        let text = try #require(explanation("goldenExplanation.screen") {
            withKnownIssue("Expected: a first run records the reference") {
                assertAccessibilitySnapshot(of: screen, as: .view, named: "screen")
            }
        })
        ExplanationGolden.check(text, "capture-explanation.txt")
    }

    @Test("without A11Y_SNAPSHOT_EXPLAIN nothing is explained")
    func offByDefault() {
        let written = explanation("offByDefault.screen", variables: [:]) {
            withKnownIssue("Expected: a first run records the reference") {
                assertAccessibilitySnapshot(of: S.phone([S.element("Log in", 16, 100, 100, 44, traits: .button)]), as: .view, named: "screen")
            }
        }
        #expect(written == nil)
    }

    @Test("explain: true in the configuration explains without the environment variable")
    func configurationTurnsItOn() {
        let written = explanation("configurationTurnsItOn.screen", variables: [:]) {
            withKnownIssue("Expected: a first run records the reference") {
                assertAccessibilitySnapshot(of: S.phone([S.element("Log in", 16, 100, 100, 44, traits: .button)]), as: .view,
                                            named: "screen", configuration: .init(explain: true))
            }
        }
        #expect(written?.contains("UIView → element | isAccessibilityElement true; label \"Log in\"") == true)
    }

    @Test("a degenerate capture's explanation is written, ends with the check's finding, and its message points to it")
    func degenerateCaptureIsExplained() {
        let written = explanation("degenerateCaptureIsExplained.screen") {
            withKnownIssue("Expected: the capture is degenerate, its message ending with the explanation's path") {
                assertAccessibilitySnapshot(of: S.phone([]), as: .view, named: "screen")
            } matching: { issue in
                let message = issue.comments.first?.rawValue ?? ""
                return message.contains("\nCapture explanation: /")
                    && message.hasSuffix("/artifacts/CaptureExplanationTests/degenerateCaptureIsExplained.screen.capture.txt")
            }
        }
        #expect(written?.hasSuffix(
            "Degenerate-capture check: failed: the capture holds no accessibility elements: the reference would check nothing.\n") == true)
    }

    @Test("a degenerate capture without an explanation says how to get one")
    func degenerateCaptureSuggestsExplaining() {
        withKnownIssue("Expected: the capture is degenerate") {
            _ = AssertionSandbox.filesWritten {
                assertAccessibilitySnapshot(of: S.phone([]), as: .view, named: "screen")
            }
        } matching: { issue in
            issue.comments.first?.rawValue.contains(
                "set A11Y_SNAPSHOT_EXPLAIN=1 (TEST_RUNNER_A11Y_SNAPSHOT_EXPLAIN=1 for xcodebuild): it writes degenerateCaptureSuggestsExplaining.screen.capture.txt") == true
        }
    }

    @Test("each variant's capture is explained in its own file, the variant named in it")
    func variantsAreExplained() {
        let written = explanation("variantsAreExplained.screen.rtl") {
            withKnownIssue("Expected: a first run records the references") {
                assertAccessibilitySnapshot(of: S.phone([S.element("Log in", 16, 100, 100, 44, traits: .button)]), as: .view,
                                            named: "screen", configuration: .init(variants: [.rightToLeft]))
            }
        }
        #expect(written?.contains("  variant: right-to-left\n") == true)
        #expect(written?.contains("rows are read right to left") == true)
    }

    @Test("AccessibilityCapture.explanation(of:) gives the same text without an assertion")
    func explanationWithoutAssertion() {
        let text = AccessibilityCapture.explanation(of: S.phone([S.element("Log in", 16, 100, 100, 44, traits: .button)]))
        #expect(text.hasPrefix("A11ySnapshot capture explanation"))
        #expect(text.contains("  UIView → element | isAccessibilityElement true; label \"Log in\"; traits button"))
    }

    @Test("the children's source is named: the indexed API and the elements block", arguments: ["indexed", "block"])
    func childrenSources(kind: String) {
        let container: UIView
        if kind == "indexed" {
            let form = IndexedCard(frame: CGRect(x: 0, y: 100, width: 393, height: 100))
            form.vended = [S.node("Name", frame: CGRect(x: 16, y: 110, width: 200, height: 44))]
            container = form
        } else {
            container = S.view(0, 100, 393, 100)
            container.accessibilityElementsBlock = { [S.node("Name", frame: CGRect(x: 16, y: 110, width: 200, height: 44))] }
        }
        let text = AccessibilityCapture.explanation(of: S.phone([container]))
        let source = kind == "indexed" ? "accessibilityElementCount/accessibilityElement(at:)" : "accessibilityElementsBlock"
        #expect(text.contains("children from \(source) (1)"))
    }
}

/// Vends its elements through the indexed container methods only.
final class IndexedCard: UIView, UIAccessibilityIndexedContainer {
    var vended: [NSObject] = []

    func overriddenAccessibilityElementCount() -> Int { vended.count }
    func overriddenAccessibilityElement(at index: Int) -> Any? { vended.indices.contains(index) ? vended[index] : nil }
    func overriddenIndex(ofAccessibilityElement element: Any) -> Int { vended.firstIndex { $0 === element as AnyObject } ?? NSNotFound }
}
#endif
