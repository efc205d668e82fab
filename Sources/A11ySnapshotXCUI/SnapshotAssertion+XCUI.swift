#if os(iOS) || os(macOS) || os(tvOS) || os(visionOS)
#if canImport(XCTest)
import XCTest
#endif
#elseif os(Linux)
import AppleShim
#endif

#if ((os(iOS) || os(macOS) || os(tvOS) || os(visionOS)) && canImport(XCTest)) || os(Linux)
import A11ySnapshot
import A11ySnapshotTesting

/// The UI-test assertions' capture, shared by the plain and the audited one.
extension SnapshotAssertion {
    /// `element`'s snapshot, or `nil` after reporting why it could not be captured ("could not
    /// capture an accessibility snapshot of the <subject>: …").
    @MainActor
    func capture(_ element: XCUIElement, subject: String, options: ImportOptions) -> AccessibilitySnapshot? {
        attempt("could not capture an accessibility snapshot of the \(subject)") {
            try XCUIAccessibilityCapture.snapshot(of: element, options: options)
        }
    }
}
#endif
