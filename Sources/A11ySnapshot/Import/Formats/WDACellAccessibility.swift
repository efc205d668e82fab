/// What WebDriverAgent's `accessible` says of a table cell. WDA's `isWDAccessible` does not give
/// the cell's own answer: it calls a cell accessible when the cell or its first child is an
/// accessibility element, and nothing inside an accessible ancestor accessible
/// (appium/WebDriverAgent, `XCUIElement+FBWebDriverAttributes.m`). So the answer turns on
/// which view a row lays out first. iOS 17's Settings draws an icon first, and every row reads
/// `accessible="false"` with its text `accessible="true"`; Settings > General has no icons, and
/// its rows read `accessible="true"`. VoiceOver focuses the whole row in both ("Notifications,
/// button"), as it does with the rows of sources that state traits (`traits="Button"`).
enum WDACellAccessibility {
    /// The cell's `isAccessibilityElement` to use: unknown (`nil`) instead of WDA's `false` for
    /// a labelled cell whose only elements inside are texts that say part of its label, so the
    /// policy reads it as the row it is; `node`'s own otherwise. A cell holding a control (a
    /// comment row's "Like" button) stays a container VoiceOver enters.
    static func isAccessibilityElement(of node: ImportedNode) -> Bool? {
        guard node.type == .cell, node.isAccessibilityElement == false, let label = node.label, !label.isEmpty else {
            return node.isAccessibilityElement
        }
        let says = VoiceOverFocus.words(label)
        var foundText = false
        var stack = node.children
        while let next = stack.popLast() {
            if next.isAccessibilityElement == true {
                guard next.type == .staticText, VoiceOverFocus.isPart(VoiceOverFocus.words(next.label ?? ""), of: says) else {
                    return node.isAccessibilityElement
                }
                foundText = true
            }
            stack.append(contentsOf: next.children)
        }
        return foundText ? nil : node.isAccessibilityElement
    }
}
