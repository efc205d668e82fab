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
