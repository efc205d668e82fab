import A11ySnapshot
@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import Foundation
import Testing

/// A strategy made with `AccessibilityCapturing.init(_:)`, for a source of snapshots of the
/// adopter's own (a dump a UI test saved, another framework's tree).
@Suite("Capture strategies of one's own")
struct CustomCaptureStrategyTests {
    struct Screen {
        let title: String
    }

    struct NoScreen: Error {}

    static var screens: AccessibilityCapturing<Screen> {
        AccessibilityCapturing { screen in
            AccessibilitySnapshot(name: "", viewport: Frame(0, 0, 393, 852), elements: [.header(screen.title, frame: Frame(16, 60, 361, 40))])
        }
    }

    @MainActor
    private func verify(_ screen: Screen, as strategy: AccessibilityCapturing<Screen> = Self.screens, in sandbox: Sandbox) -> String? {
        SnapshotTestingEnvironment.$injected.withValue(sandbox.environment) {
            verifyAccessibilitySnapshot(of: screen, as: strategy, named: "inbox")
        }
    }

    @Test("it records what its capture returns, passes on the same screen and fails on a changed one")
    @MainActor func recordsComparesAndFails() throws {
        try Sandbox.run { sandbox in
            #expect(verify(Screen(title: "Inbox"), in: sandbox)?.hasPrefix("No reference for accessibility snapshot") == true)
            #expect(verify(Screen(title: "Inbox"), in: sandbox) == nil)
            let changed = try #require(verify(Screen(title: "Outbox"), in: sandbox))
            #expect(changed.contains("label: \"Inbox\" → \"Outbox\""))
        }
    }

    @Test("an error its capture throws fails the assertion and records nothing")
    @MainActor func captureErrorFails() throws {
        let failing = AccessibilityCapturing<Screen> { _ in throw NoScreen() }
        try Sandbox.run { sandbox in
            let message = try #require(verify(Screen(title: "Inbox"), as: failing, in: sandbox))
            #expect(message.hasPrefix("could not capture an accessibility snapshot: NoScreen"))
            #expect(!FileManager.default.fileExists(atPath: sandbox.root + "/__Snapshots__"))
        }
    }
}
