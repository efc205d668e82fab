#if os(Linux)
import A11ySnapshot
@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// Variants in live capture: each applied through UIKit's trait overrides (and, for
/// right-to-left, the semantic content attribute), read, and the view restored exactly; one
/// reference per variant beside the default one, named as documented.
@Suite("UIKit capture: variants")
@MainActor
struct VariantCaptureTests {
    /// A sign-in row: a body-text label that adjusts to the text size, and two buttons side by
    /// side placed leading and trailing, as Auto Layout would with leading/trailing constraints.
    final class SignInRow: UIView {
        let title = UILabel(frame: CGRect(x: 16, y: 100, width: 361, height: 21))
        let cancel = SimulatedScreen.element("Cancel", 16, 700, 170, 50, traits: .button)
        let pay = SimulatedScreen.element("Pay", 207, 700, 170, 50, traits: .button)

        init() {
            super.init(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            title.text = "Free delivery on orders over $50"
            title.font = .preferredFont(forTextStyle: .body)
            title.adjustsFontForContentSizeCategory = true
            title.isAccessibilityElement = true
            title.accessibilityLabel = title.text
            title.accessibilityTraits = .staticText
            [title, cancel, pay].forEach(addSubview)
        }

        override func layoutSubviews() {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            title.frame.size.height = title.font.lineHeight
            cancel.frame.origin.x = rtl ? 207 : 16
            pay.frame.origin.x = rtl ? 16 : 207
        }
    }

    @Test("accessibility size 5 scales the adjusting label's font, and the view gets its own size back")
    func contentSizeAppliedAndRestored() throws {
        let row = SignInRow()
        let large = try AccessibilityCapture.snapshot(of: row, variant: .contentSize(.accessibilityExtraExtraExtraLarge))
        #expect(large.elements.first?.textStyle?.size == 53)
        #expect(row.title.font.pointSize == 17)
        #expect(!row.traitOverrides.contains(UITraitPreferredContentSizeCategory.self))
        #expect(AccessibilityCapture.snapshot(of: row).elements.first?.textStyle?.size == 17)
    }

    @Test("an override the view had before is put back, not removed")
    func existingOverrideIsKept() throws {
        let row = SignInRow()
        row.traitOverrides.preferredContentSizeCategory = .extraLarge
        _ = try AccessibilityCapture.snapshot(of: row, variant: .contentSize(.accessibilityMedium))
        #expect(row.traitOverrides.contains(UITraitPreferredContentSizeCategory.self))
        #expect(row.traitOverrides.preferredContentSizeCategory == .extraLarge)
    }

    @Test("Bold Text makes the adjusting label bold, and only for the capture")
    func boldTextAppliedAndRestored() throws {
        let row = SignInRow()
        #expect(try AccessibilityCapture.snapshot(of: row, variant: .boldText).elements.first?.textStyle?.isBold == true)
        #expect(!row.traitOverrides.contains(UITraitLegibilityWeight.self))
        #expect(AccessibilityCapture.snapshot(of: row).elements.first?.textStyle?.isBold != true)
    }

    @Test("right-to-left mirrors the row and reads it from the right, then the views are as before")
    func rightToLeftAppliedAndRestored() throws {
        let row = SignInRow()
        let mirrored = try AccessibilityCapture.snapshot(of: row, variant: .rightToLeft)
        #expect(mirrored.elements.map(\.label) == ["Free delivery on orders over $50", "Cancel", "Pay"])
        #expect(mirrored.elements[1].frame.x == 207, "Cancel is on the right")
        #expect(row.semanticContentAttribute == .unspecified)
        #expect(row.subviews.allSatisfy { $0.semanticContentAttribute == .unspecified })
        #expect(!row.traitOverrides.contains(UITraitLayoutDirection.self))
        #expect(row.cancel.frame.origin.x == 16, "laid out left to right again")
        // Read right to left, the row starts with the element on the right: Cancel.
        let comparison = VariantComparison(base: AccessibilityCapture.snapshot(of: row), variant: .rightToLeft, screen: mirrored)
        #expect(comparison.findings.isEmpty)
    }

    @Test("a view forcing left-to-right keeps it in the right-to-left variant")
    func forcedDirectionIsKept() throws {
        let row = SignInRow()
        row.pay.semanticContentAttribute = .forceLeftToRight
        _ = try AccessibilityCapture.snapshot(of: row, variant: .rightToLeft)
        #expect(row.pay.semanticContentAttribute == .forceLeftToRight)
    }

    /// Runs `body` in a host application with the assertions writing into a fresh temporary folder;
    /// returns the folder.
    private func inSandbox(_ body: () -> Void) throws -> String {
        let root = NSTemporaryDirectory() + "a11ysnapshot-variant-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let environment = SnapshotTestingEnvironment(snapshotDirectory: root + "/__Snapshots__", artifactsDirectory: root + "/artifacts")
        withHostApplication { SnapshotTestingEnvironment.$injected.withValue(environment, operation: body) }
        return root
    }

    private func references(in root: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root + "/__Snapshots__/VariantCaptureTests").sorted()
    }

    @Test("one assertion records the default reference and one per variant, with the documented names")
    func oneReferencePerVariant() throws {
        let row = SignInRow()
        let variants = AccessibilitySnapshotConfiguration(variants: [.contentSize(.accessibilityExtraExtraExtraLarge), .rightToLeft, .boldText])
        let root = try inSandbox {
            withKnownIssue("Expected: this test checks that the first run records four references and fails") {
                assertAccessibilitySnapshot(of: row, as: .view, named: "row", configuration: variants)
            }
            assertAccessibilitySnapshot(of: row, as: .view, named: "row", configuration: variants)
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try references(in: root) == [
            "oneReferencePerVariant.row.ax5.json", "oneReferencePerVariant.row.bold.json",
            "oneReferencePerVariant.row.json", "oneReferencePerVariant.row.rtl.json",
        ])
        let ax5 = try AccessibilitySnapshot(contentsOfFile: root + "/__Snapshots__/VariantCaptureTests/oneReferencePerVariant.row.ax5.json")
        #expect(ax5.name == "VariantCaptureTests/oneReferencePerVariant.row.ax5")
    }

    @Test("a variant's failure names the variant first")
    func failureNamesTheVariant() throws {
        let row = SignInRow()
        let root = try inSandbox {
            withKnownIssue("Expected: this test checks the first recording") {
                assertAccessibilitySnapshot(of: row, as: .view, named: "row", configuration: .init(variants: [.rightToLeft]))
            }
            row.pay.accessibilityLabel = "Pay now"
            let failures = SnapshotRecorder.current.verify(
                AccessibilityCapture.snapshot(of: row),
                variants: [(.rightToLeft, try! AccessibilityCapture.snapshot(of: row, variant: .rightToLeft))],
                named: "row", settings: .init(record: .never), fileID: "A11ySnapshotUIKitTests/VariantCaptureTests.swift",
                filePath: #filePath, function: "failureNamesTheVariant()", test: TestFramework.currentTestID)
            #expect(failures.count == 2)
            #expect(failures[1].message.hasPrefix("At right-to-left: Accessibility snapshot \"VariantCaptureTests/failureNamesTheVariant.row.rtl\" does not match"))
        }
        try? FileManager.default.removeItem(atPath: root)
    }

    // The .accessibilitySnapshots(…) trait exists with Swift 6.1 and later (swift-testing's TestScoping).
    #if compiler(>=6.1)
    @Test("a trait's variants apply to the captures in its scope", .accessibilitySnapshots(variants: [.boldText]))
    func traitVariants() throws {
        let row = SignInRow()
        let root = try inSandbox {
            withKnownIssue("Expected: this test checks the first recording") { assertAccessibilitySnapshot(of: row, as: .view) }
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try references(in: root) == ["traitVariants.bold.json", "traitVariants.json"])
    }
    #endif
}
#endif
