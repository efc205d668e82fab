#if os(Linux)
import A11ySnapshot
@testable import A11ySnapshotXCUI
import AppleShim
import Foundation
import Testing
import TestSupport

/// `XCUIElement.snapshot()` → imported nodes → the canonical import policy.
@Suite("XCUIElement capture")
@MainActor
struct XCUICaptureTests {
    func capture(_ content: [any XCUIElementSnapshot]) throws -> AccessibilitySnapshot {
        let app = FakeElementSnapshot.app(content)
        return try XCUIAccessibilityCapture.snapshot(of: XCUIElement { app }, name: "Login")
    }

    func element(_ type: XCUIElement.ElementType, _ label: String, _ configure: (inout FakeElementSnapshot) -> Void = { _ in }) -> FakeElementSnapshot {
        var element = FakeElementSnapshot(type, label: label, frame: CGRect(x: 16, y: 100, width: 361, height: 44))
        configure(&element)
        return element
    }

    @Test("The application's frame is the viewport; application, window and plain wrappers are dropped")
    func rootsAndWrappers() throws {
        let captured = try capture([element(.button, "Log in"), element(.staticText, "Welcome")])
        #expect(captured.viewport == Frame(0, 0, 393, 852))
        #expect(captured.name == "Login")
        #expect(captured.elements.map(\.label) == ["Log in", "Welcome"])
        #expect(captured.elements.allSatisfy { $0.children.isEmpty })
    }

    @Test("Traits come from the element type, as for WebDriverAgent dumps")
    func impliedTraits() throws {
        let captured = try capture([element(.button, "Log in"), element(.switch, "Wi-Fi"), element(.image, "Logo"), element(.textField, "Email")])
        #expect(captured.elements.map(\.traits) == [.button, [.button, .toggleButton], .image, []])
        #expect(captured.elements.map(\.type) == [.button, .switch, .image, .textField])
    }

    @Test("Value, identifier, placeholder, frame, enabled and selected are captured")
    func attributes() throws {
        let field = element(.textField, "Email") {
            $0.value = "me@example.com"
            $0.identifier = "email"
            $0.placeholderValue = "you@example.com"
            $0.isEnabled = false
            $0.isSelected = true
        }
        let captured = try #require(try capture([field]).elements.first)
        #expect(captured.value == "me@example.com")
        #expect(captured.identifier == "email")
        #expect(captured.placeholder == "you@example.com")
        #expect(captured.frame == Frame(16, 100, 361, 44))
        #expect(captured.isEnabled == false)
        #expect(captured.traits == .selected)
    }

    @Test("An empty field, whose value XCTest reports as its placeholder, has no value")
    func placeholderEchoIsNoValue() throws {
        let field = element(.secureTextField, "Password") {
            $0.value = "Password"
            $0.placeholderValue = "Password"
        }
        let captured = try #require(try capture([field]).elements.first)
        #expect(captured.value == nil)
        #expect(captured.placeholder == "Password")
    }

    @Test("A numeric value is written as its string")
    func numericValue() throws {
        let checkBox = element(.checkBox, "Remember me") { $0.value = NSNumber(value: 1) }
        #expect(try capture([checkBox]).elements.first?.value == "1")
    }

    @Test("A value that is neither text nor a number has no text")
    func otherValue() throws {
        let odd = element(.other, "Odd") { $0.value = CGPoint(x: 1, y: 2) }
        #expect(try capture([odd]).elements.first?.value == nil)
    }

    @Test("The title stands in for an empty label; a label wins over a title")
    func titleFallback() throws {
        let titled = element(.button, "") { $0.title = "Save" }
        let both = element(.button, "Label") { $0.title = "Title" }
        #expect(try capture([titled, both]).elements.map(\.label) == ["Save", "Label"])
    }

    @Test("A plain view whose only attribute is an identifier is flattened, as imports flatten it")
    func identifiedPlainViewIsFlattened() throws {
        var group = FakeElementSnapshot(.other, frame: CGRect(x: 0, y: 0, width: 393, height: 200), children: [element(.button, "Inside")])
        group.identifier = "card"
        let captured = try capture([group])
        #expect(captured.elements.map(\.label) == ["Inside"])
        #expect(captured.elements.map(\.identifier) == [nil])
    }

    @Test("A tab bar is a tab bar container")
    func tabBar() throws {
        let bar = FakeElementSnapshot(.tabBar, frame: CGRect(x: 0, y: 803, width: 393, height: 49), children: [element(.button, "Home"), element(.button, "Search")])
        let captured = try capture([bar])
        #expect(captured.elements.first?.container == .tabBar)
        #expect(captured.elements.first?.children.map(\.label) == ["Home", "Search"])
    }

    @Test("What XCUIElement.snapshot() throws is passed on")
    func snapshotErrorIsRethrown() {
        #expect(throws: SnapshotUnavailable.self) {
            try XCUIAccessibilityCapture.snapshot(of: XCUIElement { throw SnapshotUnavailable() })
        }
    }

    @Test("A snapshot tree deeper than a snapshot can hold is refused with a clear error")
    func tooDeep() throws {
        var node = FakeElementSnapshot(.button, label: "Leaf")
        for _ in 0..<XCUIAccessibilityCapture.maximumDepth {
            var group = FakeElementSnapshot(.other, children: [node])
            group.identifier = "level"
            node = group
        }
        let root = node
        let error = try #require(caughtError(DumpImportError.self) {
            try XCUIAccessibilityCapture.snapshot(of: XCUIElement { root })
        })
        #expect(error.reason == .nestingTooDeep)
    }

    @Test("Deep chains of wrappers flatten to their content")
    func deepWrappersFlatten() throws {
        var node: any XCUIElementSnapshot = FakeElementSnapshot(.button, label: "Leaf")
        for _ in 0..<300 {
            node = FakeElementSnapshot(.other, children: [node])
        }
        #expect(try capture([node]).elements.map(\.label) == ["Leaf"])
    }
}
#endif
