import A11ySnapshot

extension AccessibilitySnapshot {
    /// Calls `body` with each element and its index path (`"1.2"`), in reading order (pre-order):
    /// the paths findings and reports name elements by.
    func forEachElementWithPath(_ body: (_ path: String, _ element: AccessibilityElement) -> Void) {
        func walk(_ elements: [AccessibilityElement], prefix: String) {
            for (index, element) in elements.enumerated() {
                let path = prefix.isEmpty ? String(index) : prefix + "." + String(index)
                body(path, element)
                walk(element.children, prefix: path)
            }
        }
        walk(elements, prefix: "")
    }
}
