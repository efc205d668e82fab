import Foundation

/// Finds a name among a fixed list by its UTF-8 bytes, without making a `String`: the reader
/// matches member names, element types and trait names this way (each used to cost a string, a
/// hash and a string comparison per occurrence).
///
/// An open-addressing table of the names' indexes, keyed by a hash of the bytes and confirmed by
/// comparing them; immutable once built.
final class ByteNameTable: Sendable {
    private let bytes: [UInt8]
    /// Where each name starts in `bytes`; one more entry than names, for the end.
    private let starts: [Int]
    /// Name index + 1 per slot, 0 for an empty slot.
    private let slots: [Int16]
    private let mask: Int

    init(_ names: [String]) {
        var bytes: [UInt8] = [], starts: [Int] = [0]
        for name in names {
            bytes += Array(name.utf8)
            starts.append(bytes.count)
        }
        var size = 8
        while size < names.count * 4 { size *= 2 }
        var slots = [Int16](repeating: 0, count: size)
        bytes.withUnsafeBufferPointer { all in
            for index in names.indices {
                let name = UnsafeBufferPointer(rebasing: all[starts[index]..<starts[index + 1]])
                var slot = Self.hash(name) & (size - 1)
                while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
                slots[slot] = Int16(index + 1)
            }
        }
        self.bytes = bytes
        self.starts = starts
        self.slots = slots
        self.mask = size - 1
    }

    /// The index of the name spelled by `name`, or `nil`.
    func index(of name: UnsafeBufferPointer<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { all in
            starts.withUnsafeBufferPointer { starts in
                slots.withUnsafeBufferPointer { slots in
                    var slot = Self.hash(name) & mask
                    while true {
                        let entry = Int(slots[slot])
                        if entry == 0 { return nil }
                        let start = starts[entry - 1], length = starts[entry] - start
                        if length == name.count && (length == 0 || memcmp(all.baseAddress! + start, name.baseAddress!, length) == 0) {
                            return entry - 1
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
    }

    /// Whether `"name":` (name `index`, quoted, with the colon right after) starts at `position`
    /// of `input`: the spelling of a member name in canonical files.
    @inline(__always)
    func isQuotedMember(_ index: Int, at position: Int, in input: UnsafeBufferPointer<UInt8>) -> Bool {
        starts.withUnsafeBufferPointer { starts in
            guard index < starts.count - 1 else { return false }
            let start = starts[index], length = starts[index + 1] - start
            guard position + length + 3 <= input.count, let base = input.baseAddress,
                  input[position + length + 1] == UInt8(ascii: "\""), input[position + length + 2] == UInt8(ascii: ":") else { return false }
            return bytes.withUnsafeBufferPointer { all in memcmp(all.baseAddress! + start, base + position + 1, length) == 0 }
        }
    }

    /// The index of the name spelled by `name`, trying `guess` and the names after it first (the
    /// reader's guess for member names: canonical files list keys in order, some left out).
    func index(of name: UnsafeBufferPointer<UInt8>, from guess: Int) -> Int? {
        let found: Int? = bytes.withUnsafeBufferPointer { all in
            starts.withUnsafeBufferPointer { starts in
                var index = guess
                while index < starts.count - 1 {
                    let start = starts[index], length = starts[index + 1] - start
                    if length == name.count && (length == 0 || memcmp(all.baseAddress! + start, name.baseAddress!, length) == 0) {
                        return index
                    }
                    index += 1
                }
                return nil
            }
        }
        return found ?? index(of: name)
    }

    /// FNV-1a over the length and at most the first 16 bytes: enough to tell the names apart.
    private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(name.count)
        for byte in name.prefix(16) { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
