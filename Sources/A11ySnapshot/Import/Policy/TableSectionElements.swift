/// The elements UIKit adds to a table for its sections. After a `UITableView`'s cells, XCUI lists
/// a childless view per section on screen, labelled with the section's header, and, under a large
/// title, a copy of the navigation bar's title with the title's frame (XCUI `debugDescription`s of
/// an iOS 26 UIKit benchmark app's grouped table, scrolled to its top and to its end). In the view
/// hierarchy there is one header and one title (appium/appium#20613 meets the same doubling of a
/// section header's content in WebDriverAgent's source). VoiceOver reads each header where the
/// section starts, and the title once, so the copies are not kept: dropping a label already said
/// loses nothing a user hears.
enum TableSectionElements {
    /// The children of `table` VoiceOver reads: all of them but, after the last cell, childless
    /// views repeating a section header said before it or one of `titles` (the navigation bars'
    /// titles met so far: XCUI gives a navigation bar its title as identifier).
    static func reachable(in table: ImportedNode, titles: Set<String>) -> [ImportedNode] {
        let children = table.children
        guard let lastCell = children.lastIndex(where: { $0.type == .cell }), lastCell < children.index(before: children.endIndex)
        else { return children }
        var headers = Set<String>()
        for child in children[..<lastCell] where child.type != .cell {
            for node in [child] + child.children {
                if let label = node.label, !label.isEmpty { headers.insert(label) }
            }
        }
        return children.enumerated().filter { index, child in
            guard index > lastCell, let label = repeatableLabel(of: child) else { return true }
            return !headers.contains(label) && !titles.contains(label)
        }.map(\.element)
    }

    /// The label of a childless plain view or text with neither value nor identifier: what a
    /// section's or a title's copy looks like.
    private static func repeatableLabel(of node: ImportedNode) -> String? {
        guard node.children.isEmpty, [.other, .staticText].contains(node.type ?? .other),
              (node.value ?? "").isEmpty, (node.identifier ?? "").isEmpty,
              let label = node.label, !label.isEmpty else { return nil }
        return label
    }
}
