#if os(Linux)
import A11ySnapshot
import A11ySnapshotAssertions
import A11ySnapshotTesting
@testable import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// A live capture that looks like that of a broken environment fails the assertion with its own
/// message (the likely cause and the fix) and records nothing, unless `allowEmpty` is set. The
/// shim does not fill in UIKit's defaults for its controls, which is what a process without
/// accessibility automation looks like: a label with text that is no element, or is one without
/// a label.
@Suite("UIKit capture: captures that record nothing", .serialized)
@MainActor
struct DegenerateCaptureTests {
    typealias S = SimulatedScreen

    /// Asserts `view`, expecting a failure whose message contains each of `parts`; returns the
    /// files the assertion wrote.
    private func failingAssertion(of view: UIView, containing parts: [String]) -> [String] {
        AssertionSandbox.filesWritten {
            withKnownIssue("Expected: the capture is degenerate") {
                assertAccessibilitySnapshot(of: view, as: .view, named: "screen")
            } matching: { issue in
                let message = issue.comments.first?.rawValue ?? ""
                return message.contains("was not recorded or compared") && parts.allSatisfy(message.contains)
            }
        }
    }

    /// Asserts `controller` on a phone screen as `.swiftUI(size:)` asserts its hosting controller.
    private func assertAsSwiftUIHost(_ controller: UIViewController, named name: String, testName: String = #function,
                                     line: UInt = #line, column: UInt = #column) {
        assertAccessibilitySnapshot(of: controller, as: .swiftUIHost(size: CGSize(width: 393, height: 852)), named: name,
                                    testName: testName, line: line, column: column)
    }

    private func label(_ text: String, _ y: Double) -> UILabel {
        let label = UILabel(frame: CGRect(x: 16, y: y, width: 300, height: 30))
        label.text = text
        return label
    }

    private func titledButton(_ title: String, _ y: Double) -> UIButton {
        let button = UIButton(frame: CGRect(x: 16, y: y, width: 200, height: 44))
        button.titleLabel?.text = title
        return button
    }

    /// Runs `body` with the automation switch in the state a fresh process reaches with
    /// `prepare` applied to the library, then back to a fresh process.
    private func withAutomation(_ prepare: () -> Void, _ body: () -> Void) {
        LibAccessibility.reset()
        AccessibilityAutomation.resetForTesting()
        prepare()
        body()
        LibAccessibility.reset()
        AccessibilityAutomation.resetForTesting()
    }

    @Test("a screen with no element at all fails, naming what may hide its content")
    func noElements() {
        let written = failingAssertion(of: S.phone([S.view(16, 100, 100, 40)]), containing: [
            "the capture holds no accessibility elements: the reference would check nothing.",
            "isHidden, alpha, accessibilityElementsHidden", "allowEmpty: true",
        ])
        #expect(written.isEmpty)
    }

    @Test("no element although standard controls show: the message says what the automation switch reported")
    func noElementsWithControls() {
        withAutomation({ LibAccessibility.isPresent = false }) {
            let written = failingAssertion(of: S.phone([label("Welcome", 100)]), containing: [
                "the capture holds no accessibility elements, though the view shows standard controls: UILabel \"Welcome\".",
                "the automation switch could not switch it on: /usr/lib/libAccessibility.dylib could not be opened.",
                "capture from a UI test (A11ySnapshotXCUI)",
            ])
            #expect(written.isEmpty)
        }
    }

    @Test("standard controls with text and no element with a label: automation turned off is named, with its fix")
    func noLabels() {
        withAutomation({ AccessibilityAutomation.isSwitchingOn = false }) {
            let welcome = label("Welcome", 100)
            welcome.isAccessibilityElement = true
            welcome.accessibilityTraits = .staticText
            let written = failingAssertion(of: S.phone([welcome]), containing: [
                "no captured element has a label, though the view shows standard controls with text: UILabel \"Welcome\".",
                "switching automation on was turned off (A11Y_SNAPSHOT_AUTOMATION=off, or AccessibilityAutomation.isSwitchingOn = false).",
                "Fix: remove A11Y_SNAPSHOT_AUTOMATION=off",
            ])
            #expect(written.isEmpty)
        }
    }

    @Test("standard controls and labelled elements without any trait fail, automation reported on")
    func noTraits() {
        withAutomation({}) {
            let button = S.accessible(titledButton("Log in", 100), "Log in")
            let written = failingAssertion(of: S.phone([button]), containing: [
                "no captured element has a trait, though the view shows standard controls that have traits: UIButton \"Log in\".",
                "the automation switch reported it on (AccessibilityAutomation.state is .enabled)",
                "Host application required",
            ])
            #expect(written.isEmpty)
        }
    }

    @Test("a captured view without area fails, saying how to give it a size")
    func viewWithoutArea() {
        let written = failingAssertion(of: S.view(0, 0, 0, 0, [S.element("Log in", 0, 0, 100, 44, traits: .button)]), containing: [
            "the captured view is 0×0 points, so nothing it holds is on screen for VoiceOver.",
            "Fix: give it a frame",
        ])
        #expect(written.isEmpty)
    }

    @Test("a view in a window without area fails, naming the window")
    func windowWithoutArea() {
        let window = UIWindow(frame: .zero)
        let screen = S.phone([S.element("Log in", 16, 100, 100, 44, traits: .button)])
        window.addSubview(screen)
        let written = failingAssertion(of: screen, containing: ["the window the view was read in is 0×0 points"])
        #expect(written.isEmpty)
    }

    @Test("a view that leaves its window during layout fails as read in no window")
    func notInWindow() {
        let written = failingAssertion(of: LeavesItsWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852)), containing: [
            "the captured view was in no window when it was read",
        ])
        #expect(written.isEmpty)
    }

    @Test("a SwiftUI host that exposes nothing, even after a second layout pass, fails saying so")
    func swiftUIHostWithoutElements() {
        let controller = UIViewController()
        controller.view = S.view(0, 0, 393, 852)
        let written = AssertionSandbox.filesWritten {
            withKnownIssue("Expected: the SwiftUI host exposes nothing") {
                assertAsSwiftUIHost(controller, named: "screen")
            } matching: { issue in
                issue.comments.first?.rawValue.contains(
                    "the SwiftUI view exposed no accessibility elements: the SwiftUI hosting view exposed no elements on the first pass; "
                        + "a second layout pass did not change that.") == true
            }
        }
        #expect(written.isEmpty)
    }

    @Test("a SwiftUI host whose elements appear on the second layout pass is captured with them")
    func swiftUIHostSecondPass() throws {
        let controller = UIViewController()
        controller.view = LateElements(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let root = AssertionSandbox.run {
            withKnownIssue("Expected: a first run records the reference") {
                assertAsSwiftUIHost(controller, named: "late")
            } matching: { issue in
                issue.comments.first?.rawValue.hasPrefix("No reference for accessibility snapshot") == true
            }
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let reference = try AccessibilitySnapshot(
            contentsOfFile: root + "/__Snapshots__/DegenerateCaptureTests/swiftUIHostSecondPass.late.json")
        #expect(reference.elements.map(\.label) == ["Appeared"])
    }

    @Test("allowEmpty: true records an intentionally empty screen")
    func allowEmptyRecords() throws {
        let root = AssertionSandbox.run {
            withKnownIssue("Expected: a first run records the reference") {
                assertAccessibilitySnapshot(of: S.phone([]), as: .view, named: "empty", configuration: .init(allowEmpty: true))
            } matching: { issue in
                issue.comments.first?.rawValue.hasPrefix("No reference for accessibility snapshot") == true
            }
            assertAccessibilitySnapshot(of: S.phone([]), as: .view, named: "empty", configuration: .init(allowEmpty: true))
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let reference = try AccessibilitySnapshot(contentsOfFile: root + "/__Snapshots__/DegenerateCaptureTests/allowEmptyRecords.empty.json")
        #expect(reference.elements.isEmpty)
    }

    @Test("allowEmpty set in a scope's configuration records an empty view controller")
    func allowEmptyFromScope() {
        let controller = UIViewController()
        controller.view = S.phone([])
        let written = AssertionSandbox.filesWritten {
            withAccessibilitySnapshotTesting(AccessibilitySnapshotConfiguration(allowEmpty: true)) {
                withKnownIssue("Expected: a first run records the reference") {
                    assertAccessibilitySnapshot(of: controller, as: .viewController(size: CGSize(width: 393, height: 852)), named: "empty")
                }
            }
        }
        #expect(written.contains("__Snapshots__/DegenerateCaptureTests/allowEmptyFromScope.empty.json"))
    }

    #if compiler(>=6.1)
    @Test("the trait's allowEmpty: true records an empty screen, and its explain: true explains it",
          .accessibilitySnapshots(allowEmpty: true, explain: true))
    func traitAllowsEmptyAndExplains() {
        let written = AssertionSandbox.filesWritten {
            withKnownIssue("Expected: a first run records the reference") {
                assertAccessibilitySnapshot(of: S.phone([]), as: .view, named: "empty")
            }
        }
        #expect(written.contains("__Snapshots__/DegenerateCaptureTests/traitAllowsEmptyAndExplains.empty.json"))
        #expect(written.contains("artifacts/DegenerateCaptureTests/traitAllowsEmptyAndExplains.empty.capture.txt"))
    }
    #endif

    @Test("the assertion configuration's allowEmpty: false wins over a scope's true")
    func assertionArgumentWins() {
        let written = AssertionSandbox.filesWritten {
            withAccessibilitySnapshotTesting(AccessibilitySnapshotConfiguration(allowEmpty: true)) {
                withKnownIssue("Expected: the capture is degenerate") {
                    assertAccessibilitySnapshot(of: S.phone([]), as: .view, named: "empty", configuration: .init(allowEmpty: false))
                } matching: { issue in
                    issue.comments.first?.rawValue.contains("was not recorded or compared") == true
                }
            }
        }
        #expect(written.isEmpty)
    }
}

/// Removes itself from its window when laid out.
private final class LeavesItsWindow: UIView {
    override func layoutSubviews() {
        removeFromSuperview()
    }
}

/// Shows its element only from its second layout on, as a SwiftUI host can.
private final class LateElements: UIView {
    private var layouts = 0

    override func layoutSubviews() {
        layouts += 1
        if layouts == 2 { addSubview(SimulatedScreen.element("Appeared", 16, 100, 200, 44, traits: .staticText)) }
    }
}
#endif
