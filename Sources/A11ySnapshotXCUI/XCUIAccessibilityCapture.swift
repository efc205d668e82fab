#if os(Linux)
import AppleShim
#elseif canImport(XCTest) && !os(watchOS)
import XCTest
#endif

#if ((os(iOS) || os(macOS) || os(tvOS) || os(visionOS)) && canImport(XCTest)) || os(Linux)
import A11ySnapshot
import Foundation

/// Captures accessibility snapshots in UI tests from `XCUIElement.snapshot()`.
///
/// Each element snapshot becomes an imported node (type, label, value, identifier, frame,
/// enabled, selected, placeholder, children) and the tree goes through the same canonical
/// policy as imported dump files (``ImportOptions``): application and window nodes give the
/// viewport and are dropped, traits are inferred from the element type exactly as for
/// Appium/WebDriverAgent dumps, and structural wrappers are flattened.
@MainActor
public enum XCUIAccessibilityCapture {
    /// The deepest element snapshot tree read; deeper trees are refused, which no real
    /// application reaches.
    static let maximumDepth = ImportPolicy.maximumElementDepth * 4

    /// A snapshot of `element` (usually an `XCUIApplication`) and everything below it.
    ///
    /// - Throws: what `XCUIElement.snapshot()` throws (the element does not exist, the
    ///   application is not running), or a ``DumpImportError`` when the tree is deeper than a
    ///   snapshot can hold.
    public static func snapshot(of element: XCUIElement, name: String = "", options: ImportOptions = .canonical) throws -> AccessibilitySnapshot {
        let root = try importedTree(from: try element.snapshot())
        var document = ImportedDocument(roots: [root])
        document.shapesVoiceOverFocus = true
        return try ImportPolicy.snapshot(from: document, name: name, file: nil, options: options)
    }

    /// The element snapshot tree as imported nodes, built with an explicit stack.
    static func importedTree(from root: any XCUIElementSnapshot) throws -> ImportedNode {
        struct Level {
            var node: ImportedNode
            let children: [any XCUIElementSnapshot]
            var next = 0
        }
        var stack = [Level(node: importedNode(root), children: root.children)]
        while let top = stack.indices.last {
            if stack[top].next < stack[top].children.count {
                guard stack.count < maximumDepth else {
                    throw DumpImportError(
                        reason: .nestingTooDeep, file: nil, line: 1, column: 1,
                        message: "the element snapshot is more than \(maximumDepth) levels deep")
                }
                let child = stack[top].children[stack[top].next]
                stack[top].next += 1
                stack.append(Level(node: importedNode(child), children: child.children))
            } else {
                let finished = stack.removeLast().node
                guard let parent = stack.indices.last else { return finished }
                stack[parent].node.children.append(finished)
            }
        }
        return importedNode(root)
    }

    /// One element snapshot's own attributes (children are added by the caller).
    static func importedNode(_ snapshot: any XCUIElementSnapshot) -> ImportedNode {
        let type = ElementType(xcuiRawValue: snapshot.elementType.rawValue)
        let role: ImportedNode.Role = switch type {
        case .application: .application
        case .window: .window
        default: .element
        }
        let frame = snapshot.frame
        var node = ImportedNode(
            role: role,
            type: type,
            label: snapshot.label.isEmpty ? snapshot.title : snapshot.label,
            value: XCUIValueText.text(of: snapshot.value),
            identifier: snapshot.identifier,
            placeholder: snapshot.placeholderValue,
            isSelected: snapshot.isSelected,
            frame: ImportedNode.frame(
                x: Double(frame.origin.x), y: Double(frame.origin.y),
                width: Double(frame.size.width), height: Double(frame.size.height)),
            isEnabled: snapshot.isEnabled)
        // XCTest reports an empty field's placeholder as its value, as the dump readers see it.
        node.dropPlaceholderEchoedAsValue()
        return node
    }
}
#endif
