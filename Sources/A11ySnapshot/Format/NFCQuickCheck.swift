/// A conservative test that UTF-8 text is already in Unicode Normalization Form C, so the writer
/// can skip Foundation's normalization (a quarter of the encoder's time on non-ASCII labels).
///
/// `true` only when every scalar is in a range whose characters all have `NFC_Quick_Check=Yes`
/// and canonical combining class 0: such a string is its own NFC (UAX #15, quick check). The
/// ranges cover Latin-1 and Latin Extended, Cyrillic, general punctuation, currency signs, kana,
/// CJK ideographs, Hangul syllables and emoji; anything else (combining marks, Hangul jamo,
/// compatibility ideographs, …) answers `false` and is normalized as before.
enum NFCQuickCheck {
    static func isNFC(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let scalar: UInt32
            if lead < 0xE0 {
                guard index + 1 < count else { return false }
                scalar = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                index += 2
            } else if lead < 0xF0 {
                guard index + 2 < count else { return false }
                scalar = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                index += 3
            } else {
                guard index + 3 < count else { return false }
                scalar = UInt32(lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                    | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
                index += 4
            }
            guard isStable(scalar) else { return false }
        }
        return true
    }

    /// Whether the scalar is in one of the ranges above.
    @inline(__always)
    static func isStable(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0080...0x02FF,   // Latin-1 Supplement, Latin Extended-A/B, IPA, spacing modifiers
             0x0400...0x0482,   // Cyrillic (before the combining marks at U+0483)
             0x048A...0x04FF,   // Cyrillic
             0x2010...0x2027,   // dashes, quotes, bullets, ellipsis
             0x2030...0x205E,   // per mille, primes, more punctuation
             0x20A0...0x20C0,   // currency signs
             0x3041...0x3096,   // Hiragana (without the combining voicing marks U+3099/309A)
             0x30A1...0x30FA,   // Katakana
             0x4E00...0x9FFF,   // CJK Unified Ideographs
             0xAC00...0xD7A3,   // Hangul syllables
             0x1F300...0x1FAFF: // pictographs and emoji
            return true
        default:
            return false
        }
    }
}
