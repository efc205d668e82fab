// XCTest's core API as Swift sees it on Apple platforms, the part the package's XCTest module and
// its tests use. Swift-only API (the overlay's `XCTFail`, `XCTAssert…`, the `XCTIssue` struct,
// `XCTContext.runActivity(named:block:)`) follows Apple's documentation as docs/APPLE_API.md
// cites it. Objective-C `@optional` protocol requirements cannot be declared without the
// Objective-C runtime: they are requirements with empty default implementations here, which
// accepts the same conformances. Where a header states no isolation but requires the main
// thread, the declaration is `@MainActor`: the stricter reading, so nothing passes here that
// Xcode would reject.
import Foundation

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCTest.framework/Headers/XCTest.h
open class XCTest: NSObject {
    // Test support: XCTest creates tests.
    public override init() {}
    open var name: String { "" }
}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCTest.framework/Headers/XCTestCase.h
open class XCTestCase: XCTest {
    /// The Swift overlay's refinement of `-recordIssue:`.
    // From: theAppLaunchers/apple-docs-for-rag XCTest/md/xctest-xctestcase-record(_:).md
    open func record(_ issue: XCTIssue) {}
    open func setUp() {}
    open func tearDown() {}
}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCTest.framework/Headers/XCTIssue.h
public struct XCTIssue: @unchecked Sendable {
    public enum IssueType: Int, Sendable {
        case assertionFailure = 0, thrownError = 1, uncaughtException = 2, performanceRegression = 3, system = 4, unmatchedExpectedFailure = 5
    }
    public var type: IssueType
    public var compactDescription: String
    public var detailedDescription: String?
    public var sourceCodeContext: XCTSourceCodeContext
    public var associatedError: (any Error)?
    public var attachments: [XCTAttachment]
    public init(type: IssueType, compactDescription: String, detailedDescription: String? = nil,
                sourceCodeContext: XCTSourceCodeContext = XCTSourceCodeContext(),
                associatedError: (any Error)? = nil, attachments: [XCTAttachment] = []) {
        self.type = type
        self.compactDescription = compactDescription
        self.detailedDescription = detailedDescription
        self.sourceCodeContext = sourceCodeContext
        self.associatedError = associatedError
        self.attachments = attachments
    }
}

// From: theAppLaunchers/apple-docs-for-rag XCTest/md/xctest-xctsourcecodecontext.md
open class XCTSourceCodeContext: NSObject {
    open var location: XCTSourceCodeLocation? { nil }
    public override init() {}
}

// From: theAppLaunchers/apple-docs-for-rag XCTest/md/xctest-xctsourcecodelocation.md
open class XCTSourceCodeLocation: NSObject {
    open var fileURL: URL { URL(fileURLWithPath: "/") }
    open var lineNumber: Int { 0 }
    public init(fileURL: URL, lineNumber: Int) {}
}

/// `@optional` methods (see above); no isolation in the header.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCTest.framework/Headers/XCTestObservation.h
public protocol XCTestObservation: NSObjectProtocol {
    func testCaseWillStart(_ testCase: XCTestCase)
    func testCaseDidFinish(_ testCase: XCTestCase)
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue)
}

extension XCTestObservation {
    public func testCaseWillStart(_ testCase: XCTestCase) {}
    public func testCaseDidFinish(_ testCase: XCTestCase) {}
    public func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {}
}

/// Observers are added and removed on the main thread only (docs/APPLE_API.md).
// From: theAppLaunchers/apple-docs-for-rag XCTest/md/xctest-xctestobservationcenter.md
@MainActor
open class XCTestObservationCenter: NSObject {
    public class var shared: XCTestObservationCenter { fatalError() }
    open func addTestObserver(_ testObserver: any XCTestObservation) {}
    open func removeTestObserver(_ testObserver: any XCTestObservation) {}
}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCTest.framework/Headers/XCTAttachment.h
open class XCTAttachment: NSObject {
    public enum Lifetime: Int, Sendable { case keepAlways = 0, deleteOnSuccess = 1 }
    public init(data payload: Data, uniformTypeIdentifier identifier: String) {}
    public init(string: String) {}
    open var name: String?
    open var lifetime: Lifetime = .deleteOnSuccess
    open var uniformTypeIdentifier: String { "" }
}

// From: theAppLaunchers/apple-docs-for-rag XCTest/md/xctest-xctactivity.md
public protocol XCTActivity: NSObjectProtocol {
    var name: String { get }
    func add(_ attachment: XCTAttachment)
}

/// `runActivityNamed:block:` must be called on the main thread (XCTContext.h); the Swift method is
/// `@MainActor @preconcurrency` and its block `@MainActor`.
// From: theos/sdks iPhoneOS14.0.sdk/Developer/Library/Frameworks/XCTest.framework/Headers/XCTContext.h
// From: theAppLaunchers/apple-docs-for-rag XCTest/md/xctest-xctcontext-runactivity(named:block:).md
open class XCTContext: NSObject {
    @MainActor @preconcurrency
    public class func runActivity<Result>(named name: String, block: @MainActor (any XCTActivity) throws -> Result) rethrows -> Result { fatalError() }
}

// From: theAppLaunchers/apple-docs-for-rag XCTest/md/xctest-xctfail(_:file:line:).md
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}
// From: theAppLaunchers/apple-docs-for-rag XCTest/md/xctest-xctasserttrue(_:_:file:line:).md
public func XCTAssertTrue(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {}
// From: theAppLaunchers/apple-docs-for-rag XCTest/md/xctest-xctassertfalse(_:_:file:line:).md
public func XCTAssertFalse(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {}
// From: theAppLaunchers/apple-docs-for-rag XCTest/md/xctest-xctassertnil(_:_:file:line:).md
public func XCTAssertNil(_ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {}
// From: theAppLaunchers/apple-docs-for-rag XCTest/md/xctest-xctassertequal(_:_:_:file:line:).md
public func XCTAssertEqual<T: Equatable>(_ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {}
