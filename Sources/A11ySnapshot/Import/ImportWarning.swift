/// What an import noticed about a dump that its snapshot cannot say: the capture failed, or it
/// holds less than the screen did.
package enum ImportWarning: Hashable, Sendable {
    /// The dump holds nothing a screen reader would focus, as a capture that failed does:
    /// WebDriverAgent returning only the application, Maestro one zero-size node
    /// (appium/appium#14247, mobile-dev-inc/Maestro#872); a real screen always shows something.
    case nothingToFocus
    /// The tree stops at the depth the capturing tool asked for (``DepthLimitCut``).
    case cutByDepthLimit(DepthLimitCut)
}

extension DumpImport {
    /// Imports a dump as ``snapshot(fromDump:file:name:format:options:)`` does, with what the
    /// import noticed about it. A dump that carries no name is named after `namedAfter`'s file
    /// name when given (the snapshot file it becomes), else after `file`'s.
    package static func snapshotWithWarnings(
        fromDump bytes: [UInt8], file: String? = nil, name: String? = nil, namedAfter: String? = nil, format: DumpFormat? = nil,
        options: ImportOptions = .canonical
    ) throws(DumpImportError) -> (snapshot: AccessibilitySnapshot, warnings: [ImportWarning]) {
        try bytes.withTypedUnsafeBufferPointer { buffer throws(DumpImportError) in
            let document = try read(buffer, file: file, format: format)
            let snapshot = try ImportPolicy.snapshot(from: document, name: name ?? document.name ?? defaultName(for: namedAfter ?? file),
                                                     file: file, options: options)
            var warnings: [ImportWarning] = []
            if snapshot.elements.isEmpty { warnings.append(.nothingToFocus) }
            if let cut = document.depthLimitCut { warnings.append(.cutByDepthLimit(cut)) }
            return (snapshot, warnings)
        }
    }
}
