#if os(Linux)
import AppleShim
import Foundation

/// An `XCUIElementSnapshot` as XCTest would return it, built by hand.
@MainActor
struct FakeElementSnapshot: XCUIElementSnapshot {
    var elementType: XCUIElement.ElementType
    var identifier = ""
    var frame = CGRect.zero
    var value: Any?
    var title = ""
    var label = ""
    var isEnabled = true
    var placeholderValue: String?
    var isSelected = false
    var children: [any XCUIElementSnapshot] = []

    init(_ elementType: XCUIElement.ElementType, label: String = "", frame: CGRect = .zero, children: [any XCUIElementSnapshot] = []) {
        self.elementType = elementType
        self.label = label
        self.frame = frame
        self.children = children
    }

    /// An application (393 × 852) with one window holding `content` inside a plain wrapper.
    static func app(_ content: [any XCUIElementSnapshot]) -> FakeElementSnapshot {
        let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
        return FakeElementSnapshot(.application, label: "Example", frame: screen, children: [
            FakeElementSnapshot(.window, frame: screen, children: [
                FakeElementSnapshot(.other, frame: screen, children: content),
            ]),
        ])
    }
}

/// What a failing `XCUIElement.snapshot()` throws in these tests.
struct SnapshotUnavailable: Error {}
#endif
