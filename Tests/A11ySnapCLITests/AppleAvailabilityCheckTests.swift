// Spawns processes (Foundation's `Process`), which iOS, tvOS and visionOS do not have.
#if os(macOS) || os(Linux)
import Foundation
import Testing

/// `scripts/check-apple-availability`, run with python3 as CI runs it (docs/ci/APPLE_AVAILABILITY_CHECK.md):
/// on the fixtures that keep today's code, on mutated copies of the repository, and on the
/// repository itself.
@Suite("Apple availability check", .enabled(if: AvailabilityCheck.python != nil, AvailabilityCheck.skipReason))
struct AppleAvailabilityCheckTests {
    // MARK: The fixtures (Tests/Fixtures/AppleAvailability)

    @Test("exits 1 on the audit-baseline fixture, naming file, line and header of each use of an iOS 17 type or member")
    func reportsUsesBelowTheirAvailability() throws {
        let result = try AvailabilityCheck.run(AvailabilityCheck.fixtureShimArguments + [
            "--sources", AvailabilityCheck.fixture("AppleAuditBaseline.swift"),
        ])
        let file = "Tests/Fixtures/AppleAvailability/AppleAuditBaseline.swift"
        #expect(result.status == 1)
        #expect(result.lines.contains(
            "\(file):19: XCUIAccessibilityAuditType needs iOS 17.0, macOS 14.0, tvOS 17.0 (from XCUIAccessibilityAuditTypes.h)"))
        #expect(result.lines.contains(
            "\(file):21: XCUIAccessibilityAuditType.contrast needs iOS 17.0, macOS 14.0, tvOS 17.0 (from XCUIAccessibilityAuditTypes.h)"))
        #expect(result.lines.contains(
            "\(file):30: XCUIAccessibilityAuditIssue needs iOS 17.0, macOS 14.0, tvOS 17.0 (from XCUIAccessibilityAuditIssue.h)"))
        #expect(result.lines.contains(
            "\(file):38: XCUIAccessibilityAuditIssue.compactDescription needs iOS 17.0, macOS 14.0, tvOS 17.0 (from XCUIAccessibilityAuditIssue.h)"))
        #expect(result.lines == result.lines.sorted { AvailabilityCheck.lineNumber($0) < AvailabilityCheck.lineNumber($1) })
    }

    @Test("exits 1 on the audit-baseline fixture for audit types that exist on one side only of the header's #if")
    func reportsPlatformOnlyMembers() throws {
        let result = try AvailabilityCheck.run(AvailabilityCheck.fixtureShimArguments + [
            "--sources", AvailabilityCheck.fixture("AppleAuditBaseline.swift"),
        ])
        let file = "Tests/Fixtures/AppleAvailability/AppleAuditBaseline.swift"
        #expect(result.status == 1)
        for member in ["dynamicType", "textClipped", "trait"] {
            let line = member == "dynamicType" ? 22 : 23
            #expect(result.lines.contains(
                "\(file):\(line): XCUIAccessibilityAuditType.\(member) does not exist on macOS, visionOS devices (from XCUIAccessibilityAuditTypes.h)"))
        }
        for member in ["action", "parentChild"] {
            #expect(result.lines.contains(
                "\(file):23: XCUIAccessibilityAuditType.\(member) does not exist on iOS, tvOS, visionOS (from XCUIAccessibilityAuditTypes.h)"))
        }
    }

    @Test("the Sendable mode flags the fixture's pthread_self() value captured by the closures passed to Parallel.chains")
    func sendableModeFlagsPthreadCaptures() throws {
        let result = try AvailabilityCheck.run(["--sendable", "--sources", AvailabilityCheck.fixture("ParallelTests.swift")])
        let file = "Tests/Fixtures/AppleAvailability/ParallelTests.swift"
        let capture = "'caller' (pthread_t, from pthread_self()) is captured by a @Sendable closure"
        let why = "pthread_t is a pointer on Darwin, not Sendable"
        #expect(result.status == 1)
        #expect(result.lines == [
            "\(file):38: \(capture) (passed to chains(thenOnEither:)); \(why)",
            "\(file):48: \(capture) (passed to chains(_:)); \(why)",
            "\(file):48: \(capture) (passed to chains(then:)); \(why)",
        ])
    }

    @Test("exits 2 with a message when a path it is given does not exist")
    func unreadableInputIsAUsageError() throws {
        let result = try AvailabilityCheck.run(["--sources", "/nonexistent/Adapter.swift"])
        #expect(result.status == 2)
        #expect(result.errors.contains("no such file or folder: /nonexistent/Adapter.swift"))
    }

    // MARK: Mutations of a copy of the repository (Sources/, Package.swift, scripts/)

    @Test("a use of an iOS 17 shim symbol added to an XCUI adapter outside any @available is reported at its line")
    func addedUseOutsideAvailableIsReported() throws {
        try AvailabilityCheck.withRepositoryCopy { copy in
            // A file that names the audit types already, so the addition changes nothing else it reads.
            let adapter = "Sources/A11ySnapshotXCUI/AssertAccessibilitySnapshot+XCUI.swift"
            let before = try AvailabilityCheck.run(["--root", copy.path] + AvailabilityCheck.fixtureShimArguments)
            let line = try copy.append("""

                #if ((os(iOS) || os(macOS) || os(tvOS) || os(visionOS)) && canImport(XCTest)) || os(Linux)
                func auditsHitRegions(_ types: XCUIAccessibilityAuditType) -> Bool { types.contains(.hitRegion) }
                #endif
                """, to: adapter, markedLine: 3)
            let after = try AvailabilityCheck.run(["--root", copy.path] + AvailabilityCheck.fixtureShimArguments)
            #expect(after.status == 1)
            #expect(Set(after.lines).subtracting(before.lines) == [
                "\(adapter):\(line): XCUIAccessibilityAuditType needs iOS 17.0, macOS 14.0, tvOS 17.0 (from XCUIAccessibilityAuditTypes.h)",
                "\(adapter):\(line): XCUIAccessibilityAuditType.hitRegion needs iOS 17.0, macOS 14.0, tvOS 17.0 (from XCUIAccessibilityAuditTypes.h)",
            ])
        }
    }

    @Test("an iOS-only UIKit adapter file using the macOS-only XCUIAccessibilityAuditType.parentChild is reported")
    func macOSOnlyMemberInAnIOSOnlyFileIsReported() throws {
        try AvailabilityCheck.withRepositoryCopy { copy in
            let file = "Sources/A11ySnapshotUIKit/AuditTypeProbe.swift"
            try copy.write(AvailabilityCheck.iOSOnlyFile(body: """
                @available(iOS 17.0, *)
                func parentChildBits() -> UInt64 { XCUIAccessibilityAuditType.parentChild.rawValue }
                """), to: file)
            let result = try AvailabilityCheck.run(["--root", copy.path, "--sources", copy.url(file)]
                                                   + AvailabilityCheck.fixtureShimArguments)
            #expect(result.status == 1)
            #expect(result.lines == [
                "\(file):9: XCUIAccessibilityAuditType.parentChild does not exist on iOS, visionOS (from XCUIAccessibilityAuditTypes.h)",
            ])
        }
    }

    @Test("raising the availability of a shim member the UIKit adapter uses makes its uses reported: the check reads the shim")
    func shimMutationIsFollowed() throws {
        try AvailabilityCheck.withRepositoryCopy { copy in
            let member = try #require(try ShimProbe.memberUsedByTheUIKitAdapter(in: copy), "no shim member with a unique name used by the UIKit adapter")
            try copy.insert("@available(iOS 99.0, *)", before: member.declarationLine, in: member.shimFile)
            let result = try AvailabilityCheck.run(["--root", copy.path])
            let raised = result.lines.filter { $0.contains(".\(member.name)") && $0.contains("needs iOS 99.0") }
            #expect(result.status == 1)
            #expect(!raised.isEmpty, "no use of \(member.name) reported; output: \(result.lines)")
            #expect(raised.allSatisfy { line in member.uses.contains { line.hasPrefix("\($0.file):\($0.line): ") } },
                    "reported at a line that does not use .\(member.name): \(raised)")
        }
    }

    @Test("wrapping the use in if #available(iOS 17.0, macOS 14.0, tvOS 17.0, *) makes it pass")
    func availableCheckCoversTheUse() throws {
        try AvailabilityCheck.withRepositoryCopy { copy in
            let unguarded = "    return XCUIAccessibilityAuditType.contrast.rawValue\n"
            let guarded = """
                    if #available(iOS 17.0, macOS 14.0, tvOS 17.0, *) {
                        return XCUIAccessibilityAuditType.contrast.rawValue
                    }
                    return 0

                """
            #expect(try AvailabilityCheck.checkXCUIFile(unguarded, in: copy).status == 1)
            let result = try AvailabilityCheck.checkXCUIFile(guarded, in: copy)
            #expect(result.status == 0)
            #expect(result.lines.isEmpty)
        }
    }

    @Test("guarding the macOS-only member with #if os(macOS) makes it pass")
    func platformConditionCoversTheMacOSOnlyMember() throws {
        try AvailabilityCheck.withRepositoryCopy { copy in
            func body(_ use: String) -> String {
                """
                    guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, *) else { return 0 }
                    var types = XCUIAccessibilityAuditType.contrast
                \(use)
                    return types.rawValue

                """
            }
            #expect(try AvailabilityCheck.checkXCUIFile(body("    types.insert(.parentChild)"), in: copy).status == 1)
            let result = try AvailabilityCheck.checkXCUIFile(body("    #if os(macOS)\n    types.insert(.parentChild)\n    #endif"), in: copy)
            #expect(result.status == 0)
            #expect(result.lines.isEmpty)
        }
    }

    // MARK: The repository itself

    // THE GATE. Expected to fail until the shim carries Apple's availability and conditions and the
    // adapters respect them (other branches), and until Tests/A11ySnapshotTests/Concurrency/ParallelTests.swift
    // stops capturing pthread_self() in @Sendable closures. It is the check CI runs (.ci/run).
    @Test("GATE: the repository passes both checks (availability, and Darwin Sendable captures)")
    func repositoryPasses() throws {
        let availability = try AvailabilityCheck.run([])
        #expect(availability.status == 0, "\(availability.lines.joined(separator: "\n"))")
        let sendable = try AvailabilityCheck.run(["--sendable"])
        #expect(sendable.status == 0, "\(sendable.lines.joined(separator: "\n"))")
    }
}

/// Runs the check and builds its inputs.
enum AvailabilityCheck {
    static let python: String? = HeadlessBrowser.findOnPath("python3")
    static let skipReason: Comment = "python3 is not on PATH; scripts/check-apple-availability is a Python 3 script"

    /// The repository this test file belongs to.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    static func fixture(_ name: String) -> String {
        repository + "/Tests/Fixtures/AppleAvailability/" + name
    }

    /// The annotated shim and the deployment targets of the fixtures.
    static var fixtureShimArguments: [String] {
        ["--shim", fixture("Shim"), "--package", fixture("Package.swift")]
    }

    /// The check's exit status, its output lines and its error output.
    struct Result {
        var status: Int32
        var lines: [String]
        var errors: String
    }

    /// Runs `scripts/check-apple-availability` of this repository with `arguments`.
    static func run(_ arguments: [String]) throws -> Result {
        let python = try #require(python)
        let run = try BuiltProducts.run(URL(fileURLWithPath: python),
                                        [repository + "/scripts/check-apple-availability"] + arguments)
        return Result(status: run.status, lines: run.output.split(separator: "\n").map(String.init), errors: run.errors)
    }

    static func lineNumber(_ line: String) -> Int {
        Int(line.split(separator: ":").dropFirst().first ?? "") ?? 0
    }

    /// A temporary copy of the repository's Sources/, Package.swift and scripts/.
    static func withRepositoryCopy(_ body: (TemporaryDirectory) throws -> Void) throws {
        try TemporaryDirectory.with { copy in
            for item in ["Sources", "Package.swift", "scripts"] {
                try FileManager.default.copyItem(atPath: repository + "/" + item, toPath: copy.url(item))
            }
            try body(copy)
        }
    }

    /// A UIKit adapter file as the adapters write them: compiled for iOS, visionOS and Linux.
    static func iOSOnlyFile(body: String) -> String {
        """
        #if os(iOS) || os(visionOS)
        import UIKit
        #elseif os(Linux)
        import AppleShim
        #endif

        #if os(iOS) || os(visionOS) || os(Linux)
        \(body)
        #endif

        """
    }

    /// Checks, against the fixture shim, an XCUI adapter file whose one function has `body`.
    static func checkXCUIFile(_ body: String, in copy: TemporaryDirectory) throws -> Result {
        let file = "Sources/A11ySnapshotXCUI/AuditTypeProbe.swift"
        try copy.write("""
            #if os(Linux)
            import AppleShim
            #elseif canImport(XCTest) && !os(watchOS)
            import XCTest
            #endif

            #if ((os(iOS) || os(macOS) || os(tvOS) || os(visionOS)) && canImport(XCTest)) || os(Linux)
            func auditTypeBits() -> UInt64 {
            \(body)}
            #endif

            """, to: file)
        return try run(["--root", copy.path, "--sources", copy.url(file)] + fixtureShimArguments)
    }
}

extension TemporaryDirectory {
    /// Appends `text` to `relative`; returns the file's line number of `text`'s line `markedLine` (1-based).
    func append(_ text: String, to relative: String, markedLine: Int) throws -> Int {
        let existing = String(decoding: try read(relative), as: UTF8.self)
        let existingLines = existing.hasSuffix("\n") ? existing.split(separator: "\n", omittingEmptySubsequences: false).count - 1
                                                     : existing.split(separator: "\n", omittingEmptySubsequences: false).count
        try write(existing + text + "\n", to: relative)
        return existingLines + markedLine
    }

    /// Inserts `line` before line `number` (1-based) of `relative`, with that line's indentation.
    func insert(_ line: String, before number: Int, in relative: String) throws {
        var lines = String(decoding: try read(relative), as: UTF8.self).components(separatedBy: "\n")
        let indentation = lines[number - 1].prefix { $0 == " " }
        lines.insert(indentation + line, at: number - 1)
        try write(lines.joined(separator: "\n"), to: relative)
    }
}

/// Picks, by reading the shim as text, a member the UIKit adapter uses, for the shim mutation test.
enum ShimProbe {
    struct Member {
        var name: String
        var shimFile: String
        var declarationLine: Int
        var uses: [(file: String, line: Int)]
    }

    /// The first (by name) public member declared once in the shim and used as `.name` by the UIKit adapter.
    static func memberUsedByTheUIKitAdapter(in copy: TemporaryDirectory) throws -> Member? {
        let declaration = try NSRegularExpression(
            pattern: #"^\s*(?:@\w+\s+)*(?:public|open)\s+(?:(?:static|class|override|final)\s+)*(?:func|var|let)\s+(\w+)"#)
        var declarations: [String: [(file: String, line: Int)]] = [:]
        for file in try swiftFiles(under: "Sources/AppleShim", in: copy) {
            for (index, line) in try lines(of: file, in: copy).enumerated() {
                let range = NSRange(line.startIndex..., in: line)
                if let match = declaration.firstMatch(in: line, range: range), let name = Range(match.range(at: 1), in: line) {
                    declarations[String(line[name]), default: []].append((file, index + 1))
                }
            }
        }
        let adapterFiles = try swiftFiles(under: "Sources/A11ySnapshotUIKit", in: copy)
        for name in declarations.keys.sorted() where declarations[name]?.count == 1 {
            let use = try NSRegularExpression(pattern: #"\.\#(name)\b"#)
            var uses: [(file: String, line: Int)] = []
            for file in adapterFiles {
                for (index, line) in try lines(of: file, in: copy).enumerated()
                where use.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                    uses.append((file, index + 1))
                }
            }
            if let only = declarations[name]?.first, !uses.isEmpty {
                return Member(name: name, shimFile: only.file, declarationLine: only.line, uses: uses)
            }
        }
        return nil
    }

    private static func swiftFiles(under folder: String, in copy: TemporaryDirectory) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: copy.url(folder))
        return (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    private static func lines(of file: String, in copy: TemporaryDirectory) throws -> [String] {
        String(decoding: try copy.read(file), as: UTF8.self).components(separatedBy: "\n")
    }
}
#endif
