import A11ySnapshot

/// How `assertAccessibilitySnapshot(of:as:…)` and `verifyAccessibilitySnapshot(of:as:…)` capture
/// a value of one kind: a strategy, as swift-snapshot-testing's `Snapshotting` is one.
///
/// The library's strategies are static factories, each with the knobs only its kind understands:
/// `.view`, `.viewController(size:)` and `.swiftUI(size:)` (`A11ySnapshotUIKit`),
/// `.element(importOptions:)` and `.app(audit:importOptions:)` (`A11ySnapshotXCUI`). Settings a
/// scope can set (`variants`, `allowEmpty`, `explain`) are not a strategy's: they come from
/// ``AccessibilitySnapshotConfiguration``.
///
/// ```swift
/// assertAccessibilitySnapshot(of: LoginViewController(), as: .viewController(size: CGSize(width: 393, height: 852)))
/// ```
///
/// Capture a type of your own by deriving its strategy from an existing one with
/// ``pullback(_:)``, or, for a source of snapshots of your own, with ``init(_:)``. A strategy
/// captures on the main actor.
public struct AccessibilityCapturing<Value> {
    /// Whether the value is also captured as each of the scope's variants (UIKit and SwiftUI
    /// captures); the others capture the default screen only.
    package var capturesVariants: Bool
    /// What a failed capture names ("… of the element"); `nil` names nothing.
    package var subject: String?
    /// Captures `value` as the context says: the default screen or one variant.
    package var capture: @MainActor (_ value: Value, _ context: CaptureContext) throws -> LiveCapture

    package init(capturesVariants: Bool, subject: String? = nil,
                 capture: @escaping @MainActor (_ value: Value, _ context: CaptureContext) throws -> LiveCapture) {
        self.capturesVariants = capturesVariants
        self.subject = subject
        self.capture = capture
    }

    /// A strategy that captures a value as `capture` turns it into a snapshot: for a source of
    /// your own, such as a dump your UI test saved or another framework's accessibility tree. It
    /// captures the default screen only (the scope's variants are for UIKit and SwiftUI
    /// captures), and its snapshot is recorded and compared as it is returned.
    ///
    /// ```swift
    /// extension AccessibilityCapturing where Value == URL {
    ///     static var dump: Self {
    ///         AccessibilityCapturing { url in try DumpImport.snapshot(fromDump: Array(Data(contentsOf: url)), file: url.path) }
    ///     }
    /// }
    /// ```
    ///
    /// An error `capture` throws fails the capture.
    public init(_ capture: @escaping @MainActor (Value) throws -> AccessibilitySnapshot) {
        self.init(capturesVariants: false) { value, _ in LiveCapture(snapshot: try capture(value)) }
    }

    /// A strategy for `NewValue` that turns each value into this strategy's `Value` and captures
    /// that, with this strategy's variants and failure wording.
    ///
    /// ```swift
    /// extension AccessibilityCapturing where Value == Screen {
    ///     static var phone: Self {
    ///         AccessibilityCapturing<UIViewController>.viewController(size: CGSize(width: 393, height: 852))
    ///             .pullback { (screen: Screen) in screen.makeViewController() }
    ///     }
    /// }
    /// ```
    ///
    /// `transform` runs on the main actor once for each capture: for the default screen and for
    /// each variant. An error it throws fails the capture, as a capture's own error does.
    public func pullback<NewValue>(
        _ transform: @escaping @MainActor (NewValue) throws -> Value
    ) -> AccessibilityCapturing<NewValue> {
        let capture = capture
        return AccessibilityCapturing<NewValue>(capturesVariants: capturesVariants, subject: subject) { value, context in
            try capture(try transform(value), context)
        }
    }
}

/// What one capture of a strategy is for: the variant to show, whether to explain the walk, and
/// the reference it will be compared with.
package struct CaptureContext {
    /// The variant to capture; `nil` for the default screen.
    package var variant: AccessibilityVariant?
    /// Whether the capture explains its walk (`explain`, `A11Y_SNAPSHOT_EXPLAIN`).
    package var explains: Bool
    /// The assertion the capture is for.
    private var assertion: SnapshotAssertion

    package init(variant: AccessibilityVariant?, explains: Bool, assertion: SnapshotAssertion) {
        self.variant = variant
        self.explains = explains
        self.assertion = assertion
    }

    /// The reference the capture will be compared with, read before it is captured (Apple's
    /// audit baseline); `nil` when there is none yet.
    package func upcomingReference() -> AccessibilitySnapshot? {
        assertion.upcomingReference()
    }
}

extension SnapshotAssertion {
    /// Captures `value` with `strategy` (and each variant, when it captures them) and asserts the
    /// captures; see ``assert(capturesVariants:subject:_:)``.
    @MainActor
    package func assert<Value>(_ value: Value, as strategy: AccessibilityCapturing<Value>) {
        let explains = explains
        assert(capturesVariants: strategy.capturesVariants, subject: strategy.subject) { variant in
            try strategy.capture(value, CaptureContext(variant: variant, explains: explains, assertion: self))
        }
    }

    /// Captures `value` with `strategy` and checks the captures like ``assert(_:as:)``, returning
    /// the first failure's message instead of reporting it.
    @MainActor
    package func verify<Value>(_ value: Value, as strategy: AccessibilityCapturing<Value>) -> String? {
        let explains = explains
        return verify(capturesVariants: strategy.capturesVariants, subject: strategy.subject) { variant in
            try strategy.capture(value, CaptureContext(variant: variant, explains: explains, assertion: self))
        }
    }
}
