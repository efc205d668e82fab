import A11ySnapshot

/// Reading debug description text in the XCUI importer's tests.
enum XCUIText {
    /// The document `text` parses to.
    static func read(_ text: String, file: String? = "dump.txt") throws(DumpImportError) -> ImportedDocument {
        try read(Array(text.utf8), file: file)
    }

    /// The document `bytes` parse to.
    static func read(_ bytes: [UInt8], file: String? = "dump.txt") throws(DumpImportError) -> ImportedDocument {
        try bytes.withTypedUnsafeBufferPointer { buffer throws(DumpImportError) in
            try XCUIDebugDescriptionReader.read(buffer, file: file)
        }
    }

    /// The only root of the tree that `line`, under an `Element subtree:` header, parses to;
    /// throws when there is not exactly one.
    static func element(_ line: String) throws -> ImportedNode {
        let document = try read("Element subtree:\n" + line + "\n")
        guard document.roots.count == 1, let root = document.roots.first else {
            throw Unexpected(description: "expected one root, found \(document.roots.count)")
        }
        return root
    }

    /// The error reading `text` throws, or `nil` when it reads.
    static func error(_ text: String) -> DumpImportError? {
        error(Array(text.utf8))
    }

    static func error(_ bytes: [UInt8]) -> DumpImportError? {
        do {
            _ = try read(bytes)
            return nil
        } catch {
            return error
        }
    }

    /// Whether the reader recognizes `text` as its format.
    static func recognizes(_ text: String) -> Bool {
        XCUIDebugDescriptionReader.recognizes(DumpHead(text: text))
    }

    struct Unexpected: Error, CustomStringConvertible {
        let description: String
    }
}
