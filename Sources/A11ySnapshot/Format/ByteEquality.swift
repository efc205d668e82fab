import Foundation

/// Byte-for-byte equality through `memcmp`: `==` on `[UInt8]` and `utf8.elementsEqual` compare
/// element by element, and `==` on strings compares by canonical equivalence. For the places
/// that want the exact bytes and compare a lot of them (reference files, repeated labels and
/// messages).
package enum ByteEquality {
    /// Whether `first` and `second` hold the same bytes.
    @inline(__always)
    package static func equal(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        first.count == second.count && (first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0)
    }

    /// Whether two byte arrays are equal.
    package static func equal(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        first.withUnsafeBufferPointer { a in second.withUnsafeBufferPointer { b in equal(a, b) } }
    }

    /// How many bytes `first` and `second` start with in common, compared eight at a time.
    static func commonPrefixLength(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Int {
        let limit = min(first.count, second.count)
        guard limit > 0 else { return 0 }
        let (a, b) = (UnsafeRawPointer(first.baseAddress!), UnsafeRawPointer(second.baseAddress!))
        var length = 0
        while length + 8 <= limit && a.loadUnaligned(fromByteOffset: length, as: UInt64.self)
                == b.loadUnaligned(fromByteOffset: length, as: UInt64.self) {
            length += 8
        }
        while length < limit && first[length] == second[length] { length += 1 }
        return length
    }

    /// How many bytes `first` and `second` end with in common, at most `limit`, compared eight at a time.
    static func commonSuffixLength(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        let limit = min(limit, first.count, second.count)
        guard limit > 0 else { return 0 }
        let (a, b) = (UnsafeRawPointer(first.baseAddress!), UnsafeRawPointer(second.baseAddress!))
        var length = 0
        while length + 8 <= limit && a.loadUnaligned(fromByteOffset: first.count - length - 8, as: UInt64.self)
                == b.loadUnaligned(fromByteOffset: second.count - length - 8, as: UInt64.self) {
            length += 8
        }
        while length < limit && first[first.count - 1 - length] == second[second.count - 1 - length] { length += 1 }
        return length
    }

    /// Whether two strings have the same UTF-8 bytes (not merely canonically equivalent ones).
    static func equal(_ first: String, _ second: String) -> Bool {
        var (first, second) = (first, second)
        return first.withUTF8 { a in second.withUTF8 { b in equal(a, b) } }
    }

    /// Whether two substrings have the same UTF-8 bytes.
    static func equal(_ first: Substring, _ second: Substring) -> Bool {
        var (first, second) = (first, second)
        return first.withUTF8 { a in second.withUTF8 { b in equal(a, b) } }
    }
}
