/// Whether a test process runs only some of its tests, read from its arguments, so that
/// `a11ysnap obsolete` does not take references the filtered-out tests use for unused.
///
/// Seen: Swift Testing's `--filter` and `--skip` (what `swift test --filter`/`--skip` pass on),
/// XCTest's test selectors (`Module.Class/test` as `swift test --filter` passes them to an
/// XCTest bundle on Linux) and `-XCTest` with anything but `All` (Apple's `xctest` tool). A
/// selection made in Xcode's test plan or scheme is not visible to the process.
enum TestSelection {
    /// The selecting arguments, joined, or `nil` when the process runs every test.
    static func describe(_ arguments: [String]) -> String? {
        var selecting: [String] = []
        var index = arguments.index(after: arguments.startIndex)
        while index < arguments.endIndex {
            let argument = arguments[index]
            let next = arguments.index(after: index)
            switch argument {
            case "--filter", "--skip":
                let value = next < arguments.endIndex ? arguments[next] : ""
                selecting.append(argument + " " + value)
                index = arguments.index(after: next)
                continue
            case "-XCTest":
                let value = next < arguments.endIndex ? arguments[next] : ""
                if value != "All" { selecting.append(argument + " " + value) }
                index = arguments.index(after: next)
                continue
            default:
                if argument.hasPrefix("--filter=") || argument.hasPrefix("--skip=") {
                    selecting.append(argument)
                } else if !argument.hasPrefix("-"), argument.contains("/") || argument.contains("."),
                          !argument.hasSuffix(".xctest"), !argument.hasPrefix("/") {
                    selecting.append(argument)
                }
            }
            index = next
        }
        return selecting.isEmpty ? nil : selecting.joined(separator: " ")
    }
}
