/// Turns test file names, test names and snapshot names into file-name pieces that are safe on
/// every platform and can never point outside the snapshot folder.
///
/// The rule (also in `docs/TESTING.md`):
/// 1. Every run of characters other than ASCII letters, digits and `_` becomes one `-` (so
///    `/`, `\`, `.`, spaces, NUL, control and non-ASCII characters never reach the file system,
///    and `a - b` gives `a-b`); a `-` at either end is dropped.
/// 2. If nothing is left (an empty name, `..`, `日本語`), the piece is `_` followed by the
///    8-hex-digit hash of the original name.
/// 3. A name longer than 100 characters keeps its first 91 and ends in `-` and the hash.
/// 4. A Windows device name (`CON`, `PRN`, `AUX`, `NUL`, `COM0`–`COM9`, `LPT0`–`LPT9`, in any
///    case) gets a `_` appended.
///
/// The hash is FNV-1a (32 bits) of the original name's UTF-8 bytes: stable across runs and platforms.
package enum SnapshotPathComponent {
    /// The longest piece the rule produces.
    package static let maximumLength = 100

    /// `name` made safe by the rule above.
    package static func sanitize(_ name: String) -> String {
        var result = ""
        var pendingSeparator = false
        for scalar in name.unicodeScalars {
            if isKept(scalar) {
                if pendingSeparator && !result.isEmpty { result.append("-") }
                pendingSeparator = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingSeparator = true
            }
        }
        if result.isEmpty {
            return "_" + stableHash(name)
        }
        if result.count > maximumLength {
            var head = String(result.prefix(maximumLength - 9))
            while head.hasSuffix("-") { head.removeLast() }
            return head + "-" + stableHash(name)
        }
        if isWindowsDeviceName(result) {
            return result + "_"
        }
        return result
    }

    /// The test's name as files use it: `#function` up to its argument list, sanitized.
    /// `loginScreen()` and `testLogin()` give `loginScreen` and `testLogin`;
    /// `screen(named:)` gives `screen`.
    package static func testName(fromFunction function: String) -> String {
        let base = function.firstIndex(of: "(").map { function[..<$0] } ?? function[...]
        return sanitize(String(base))
    }

    /// The test file's name without directories and extension, sanitized:
    /// `MyTests/LoginTests.swift` (a `#fileID`) gives `LoginTests`.
    package static func testFileName(fromFileID fileID: String) -> String {
        var name = fileID.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? fileID
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            name = String(name[..<dot])
        }
        return sanitize(name)
    }

    /// 8 lowercase hex digits of the FNV-1a hash of `text`'s UTF-8 bytes.
    package static func stableHash(_ text: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_": true
        default: false
        }
    }

    private static func isWindowsDeviceName(_ name: String) -> Bool {
        let upper = name.uppercased()
        if ["CON", "PRN", "AUX", "NUL"].contains(upper) { return true }
        guard upper.count == 4, upper.hasPrefix("COM") || upper.hasPrefix("LPT") else { return false }
        return upper.last!.isASCII && upper.last!.isNumber
    }
}
