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

    /// The snapshot of a `debugDescription` of an app whose 375 × 667 window holds
    /// `windowContent`: element lines indented below the window's four spaces.
    static func snapshot(ofWindowHolding windowContent: String) throws -> AccessibilitySnapshot {
        let dump = """
            Attributes: Application, 0x9, pid: 1, label: 'Bench'
            Element subtree:
             →Application, 0x9, pid: 1, label: 'Bench'
                Window (Main), 0x8, {{0.0, 0.0}, {375.0, 667.0}}

            """
        return try DumpImport.snapshot(fromDump: Array((dump + windowContent).utf8))
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
