/// An element of a snapshot as the HTML report draws and lists it, in reading order (depth-first,
/// pre-order, as the diff counts positions): its path, which names it in every report, and its
/// nesting depth.
package struct DrawnElement: Sendable {
    let path: String
    let depth: Int
    let element: AccessibilityElement
    let spoken: String

    /// Every element of `elements` in reading order, without recursion (trees can be deep), with
    /// what the screen reader of `platform` says for it.
    package static func flatten(_ elements: [AccessibilityElement], platform: Platform = .iOS) -> [DrawnElement] {
        var result: [DrawnElement] = []
        var stack: [(element: AccessibilityElement, path: String, depth: Int, context: SpokenContext?)] =
            elements.indices.reversed().map { (elements[$0], String($0), 0, nil) }
        while let (element, path, depth, context) = stack.popLast() {
            let spoken = SpokenForm.describe(element, context: context, on: platform).description
            result.append(DrawnElement(path: path, depth: depth, element: element, spoken: spoken))
            for index in element.children.indices.reversed() {
                stack.append((element.children[index], path + "." + String(index), depth + 1,
                              SpokenForm.context(ofChild: index, in: element)))
            }
        }
        return result
    }
}
