@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import Testing

/// The naming rule: only ASCII letters, digits, `-` and `_` reach the file system, and no name can
/// point outside the snapshot folder.
@Suite("Path sanitization")
struct PathSanitizationTests {
    private func sanitize(_ name: String) -> String {
        SnapshotPathComponent.sanitize(name)
    }

    @Test func lettersDigitsHyphensAndUnderscoresAreKept() {
        #expect(sanitize("iPhone15_Pro-Max") == "iPhone15_Pro-Max")
    }

    @Test func eachRunOfOtherCharactersBecomesOneHyphen() {
        #expect(sanitize("dark mode, large text") == "dark-mode-large-text")
        #expect(sanitize("a - b") == "a-b")
        #expect(sanitize("v1.2") == "v1-2")
    }

    @Test func hyphensAtTheEndsAreDropped() {
        #expect(sanitize("  (initial)  ") == "initial")
        #expect(sanitize("-x-") == "x")
    }

    @Test func slashesAndBackslashesNeverReachTheFileSystem() {
        #expect(sanitize("../../etc/passwd") == "etc-passwd")
        #expect(sanitize("a\\b/c") == "a-b-c")
    }

    @Test func parentDirectoryNamesBecomeAHash() {
        #expect(sanitize("..") == "_" + SnapshotPathComponent.stableHash(".."))
        #expect(sanitize(".") == "_" + SnapshotPathComponent.stableHash("."))
        #expect(sanitize("..") != sanitize("."))
    }

    @Test func nulAndControlCharactersAreReplaced() {
        #expect(sanitize("a\u{0}b") == "a-b")
        #expect(sanitize("line\nbreak\ttab\u{7F}") == "line-break-tab")
    }

    @Test func emptyNameBecomesAHash() {
        #expect(sanitize("") == "_811c9dc5")
    }

    @Test func nameWithoutASCIILettersBecomesAStableHash() {
        #expect(sanitize("日本語") == "_" + SnapshotPathComponent.stableHash("日本語"))
        #expect(sanitize("日本語") != sanitize("中文"))
    }

    @Test func nonASCIILettersAreReplaced() {
        #expect(sanitize("Café au lait") == "Caf-au-lait")
    }

    @Test func longNamesAreTruncatedWithAStableHashSuffix() {
        let long = String(repeating: "abcdefghij", count: 30)
        let result = sanitize(long)
        #expect(result.count == SnapshotPathComponent.maximumLength)
        #expect(result == String(long.prefix(91)) + "-" + SnapshotPathComponent.stableHash(long))
        #expect(sanitize(long) == result)
    }

    @Test func longNamesDifferingOnlyAtTheEndGetDifferentFiles() {
        let base = String(repeating: "x", count: 150)
        #expect(sanitize(base + "a") != sanitize(base + "b"))
    }

    @Test func nameOfExactlyTheMaximumLengthIsKept() {
        let name = String(repeating: "n", count: SnapshotPathComponent.maximumLength)
        #expect(sanitize(name) == name)
    }

    @Test("Windows device names get an underscore",
          arguments: ["CON", "con", "PRN", "AUX", "NUL", "nul", "COM1", "com9", "LPT1", "LPT0", "COM0"])
    func windowsDeviceNamesGetAnUnderscore(name: String) {
        #expect(sanitize(name) == name + "_")
    }

    @Test("Names that only start like a device name are kept", arguments: ["CONSOLE", "NULL", "COM10", "LPT", "AUXILIARY"])
    func namesThatOnlyLookLikeDeviceNamesAreKept(name: String) {
        #expect(sanitize(name) == name)
    }

    @Test func deviceNameWithAnExtensionIsNoLongerReserved() {
        #expect(sanitize("CON.txt") == "CON-txt")
    }

    @Test func stableHashIsFNV1a32() {
        #expect(SnapshotPathComponent.stableHash("") == "811c9dc5")
        #expect(SnapshotPathComponent.stableHash("a") == "e40c292c")
    }

    // MARK: Test names and test file names

    @Test("Test names drop the argument list", arguments: [
        ("loginScreen()", "loginScreen"),
        ("testLogin()", "testLogin"),
        ("screen(named:size:)", "screen"),
        ("exampleScreensRoundTrip(screen:)", "exampleScreensRoundTrip"),
        ("body", "body"),
        ("`login screen shows an error`()", "login-screen-shows-an-error"),
    ])
    func testNameFromFunction(function: String, expected: String) {
        #expect(SnapshotPathComponent.testName(fromFunction: function) == expected)
    }

    @Test("Test file names drop the module and the extension", arguments: [
        ("MyAppTests/LoginTests.swift", "LoginTests"),
        ("LoginTests.swift", "LoginTests"),
        ("MyAppTests/Login Tests+Dark.swift", "Login-Tests-Dark"),
        ("MyAppTests/.swift", "swift"),
        ("MyAppTests/..", "_" + SnapshotPathComponent.stableHash(".")),
    ])
    func testFileNameFromFileID(fileID: String, expected: String) {
        #expect(SnapshotPathComponent.testFileName(fromFileID: fileID) == expected)
    }
}
