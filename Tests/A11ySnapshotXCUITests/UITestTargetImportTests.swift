#if os(Linux)
import Foundation
import Testing

/// A UI-test target can import `A11ySnapshotXCUI`. Xcode compiles UI-test targets with
/// `-module-alias Testing=_Testing_Unavailable`, so a module there cannot load any module that
/// imports Swift Testing, directly or through its dependencies (pointfreeco/swift-snapshot-testing
/// #975 and its "UI Testing" documentation). These tests type-check a UI test with that flag
/// against the modules of this build.
@Suite("UI-test targets")
struct UITestTargetImportTests {
    /// A UI test as a user writes it, plus the module under test.
    private static func uiTest(importing module: String) -> String {
        """
        import AppleShim
        import XCTest
        import \(module)

        final class LoginUITests: XCTestCase {
            @MainActor func checkLoginScreen(of app: XCUIApplication) {
                assertAccessibilitySnapshot(of: app, as: .element())
                assertAccessibilitySnapshot(of: app, as: .element(), named: "filled", record: .failed)
            }
        }
        """
    }

    @Test("A11ySnapshotXCUI type-checks with Swift Testing made unimportable, as in Xcode's UI-test targets")
    func xcuiModuleBuildsInAUITestTarget() throws {
        guard let compiler = UITestCompiler.find() else { return }
        let result = try compiler.typeCheck(Self.uiTest(importing: "A11ySnapshotXCUI"))
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test("the probe fails for a module that imports Swift Testing (A11ySnapshotTesting)")
    func testingModuleFailsInAUITestTarget() throws {
        guard let compiler = UITestCompiler.find() else { return }
        let result = try compiler.typeCheck(Self.uiTest(importing: "A11ySnapshotTesting"))
        #expect(result.status != 0)
        #expect(result.errors.contains("Testing"), "\(result.errors)")
    }
}

/// `swiftc` and this build's module folder, to type-check a file as a UI-test target would be.
private struct UITestCompiler {
    var swiftc: String
    var modules: String

    /// The compiler on `PATH` and the `Modules` folder beside the test bundle; `nil`, with the
    /// reason printed, when either is missing.
    static func find() -> UITestCompiler? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let swiftc = path.split(separator: ":").map { $0 + "/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        let build = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let modules = [build.appendingPathComponent("Modules").path, build.path]
            .first { FileManager.default.fileExists(atPath: $0 + "/A11ySnapshotXCUI.swiftmodule") }
        guard let swiftc, let modules else {
            print("Skipped: no swiftc on PATH or no A11ySnapshotXCUI.swiftmodule beside \(build.path)")
            return nil
        }
        return UITestCompiler(swiftc: swiftc, modules: modules)
    }

    func typeCheck(_ source: String) throws -> (status: Int32, errors: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ui-test-import-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("LoginUITests.swift")
        try Data(source.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-typecheck", "-swift-version", "6", "-module-alias", "Testing=_Testing_Unavailable",
                             "-I", modules, file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
#endif
