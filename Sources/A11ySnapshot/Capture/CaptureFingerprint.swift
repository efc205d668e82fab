/// A 64-bit FNV-1a hash of an item's content, the reading order's last tie-break. It must be the
/// same on every platform and run (Swift's `Hasher` is seeded per process, so it cannot be used).
struct CaptureFingerprint {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    mutating func combine(_ number: UInt64) {
        var rest = number
        for _ in 0..<8 {
            combine(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        }
    }

    mutating func combine(_ number: Double) {
        combine(number.bitPattern)
    }

    /// The string's UTF-8 bytes, then its length, so `("ab", "c")` and `("a", "bc")` differ;
    /// `nil` and `""` differ too.
    mutating func combine(_ string: String?) {
        guard let string else {
            combine(UInt8(0xff))
            return
        }
        var length: UInt64 = 0
        for byte in string.utf8 {
            combine(byte)
            length += 1
        }
        combine(length)
    }

    /// Every attribute of one element (not its children).
    mutating func combine(_ element: AccessibilityElement) {
        combine(element.label)
        combine(element.value)
        combine(element.hint)
        combine(element.identifier)
        combine(element.traits.rawValue)
        combine(UInt8(element.isEnabled ? 1 : 0))
        combine(element.frame.x)
        combine(element.frame.y)
        combine(element.frame.width)
        combine(element.frame.height)
        combine(element.type?.rawValue)
        combine(element.placeholder)
        combine(UInt64(element.customActions.count))
        for action in element.customActions { combine(action) }
        combine(element.language)
        combine(element.container?.rawValue)
    }
}
