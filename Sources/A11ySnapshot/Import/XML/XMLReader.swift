/// A small, strict, non-validating XML 1.0 reader for accessibility dumps: UTF-8 bytes in, a tree
/// of ``XMLElementNode``s out.
///
/// It reads elements, attributes (either quote style), character data, CDATA sections, comments
/// and processing instructions, the five predefined entities and character references. It never
/// loads anything: DTDs are not read, entities are not declared, nothing outside the input is
/// opened. The policy (see `docs/import/xml.md`):
///
/// - A `<!DOCTYPE>` is skipped; its external subset is never fetched. An internal subset that
///   declares an entity (`<!ENTITY …>`) or uses a parameter entity is refused with
///   ``DumpImportError/Reason/forbiddenConstruct``, so external-entity (XXE) and
///   entity-expansion ("billion laughs") documents fail at the declaration, before any
///   expansion could happen.
/// - A reference to any entity other than `lt`, `gt`, `amp`, `apos` and `quot` is refused with
///   ``DumpImportError/Reason/forbiddenConstruct``.
/// - Input must be UTF-8 (a UTF-8 byte-order mark is skipped); UTF-16, a declared non-UTF-8
///   encoding and invalid UTF-8 are refused with ``DumpImportError/Reason/invalidEncoding``.
/// - Elements may nest ``maximumDepth`` levels; the parse is iterative, so deeper input is
///   refused with ``DumpImportError/Reason/nestingTooDeep`` without touching the call stack.
///
/// Whitespace-only character data between tags (indentation) is not kept in
/// ``XMLElementNode/text``; names are checked byte-wise (ASCII name characters, any non-ASCII
/// scalar) rather than against XML's full Unicode name tables.
package enum XMLReader {
    /// The deepest element nesting accepted.
    package static let maximumDepth = 1000

    /// Parses `bytes` and returns the document's root element.
    ///
    /// - Throws: ``DumpImportError`` with the file, line and column of the first problem.
    /// Parses `bytes` from byte `start` on (text before it set aside by the caller, positions in
    /// errors still counted from the first byte) and returns the document's root element.
    ///
    /// - Throws: ``DumpImportError`` with the file, line and column of the first problem.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String?, from start: Int = 0) throws(DumpImportError) -> XMLElementNode {
        var parser = XMLScanState(bytes: bytes, file: file, start: start)
        return try parser.parseDocument()
    }

    /// Parses a document held in an array (for tests and small inputs).
    package static func parse(_ bytes: [UInt8], file: String? = nil) throws(DumpImportError) -> XMLElementNode {
        try bytes.withTypedUnsafeBufferPointer { buffer throws(DumpImportError) in
            try parse(buffer, file: file)
        }
    }
}
