#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// The test framework running the current code: Swift Testing when a Swift Testing test is
/// running, XCTest otherwise.
package enum TestFramework {
    /// Identifies the running Swift Testing test (its suite and function), or `nil` under XCTest.
    static var currentTestID: String? {
        #if canImport(Testing)
        if let test = Test.current { return test.id.description }
        #endif
        return nil
    }

    /// Reports a failure at the caller's location through the running framework.
    package static func recordFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: String(describing: fileID), filePath: String(describing: filePath),
                    line: Int(line), column: Int(column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #else
        print("\(filePath):\(line):\(column): error: \(message)")
        #endif
    }
}
