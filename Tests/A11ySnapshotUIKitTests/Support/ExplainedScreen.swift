#if os(Linux)
import AppleShim
import Foundation
import Testing

/// A phone screen whose walk takes every kind of decision the capture explanation shows, and
/// reads attributes from every source it names (for the golden explanation).
@MainActor
enum ExplainedScreen {
    typealias S = SimulatedScreen

    static func make() -> UIView {
        S.phone([
            title(), logIn(), rows(), price(), card(), blockCard(),
            hidden(), faded(), secret(), clipped(), S.view(16, 760, 10, 10), unlabelled(), dialog(),
        ])
    }

    /// An element with a header trait and an identifier from UIAccessibilityIdentification.
    private static func title() -> UIView {
        let label = S.accessible(UILabel(frame: CGRect(x: 16, y: 60, width: 361, height: 34)), "Welcome", traits: [.header])
        label.text = "Welcome"
        label.accessibilityIdentifier = "title"
        return label
    }

    /// An element labelled by its block, with a subview that is not read.
    private static func logIn() -> UIView {
        let button = UIButton(frame: CGRect(x: 16, y: 110, width: 361, height: 50))
        button.isAccessibilityElement = true
        button.accessibilityTraits = .button
        button.titleLabel?.text = "Log in"
        button.accessibilityLabelBlock = { "Log in" }
        return button
    }

    /// A list container.
    private static func rows() -> UIView {
        let list = S.view(0, 180, 393, 100, [S.element("Row 1", 16, 0, 361, 44), S.element("Row 2", 16, 50, 361, 44)])
        list.accessibilityContainerType = .list
        list.accessibilityLabel = "Rows"
        return list
    }

    /// A group kept together by shouldGroupAccessibilityChildren.
    private static func price() -> UIView {
        let group = S.view(0, 290, 393, 44, [S.element("Price", 16, 0, 100, 44), S.element("$5", 300, 0, 60, 44)])
        group.shouldGroupAccessibilityChildren = true
        return group
    }

    /// A view listing its elements: one placed in its container's space, one listed twice, one
    /// with a key-value-coded identifier and a path instead of a frame; its subview is not read.
    private static func card() -> UIView {
        let card = S.view(0, 340, 393, 120, [S.element("Unread", 0, 0, 10, 10)])
        let number = UIAccessibilityElement(accessibilityContainer: card)
        number.isAccessibilityElement = true
        number.accessibilityLabel = "Card number"
        number.accessibilityFrameInContainerSpace = CGRect(x: 16, y: 0, width: 361, height: 44)
        let save = NSObject()
        save.isAccessibilityElement = true
        save.accessibilityLabel = "Save"
        save.setValue("save", forKey: "accessibilityIdentifier")
        save.accessibilityPath = UIBezierPath(rect: CGRect(x: 16, y: 400, width: 100, height: 44))
        card.accessibilityElements = [number, save, number]
        return card
    }

    /// Elements from the elements block, one framed by its frame block with its identifier from
    /// its identifier block.
    private static func blockCard() -> UIView {
        let card = S.view(0, 470, 393, 60)
        let expiry = S.node("Expiry", frame: .zero)
        expiry.accessibilityFrameBlock = { CGRect(x: 16, y: 480, width: 200, height: 44) }
        expiry.accessibilityIdentifierBlock = { "expiry" }
        card.accessibilityElementsBlock = { [expiry] }
        return card
    }

    private static func hidden() -> UIView {
        let view = S.view(0, 540, 393, 44, [S.element("Hidden", 16, 0, 100, 44)])
        view.isHidden = true
        return view
    }

    private static func faded() -> UIView {
        let view = S.element("Faded", 16, 590, 100, 44)
        view.alpha = 0.005
        return view
    }

    private static func secret() -> UIView {
        let view = S.view(0, 640, 393, 44, [S.element("Secret", 16, 0, 100, 44)])
        view.accessibilityElementsHidden = true
        return view
    }

    private static func clipped() -> UIView {
        let view = S.view(16, 690, 0, 0, [S.element("Clipped", 0, 0, 100, 44)])
        view.clipsToBounds = true
        return view
    }

    /// A label with text that is no element, as UIKit's labels are without automation.
    private static func unlabelled() -> UIView {
        let label = UILabel(frame: CGRect(x: 16, y: 700, width: 200, height: 30))
        label.text = "Terms apply"
        return label
    }

    /// A modal sheet over a label it hides.
    private static func dialog() -> UIView {
        let sheet = S.view(0, 0, 393, 100, [S.element("Are you sure?", 16, 10, 361, 44, traits: .staticText)])
        sheet.accessibilityViewIsModal = true
        return S.view(0, 740, 393, 100, [S.element("Behind", 16, 10, 100, 44), sheet])
    }
}

/// Compares a capture explanation with its golden file in `Golden/`, next to this file's folder,
/// or records it with `A11Y_RECORD_GOLDEN=1` (as the core's report goldens are recorded).
enum ExplanationGolden {
    static func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden").appendingPathComponent(name)
        if !(ProcessInfo.processInfo.environment["A11Y_RECORD_GOLDEN"] ?? "").isEmpty {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            Issue.record("Recorded golden file \(name); run again without A11Y_RECORD_GOLDEN.", sourceLocation: sourceLocation)
            return
        }
        let expected = FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
        let expectedLines = (expected ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let same = zip(expectedLines, actualLines).prefix { $0 == $1 }.count
        #expect(expected == actual, "differs from Golden/\(name) at line \(same + 1); re-record with A11Y_RECORD_GOLDEN=1 if intended",
                sourceLocation: sourceLocation)
    }
}
#endif
