import A11ySnapshot

/// Imports the bytes as a dump; an imported tree must survive the canonical round trip, and a
/// refused dump must be refused with a position inside the input.
enum ImportHarness {
    static func run(_ bytes: [UInt8], format: DumpFormat?) {
        let source = "the \(format?.rawValue ?? "detected") importer"
        do {
            let snapshot = try DumpImport.snapshot(fromDump: bytes, format: format)
            CanonicalForm.checkRoundTrip(snapshot, from: source)
        } catch {
            ErrorLocation.check(line: error.line, column: error.column, message: error.message,
                                description: error.description, in: bytes, from: source)
        }
    }
}
