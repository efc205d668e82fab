#if os(Linux)
import A11ySnapshot
@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
@testable import A11ySnapshotXCUI
import AppleShim
import Foundation
import Testing

/// Apple's accessibility audit with a baseline, through the shim's model of
/// `performAccessibilityAudit(for:_:)`: each issue tied to its snapshot element, stored with the
/// snapshot, classified new, resolved or unchanged, and handled (`true`) only when the reference
/// already had it, so XCTest fails just for new issues.
@Suite("Apple's audit with a baseline")
@MainActor
struct AppleAuditTests {
    static func element(_ type: XCUIElement.ElementType, _ label: String, id: String = "", _ frame: CGRect) -> FakeElementSnapshot {
        var element = FakeElementSnapshot(type, label: label, frame: frame)
        element.identifier = id
        return element
    }

    static let title = element(.staticText, "Sign in", CGRect(x: 16, y: 103, width: 361, height: 41))
    static let submit = element(.button, "Log in", id: "login.submit", CGRect(x: 16, y: 324, width: 361, height: 50))
    static let help = element(.button, "?", CGRect(x: 340, y: 40, width: 20, height: 20))

    /// The app with `issues` for the audit to find.
    static func app(issues: (XCUIApplication) -> [XCUIAccessibilityAuditIssue]) -> XCUIApplication {
        let app = XCUIApplication(snapshot: { FakeElementSnapshot.app([title, submit, help]) })
        app.auditIssuesForTesting = issues(app)
        return app
    }

    static func on(_ snapshot: FakeElementSnapshot) -> XCUIElement { XCUIElement(snapshot: { snapshot }) }

    @Test("an issue is tied to its element by identifier, else by frame and label; one without an element is screen-wide")
    func issuesMapToElements() throws {
        let app = Self.app { _ in [] }
        let snapshot = try XCUIAccessibilityCapture.snapshot(of: app)
        let byIdentifier = AppleAuditBaseline.issue(
            XCUIAccessibilityAuditIssue(auditType: .contrast, element: Self.on(Self.submit), compactDescription: "Contrast failed"), in: snapshot)
        let byFrame = AppleAuditBaseline.issue(
            XCUIAccessibilityAuditIssue(auditType: .hitRegion, element: Self.on(Self.help), compactDescription: "Hit region too small"), in: snapshot)
        let screenWide = AppleAuditBaseline.issue(
            XCUIAccessibilityAuditIssue(auditType: .elementDetection, element: nil, compactDescription: "Element not detected"), in: snapshot)
        #expect(byIdentifier == AppleAuditIssue(auditType: "contrast", message: "Contrast failed", elementPath: [1]))
        #expect(byFrame == AppleAuditIssue(auditType: "hitRegion", message: "Hit region too small", elementPath: [2]))
        #expect(screenWide.elementPath == nil)
        #expect(byFrame.ruleID == "apple-audit-hit-region")
    }

    @Test("stored issues are reported as error violations of their element")
    func issuesAreViolations() throws {
        var snapshot = try XCUIAccessibilityCapture.snapshot(of: Self.app { _ in [] })
        snapshot.appleAudit = [AppleAuditIssue(auditType: "textClipped", message: "Text clipped", elementPath: [0])]
        let violations = try RuleEngine().check(snapshot).violations.filter { $0.ruleID.hasPrefix("apple-audit-") }
        #expect(violations.map(\.ruleID) == ["apple-audit-text-clipped"])
        #expect(violations.first?.severity == .error)
        #expect(violations.first?.element.path == "0")
        #expect(violations.first?.wcag == ["1.4.4"])
    }

    @Test("the baseline: known issues are handled, new ones fail in XCTest and in the assertion, fixed ones are resolved")
    func baselineClassifiesAndHandles() throws {
        let first = Self.app { _ in [
            XCUIAccessibilityAuditIssue(auditType: .contrast, element: Self.on(Self.submit), compactDescription: "Contrast failed"),
            XCUIAccessibilityAuditIssue(auditType: .textClipped, element: Self.on(Self.title), compactDescription: "Text clipped"),
        ] }
        let second = Self.app { _ in [
            XCUIAccessibilityAuditIssue(auditType: .contrast, element: Self.on(Self.submit), compactDescription: "Contrast failed"),
            XCUIAccessibilityAuditIssue(auditType: .hitRegion, element: Self.on(Self.help), compactDescription: "Hit region too small"),
        ] }
        final class Captured: @unchecked Sendable {
            private let lock = NSLock()
            private var text: String?
            var message: String? { lock.withLock { text } }
            func set(_ value: String) { lock.withLock { text = value } }
        }
        let captured = Captured()
        let root = try inSandbox {
            withKnownIssue("Expected: this test checks that the first run records the audit baseline") {
                assertAccessibilitySnapshot(of: first, as: .app(audit: .all), named: "login")
            }
            withKnownIssue("Expected: this test checks that a new audit issue fails") {
                assertAccessibilitySnapshot(of: second, as: .app(audit: .all), named: "login")
            } matching: { issue in
                captured.set(issue.comments.map(\.rawValue).joined())
                return true
            }
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(second.auditFailuresForTesting.map(\.compactDescription) == ["Hit region too small"],
                "XCTest fails only for the issue the reference did not have")
        let text = try #require(captured.message)
        #expect(text.contains("New accessibility violations (1):"))
        #expect(text.contains("[2] error apple-audit-hit-region: Hit region too small"))
        #expect(text.contains("Resolved accessibility violations"))
        #expect(text.contains("apple-audit-text-clipped: Text clipped"))
        #expect(!text.contains("apple-audit-contrast"), "the issue the reference had is unchanged, not listed")
        let reference = try AccessibilitySnapshot(contentsOfFile: root + "/__Snapshots__/AppleAuditTests/baselineClassifiesAndHandles.login.json")
        #expect(reference.appleAudit?.map(\.auditType) == ["textClipped", "contrast"], "in reading order")
    }

    @Test("only the requested audit types run")
    func requestedTypesOnly() throws {
        let app = Self.app { _ in [
            XCUIAccessibilityAuditIssue(auditType: .contrast, element: Self.on(Self.submit), compactDescription: "Contrast failed"),
            XCUIAccessibilityAuditIssue(auditType: .hitRegion, element: Self.on(Self.help), compactDescription: "Hit region too small"),
        ] }
        let root = try inSandbox {
            withKnownIssue("Expected: this test checks the first recording") {
                assertAccessibilitySnapshot(of: app, as: .app(audit: [.hitRegion]), named: "hits")
            }
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let reference = try AccessibilitySnapshot(contentsOfFile: root + "/__Snapshots__/AppleAuditTests/requestedTypesOnly.hits.json")
        #expect(reference.appleAudit == [AppleAuditIssue(auditType: "hitRegion", message: "Hit region too small", elementPath: [2])])
    }
}
#endif
