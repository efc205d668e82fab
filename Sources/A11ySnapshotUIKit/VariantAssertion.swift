#if os(iOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import AppleShim
#endif

#if os(iOS) || os(visionOS) || os(Linux)
import A11ySnapshot
import A11ySnapshotTesting

/// The assertion behind the UIKit and SwiftUI entries: the default capture, then one capture
/// per variant (the call's `variants:`, else the trait's or scope's), each compared with its own
/// reference beside the default one.
@MainActor
enum VariantAssertion {
    static func assert(
        capture: (AccessibilityVariant?) throws -> AccessibilitySnapshot,
        variants: [AccessibilityVariant]?,
        named name: String?,
        record: AccessibilitySnapshotRecordMode?,
        options: DiffOptions?,
        failOn: ViolationPolicy?,
        rules: RuleConfiguration?,
        fileID: StaticString, filePath: StaticString, testName: String, line: UInt, column: UInt
    ) {
        let base: AccessibilitySnapshot
        do {
            base = try capture(nil)
        } catch {
            TestFramework.recordFailure("could not capture an accessibility snapshot: \(error)",
                                        fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
        var captured: [(variant: AccessibilityVariant, snapshot: AccessibilitySnapshot)] = []
        for variant in SnapshotAssertion.variants(variants) {
            do {
                captured.append((variant, try capture(variant)))
            } catch {
                TestFramework.recordFailure("At \(variant.title): could not capture the variant: \(error)",
                                            fileID: fileID, filePath: filePath, line: line, column: column)
            }
        }
        SnapshotAssertion.assert(base, variants: captured, named: name, record: record, options: options, failOn: failOn,
                                 rules: rules, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    }
}
#endif
