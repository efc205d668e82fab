import A11ySnapshot

/// Where a command's result goes: standard output, or the file `-o, --output` names.
extension CommandContext {
    /// Prints a rendered report, which ends with its own newline.
    func printReport(_ report: String) {
        print(report.hasSuffix("\n") ? String(report.dropLast()) : report)
    }

    /// Prints `result`, or writes it to `path` atomically; false after reporting a failed write.
    func deliver(_ result: [UInt8], to path: String?) -> Bool {
        guard let path else {
            printReport(String(decoding: result, as: UTF8.self))
            return true
        }
        do {
            try AtomicFile.write(result, to: path)
            return true
        } catch {
            printError(error.description)
            return false
        }
    }
}
