#if os(Linux)
import Foundation

/// XCUI_SWIFT_MAIN_ACTOR (`@MainActor`, see XCUIAutomationDefines.h); no availability
/// annotation. `init`/`new` are unavailable in XCTest (elements come from queries). Its
/// XCUIElementAttributes conformance is left out: the adapter reads attributes from snapshots.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCUIAutomation.framework/Headers/XCUIElement.h
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCUIAutomation.framework/Headers/XCUIAutomationDefines.h
@MainActor
open class XCUIElement: NSObject {
    // Test support: what `snapshot()` returns or throws.
    private let makeSnapshot: @MainActor () throws -> any XCUIElementSnapshot

    // Test support: an element whose snapshot `makeSnapshot` provides.
    public init(snapshot makeSnapshot: @escaping @MainActor () throws -> any XCUIElementSnapshot) {
        self.makeSnapshot = makeSnapshot
        super.init()
    }

    /// `snapshotWithError:` (XCUIElementSnapshotProviding): a nullable result with an
    /// `NSError **` imports as a non-optional `throws` method.
    open func snapshot() throws -> any XCUIElementSnapshot {
        try makeSnapshot()
    }
}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCUIAutomation.framework/Headers/XCUIElement.h
@MainActor
public protocol XCUIElementSnapshotProviding: NSObjectProtocol {
    func snapshot() throws -> any XCUIElementSnapshot
}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCUIAutomation.framework/Headers/XCUIElement.h
extension XCUIElement: XCUIElementSnapshotProviding {}
#endif
