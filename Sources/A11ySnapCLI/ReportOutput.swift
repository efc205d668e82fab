import A11ySnapshot

/// Where a command's result goes: standard output, or the file `-o, --output` names.
extension CommandContext {
    /// Prints a rendered report, which ends with its own newline.
    func printReport(_ report: String) {
        // By bytes: a report with CRLF line ends (CSV) ends in the one Character "\r\n", not "\n".
        print(report.utf8.last == UInt8(ascii: "\n") ? String(decoding: report.utf8.dropLast(), as: UTF8.self) : report)
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
