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
        return String(unsafeUninitializedCapacity: total) { buffer in
            var offset = 0
            func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
                guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
                (buffer.baseAddress! + offset).update(from: base, count: bytes.count)
                offset += bytes.count
            }
            func copy(_ text: StaticString) { copy(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)) }
            copy(prefix)
            first.withUTF8 { copy($0) }
            copy(middle)
            path.tree.writePath(of: path.node, endingAt: offset + pathLength, in: buffer)
            offset += pathLength
            copy(open)
            label.withUTF8 { copy($0) }
            suffix.withUTF8 { copy($0) }
            return offset
        }
    }
}
