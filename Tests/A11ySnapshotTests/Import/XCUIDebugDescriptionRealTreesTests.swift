import A11ySnapshot
import Foundation
import Testing

/// The importer against the real debug descriptions in `../shared/real-trees/xcui-debugdescription/`
/// (skipped, saying why, when that folder is absent).
@Suite("XCUI debugDescription import: real dumps")
struct XCUIDebugDescriptionRealTreesTests {
    private static let folder = "xcui-debugdescription"

    private func snapshot(_ name: String) throws -> AccessibilitySnapshot? {
        guard let bytes = RealTrees.bytes(Self.folder + "/" + name, for: "real dump \(name)") else { return nil }
        return try bytes.withUnsafeBufferPointer { buffer throws(DumpImportError) in
            let document = try XCUIDebugDescriptionReader.read(buffer, file: name)
            return try ImportPolicy.snapshot(from: document, name: name, file: name, options: .canonical)
        }
    }

    private func flattened(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        elements.flatMap { [$0] + flattened($0.children) }
    }

    @Test("Every real debug description imports through the policy")
    func everyFileImports() throws {
        guard let root = RealTrees.available(for: "importing every real debug description") else { return }
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(Self.folder).path).sorted()
        #expect(names.count >= 5)
        for name in names {
            let bytes = try #require(RealTrees.bytes(Self.folder + "/" + name, for: name))
            let document = try bytes.withUnsafeBufferPointer { buffer throws(DumpImportError) in
                try XCUIDebugDescriptionReader.read(buffer, file: name)
            }
            #expect(!document.roots.isEmpty, "\(name)")
            _ = try ImportPolicy.snapshot(from: document, name: name, file: name, options: .canonical)
        }
    }

    @Test("The Chinese login screen: count, labels, identifiers, frames and viewport")
    func zjhLogin() throws {
        guard let imported = try snapshot("zjh-unittestdemo-login.txt") else { return }
        let all = flattened(imported.elements)
        // The unlabelled navigation bar is structure: its back button and title are elements.
        #expect(all.count == 7)
        #expect(imported.viewport == Frame(0, 0, 375, 812))
        #expect(all.prefix(2).map(\.label) == ["Home", "登录"])
        #expect(all.first?.frame == Frame(0, 50, 77.7, 44))
        let account = try #require(all.first { $0.label == "账号：" })
        #expect(account.frame == Frame(0, 154, 93.8, 40))
        #expect(account.traits == .staticText)
        #expect(all.filter { $0.type == .textField }.map(\.frame) == [Frame(95.8, 154, 249.2, 40), Frame(95.8, 214, 249.2, 40)])
        let login = try #require(all.first { $0.type == .button && $0.label == "登录" })
        #expect(login.frame == Frame(37.5, 294, 300, 44))
        // Its title text repeats its label: one focus stop.
        #expect(login.children.isEmpty)
    }

    @Test("The Babylon login screen: truncated values, identifiers and the over-indented first level")
    func babylonLogin() throws {
        guard let imported = try snapshot("babylon-health-login-screen.txt") else { return }
        let all = flattened(imported.elements)
        #expect(imported.viewport == Frame(0, 0, 375, 812))
        let email = try #require(all.first { $0.identifier == "email" })
        #expect(email.type == .textField)
        #expect(email.value == "ukautomationuser@e...")
        #expect(email.frame == Frame(32, 224, 271, 21))
        #expect(all.first { $0.identifier == "password" }?.value == "Pa55word")
        let loginButtons = all.filter { $0.identifier == "loginButton" }
        #expect(loginButtons.map(\.label) == ["Log in", "Log in"])
        #expect(loginButtons.map(\.frame) == [Frame(0, 329.7, 343, 48), Frame(16, 337.7, 343, 48)])
        // The navigation bar "Log in" (an identifier, no label) is structure; its back button leads.
        #expect(!all.contains { $0.type == .navigationBar })
        #expect(all.first?.label == "Back")
    }

    @Test("The lldb literal: unescaped labels with their trailing spaces, identifiers and frames")
    func lldbLiteral() throws {
        guard let imported = try snapshot("xcuitest-study-tau-enroll-lldb-po-escaped.txt") else { return }
        let all = flattened(imported.elements)
        #expect(imported.viewport == Frame(0, 0, 414, 896))
        // The enrol button's text and the unlabelled logo image are not focus stops.
        #expect(all.count == 4)
        #expect(all.first?.label == "Welcome to XCUITest Course ")
        #expect(all.first?.identifier == "welcomeMessage")
        let enroll = try #require(all.first { $0.identifier == "enrollButton" })
        #expect(enroll.label == "Enroll")
        #expect(enroll.frame == Frame(25, 542, 369, 41))
        #expect(enroll.children.isEmpty)
        #expect(!all.contains { $0.identifier == "TAUlogo" })
    }

    @Test("The macOS panel: flags, commas in labels and truncated values")
    func macOSPanel() throws {
        let name = "sessiometer-macos-menubar-panel.txt"
        guard let bytes = RealTrees.bytes(Self.folder + "/" + name, for: "macOS panel") else { return }
        let document = try bytes.withUnsafeBufferPointer { buffer throws(DumpImportError) in
            try XCUIDebugDescriptionReader.read(buffer, file: name)
        }
        let application = try #require(document.roots.first)
        #expect(application.role == .application)
        #expect(application.label == "Sessiometer")
        #expect(application.children.map(\.type) == [.dialog, .touchBar, .menuBar])
        #expect(application.children.map(\.isEnabled) == [false, false, true])

        let imported = try ImportPolicy.snapshot(from: document, name: name, file: name, options: .canonical)
        let all = flattened(imported.elements)
        #expect(imported.viewport == Frame(0, 0, 967, 318))
        #expect(all.count == 7)
        let status = try #require(all.first { $0.label == "Status" })
        #expect(status.traits == [.button, .selected])
        #expect(status.frame == Frame(849, 54, 54, 19))
        #expect(all.first?.value == "Sessiometer. 2 acc...")
        #expect(all.contains { $0.label == "work, active, auth healthy, session 60% resets in n/a, weekly 10% resets in n/a" })
        #expect(all.first { $0.type == .statusItem }?.label == "Sessiometer: live — 2 accounts")
    }

    @Test("The Appium excerpt cut off inside its Query chain still imports its subtree")
    func appiumExcerpt() throws {
        guard let bytes = RealTrees.bytes(Self.folder + "/appium-issue-13227-health-window-excerpt.txt", for: "Appium excerpt") else { return }
        let document = try bytes.withUnsafeBufferPointer { buffer throws(DumpImportError) in
            try XCUIDebugDescriptionReader.read(buffer, file: nil)
        }
        let window = try #require(document.roots.first)
        #expect(document.roots.count == 1)
        #expect(window.role == .window)
        #expect(window.children.first?.children.map(\.type) == [.other, .other])
    }
}
