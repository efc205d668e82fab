/// A 64-bit fingerprint of strings and integers, for ``UniqueFingerprints``: a multiply–xorshift
/// mix over the UTF-8 bytes, eight at a time. Strings are taken byte for byte: snapshot strings
/// are NFC-normalized, and a canonically equal string in another form only looks like another key.
struct Fingerprint {
    private(set) var value: UInt64 = 0x243F_6A88_85A3_08D3

    mutating func combine(_ string: String) {
        let combined: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            var offset = 0
            while offset + 8 <= raw.count {
                mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var tail: UInt64 = 0
            while offset < raw.count {
                tail = tail << 8 | UInt64(raw[offset])
                offset += 1
            }
            mix(tail)
            mix(UInt64(raw.count))
        }
        if combined == nil {
            var string = string
            string.makeContiguousUTF8()
            combine(string)
        }
    }

    mutating func combine(_ integer: UInt64) {
        mix(integer)
    }

    /// Combines the in-memory bytes of a trivial value of at most 8 bytes (an enumeration without
    /// payloads, or its optional): equal values have equal bytes, and no string is built or read.
    mutating func combine<Value>(bytesOf value: Value) {
        var word: UInt64 = 0
        withUnsafeBytes(of: value) { bytes in
            for byte in bytes { word = word << 8 | UInt64(byte) }
        }
        mix(word)
    }

    private mutating func mix(_ word: UInt64) {
        value = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
        value ^= value >> 32
    }
}
