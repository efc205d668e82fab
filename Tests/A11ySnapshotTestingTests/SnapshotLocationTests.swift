import A11ySnapshot
import Foundation
@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import Testing

/// Where references and artifacts go: `<package root>/__Snapshots__/<TestFileName>/<testName>[.<name>|.<n>].json`.
@Suite("Snapshot locations")
struct SnapshotLocationTests {
    /// A fake package in `root`: `Package.swift` at the top and a test file two folders down.
    private func package(in sandbox: Sandbox) throws -> (root: String, testFile: String) {
        try sandbox.write("// swift-tools-version:6.0\n", to: sandbox.root + "/Package.swift")
        return (sandbox.root, sandbox.root + "/Tests/AppTests/LoginTests.swift")
    }

    private func location(
        testFile: String, function: String = "loginScreen()", _ environment: SnapshotTestingEnvironment = .init()
    ) -> SnapshotLocation {
        SnapshotLocation(fileID: "AppTests/LoginTests.swift", filePath: testFile, function: function, environment: environment)
    }

    @Test func referenceLivesInSnapshotsAtThePackageRoot() throws {
        try Sandbox.run { sandbox in
            let (root, testFile) = try package(in: sandbox)
            let location = location(testFile: testFile)
            #expect(location.packageRoot == root)
            #expect(location.referencePath(stem: location.stem(named: nil, index: 1)) == root + "/__Snapshots__/LoginTests/loginScreen.json")
        }
    }

    @Test func withoutPackageSwiftTheTestFilesFolderIsTheRoot() throws {
        try Sandbox.run { sandbox in
            let testFile = sandbox.root + "/App/AppTests/LoginTests.swift"
            #expect(SnapshotLocation.packageRoot(forTestFile: testFile) == sandbox.root + "/App/AppTests")
        }
    }

    @Test func nearestPackageSwiftWins() throws {
        try Sandbox.run { sandbox in
            try sandbox.write("", to: sandbox.root + "/Package.swift")
            try sandbox.write("", to: sandbox.root + "/Nested/Package.swift")
            #expect(SnapshotLocation.packageRoot(forTestFile: sandbox.root + "/Nested/Tests/X/A.swift") == sandbox.root + "/Nested")
        }
    }

    @Test func aFoundRootIsRememberedForTheRestOfTheProcess() throws {
        try Sandbox.run { sandbox in
            try sandbox.write("", to: sandbox.root + "/Package.swift")
            let testFile = sandbox.root + "/Tests/X/A.swift"
            #expect(SnapshotLocation.packageRoot(forTestFile: testFile) == sandbox.root)
            try FileManager.default.removeItem(atPath: sandbox.root + "/Package.swift")
            #expect(SnapshotLocation.packageRoot(forTestFile: testFile) == sandbox.root, "no second search")
        }
    }

    @Test func aFolderWithoutRootIsSearchedAgain() throws {
        try Sandbox.run { sandbox in
            let testFile = sandbox.root + "/Tests/X/A.swift"
            #expect(SnapshotLocation.packageRoot(forTestFile: testFile) == sandbox.root + "/Tests/X")
            try sandbox.write("", to: sandbox.root + "/Package.swift")
            #expect(SnapshotLocation.packageRoot(forTestFile: testFile) == sandbox.root)
        }
    }

    @Test func stemsAreTestNameThenNameOrNumber() throws {
        try Sandbox.run { sandbox in
            let location = location(testFile: try package(in: sandbox).testFile)
            #expect(location.stem(named: nil, index: 1) == "loginScreen")
            #expect(location.stem(named: nil, index: 2) == "loginScreen.2")
            #expect(location.stem(named: nil, index: 13) == "loginScreen.13")
            #expect(location.stem(named: "dark mode", index: 1) == "loginScreen.dark-mode")
        }
    }

    @Test func snapshotNameIsTheReferencePathInsideTheSnapshotFolder() throws {
        try Sandbox.run { sandbox in
            let location = location(testFile: try package(in: sandbox).testFile, function: "testLogin()")
            #expect(location.snapshotName(stem: location.stem(named: "filled", index: 1)) == "LoginTests/testLogin.filled")
        }
    }

    @Test func snapshotDirectoryVariableReplacesTheSnapshotsFolder() throws {
        try Sandbox.run { sandbox in
            let testFile = try package(in: sandbox).testFile
            let location = location(testFile: testFile, .init(variables: ["A11Y_SNAPSHOT_DIR": "/refs/ios17/"]))
            #expect(location.referencePath(stem: "loginScreen") == "/refs/ios17/LoginTests/loginScreen.json")
        }
    }

    @Test func relativeSnapshotDirectoryIsTakenFromThePackageRoot() throws {
        try Sandbox.run { sandbox in
            let (root, testFile) = try package(in: sandbox)
            let location = location(testFile: testFile, .init(variables: ["A11Y_SNAPSHOT_DIR": "References"]))
            #expect(location.referencePath(stem: "loginScreen") == root + "/References/LoginTests/loginScreen.json")
        }
    }

    @Test func artifactsDefaultToTheBuildFolderWithTheSameLayout() throws {
        try Sandbox.run { sandbox in
            let (root, testFile) = try package(in: sandbox)
            let location = location(testFile: testFile)
            #expect(location.artifactPath(stem: "loginScreen.2") == root + "/.build/a11y-snapshot-artifacts/LoginTests/loginScreen.2.json")
        }
    }

    @Test func artifactsVariableReplacesTheArtifactsFolder() throws {
        try Sandbox.run { sandbox in
            let (root, testFile) = try package(in: sandbox)
            #expect(location(testFile: testFile, .init(variables: ["A11Y_SNAPSHOT_ARTIFACTS": "/ci/out"]))
                .artifactPath(stem: "x") == "/ci/out/LoginTests/x.json")
            #expect(location(testFile: testFile, .init(variables: ["A11Y_SNAPSHOT_ARTIFACTS": "out"]))
                .artifactPath(stem: "x") == root + "/out/LoginTests/x.json")
        }
    }

    @Test func emptyVariablesCountAsUnset() throws {
        try Sandbox.run { sandbox in
            let (root, testFile) = try package(in: sandbox)
            let location = location(testFile: testFile, .init(variables: ["A11Y_SNAPSHOT_DIR": "", "A11Y_SNAPSHOT_ARTIFACTS": ""]))
            #expect(location.snapshotDirectory == root + "/__Snapshots__")
            #expect(location.artifactsDirectory == root + "/.build/a11y-snapshot-artifacts")
        }
    }

    @Test func injectedDirectoriesWinOverTheVariables() throws {
        try Sandbox.run { sandbox in
            let environment = SnapshotTestingEnvironment(
                variables: ["A11Y_SNAPSHOT_DIR": "/env/refs", "A11Y_SNAPSHOT_ARTIFACTS": "/env/out"],
                snapshotDirectory: "/injected/refs", artifactsDirectory: "/injected/out")
            let location = location(testFile: try package(in: sandbox).testFile, environment)
            #expect(location.snapshotDirectory == "/injected/refs")
            #expect(location.artifactsDirectory == "/injected/out")
        }
    }

    @Test func hostileTestAndFileNamesStayInsideTheSnapshotFolder() throws {
        try Sandbox.run { sandbox in
            let testFile = try package(in: sandbox).testFile
            let location = SnapshotLocation(fileID: "App/...swift", filePath: testFile, function: "../x()", environment: .init())
            let path = location.referencePath(stem: location.stem(named: "../../../../tmp/evil", index: 1))
            #expect(path.hasPrefix(sandbox.root + "/__Snapshots__/"))
            #expect(!path.contains("/../"))
            #expect(path.split(separator: "/").count == sandbox.root.split(separator: "/").count + 3)
        }
    }

    // MARK: Through the recorder

    @Test func recordingWithDefaultsWritesUnderThePackageRoot() throws {
        try Sandbox.run { sandbox in
            let (root, testFile) = try package(in: sandbox)
            let recorder = SnapshotRecorder(environment: SnapshotTestingEnvironment())
            let failure = recorder.verify(Screens.login, named: nil, fileID: "AppTests/LoginTests.swift",
                                          filePath: testFile, function: "loginScreen()").first
            #expect(failure?.message.hasPrefix("No reference for accessibility snapshot \"LoginTests/loginScreen\"") == true)
            #expect(sandbox.allFiles() == [
                ".build/a11y-snapshot-artifacts/LoginTests/loginScreen.json",
                "Package.swift",
                "__Snapshots__/LoginTests/loginScreen.json",
            ])
            let recorded = try AccessibilitySnapshot(contentsOfFile: root + "/__Snapshots__/LoginTests/loginScreen.json")
            #expect(recorded.name == "LoginTests/loginScreen")
        }
    }
}
