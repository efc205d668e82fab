/// Builds a message from its pieces in one allocation, copying UTF-8 bytes: appending piece by
/// piece to a `String` grows and re-checks it at every step, a large part of a rule that writes
/// a different message for every violation.
enum MessageText {
    /// `prefix + first + middle + <path of node> + open + label + suffix`.
    static func join(
        _ prefix: StaticString, _ first: String, _ middle: StaticString, path: (tree: RuleTree, node: Int),
        _ open: StaticString, _ label: Substring, _ suffix: String
    ) -> String {
        var first = first, label = label, suffix = suffix
        let pathLength = path.tree.pathLength(of: path.node)
        let total = prefix.utf8CodeUnitCount + first.utf8.count + middle.utf8CodeUnitCount + pathLength
            + open.utf8CodeUnitCount + label.utf8.count + suffix.utf8.count
        let nodes = path.tree.nodes, node = path.node
        // The pieces are copied through a moving cursor, by functions that capture nothing: nested
        // functions that captured the offset paid a dynamic exclusivity check on every copy.
        return String(unsafeUninitializedCapacity: total) { buffer in
            var cursor = buffer.baseAddress!
            copy(prefix, to: &cursor)
            first.withUTF8 { copy($0, to: &cursor) }
            copy(middle, to: &cursor)
            let pathStart = cursor - buffer.baseAddress!
            RuleTree.writePath(of: node, in: nodes, endingAt: pathStart + pathLength, in: buffer)
            cursor += pathLength
            copy(open, to: &cursor)
            label.withUTF8 { copy($0, to: &cursor) }
            suffix.withUTF8 { copy($0, to: &cursor) }
            return cursor - buffer.baseAddress!
        }
    }

    @inline(__always)
    private static func copy(_ bytes: UnsafeBufferPointer<UInt8>, to cursor: inout UnsafeMutablePointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        cursor.update(from: base, count: bytes.count)
        cursor += bytes.count
    }

    @inline(__always)
    private static func copy(_ text: StaticString, to cursor: inout UnsafeMutablePointer<UInt8>) {
        copy(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), to: &cursor)
    }
}
