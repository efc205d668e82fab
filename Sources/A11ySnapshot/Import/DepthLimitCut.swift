/// A WebDriverAgent page source cut short by its snapshot depth.
///
/// WebDriverAgent asks XCTest for at most `snapshotMaxDepth` levels of the tree (50 unless the
/// setting changes it: the XCUITest driver's settings reference, quoted in appium/appium#19661),
/// and XCTest serves at most 62 (appium/appium#18085, appium/WebDriverAgent#542). A node on the
/// last level is written without its children and without a sign that it had any, so a React
/// Native screen nested deeper loses its deepest views, its controls among them: a nesting test
/// app's page source stops at the 36th of its 37 nested views, the screen's only button under
/// them (NicolasMassart/appium-wdio-ios-nesting-test, appium/appium#14825). VoiceOver reads the
/// live tree and is not cut; a snapshot of such a dump lacks what the user hears.
package struct DepthLimitCut: Hashable, Sendable {
    /// Why the tree looks cut.
    package enum Evidence: Hashable, Sendable {
        /// The tree is exactly as deep as WebDriverAgent's default limit.
        case defaultLimit
        /// The tree is as deep as XCTest serves.
        case deepestXCTestServes
        /// A view on the last level has a label, is no accessibility element and has no
        /// children: XCUI reads such a view's label from views below it, which the dump lacks
        /// (a scroll indicator's label is its own).
        case labelWithoutContent(String)
    }

    /// The tree's levels, the application counted as the first.
    package let levels: Int
    package let evidence: Evidence

    /// WebDriverAgent's `snapshotMaxDepth` when no setting changes it.
    package static let defaultLimit = 50
    /// The most levels XCTest serves; a deeper request fails.
    package static let xctestCeiling = 62

    /// The cut in `roots`, an XCUI tree as WebDriverAgent writes it, or `nil` when it shows none.
    package static func find(in roots: [ImportedNode]) -> DepthLimitCut? {
        var deepest = Deepest()
        for root in roots { deepest.visit(root, level: 1) }
        switch deepest.level {
        case defaultLimit: return DepthLimitCut(levels: deepest.level, evidence: .defaultLimit)
        case xctestCeiling: return DepthLimitCut(levels: deepest.level, evidence: .deepestXCTestServes)
        default: return deepest.labelWithoutContent.map { DepthLimitCut(levels: deepest.level, evidence: .labelWithoutContent($0)) }
        }
    }

    /// The deepest level of a tree, and the label of the first view on it that names content
    /// the tree lacks.
    private struct Deepest {
        var level = 0
        var labelWithoutContent: String?

        mutating func visit(_ node: ImportedNode, level: Int) {
            if level > self.level {
                self.level = level
                labelWithoutContent = nil
            }
            if level == self.level, labelWithoutContent == nil, node.children.isEmpty, node.role == .element,
               node.type == .other, node.isAccessibilityElement == false,
               let label = node.label?.trimmedWhitespace, !label.isEmpty, !VoiceOverFocus.isScrollIndicatorLabel(String(label)) {
                labelWithoutContent = String(label)
            }
            guard level < ImportPolicy.maximumNodeDepth else { return }
            // By index: iterating would copy each child, with its arrays, on a walk of every node.
            for index in node.children.indices { visit(node.children[index], level: level + 1) }
        }
    }
}
