#if os(Linux)
import Foundation

/// Mirrors XCTest / XCUIAutomation: `@MainActor class XCUIElement : NSObject` (an
/// `XCUIApplication` is one), the one member the adapter calls: `snapshot()`.
@MainActor
open class XCUIElement: NSObject {
    /// Test support: what `snapshot()` returns or throws. XCTest resolves the element in the
    /// application under test instead; `XCUIElement` has no public initializer there.
    private let makeSnapshot: @MainActor () throws -> any XCUIElementSnapshot

    /// Test support: an element whose snapshot `makeSnapshot` provides.
    public init(snapshot makeSnapshot: @escaping @MainActor () throws -> any XCUIElementSnapshot) {
        self.makeSnapshot = makeSnapshot
        super.init()
    }

    /// Mirrors XCUIElementSnapshotProviding: `func snapshot() throws -> any XCUIElementSnapshot`.
    open func snapshot() throws -> any XCUIElementSnapshot {
        try makeSnapshot()
    }
}
#endif
