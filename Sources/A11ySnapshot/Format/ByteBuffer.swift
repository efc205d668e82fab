/// A growable byte buffer for the canonical writer's hot loop: an append is one capacity check and
/// one store, without `Array`'s uniqueness check. Non-copyable, so it owns its memory outright.
///
/// The writer reserves room for a whole piece (a key with its indent, a frame) once and then
/// appends with the `unchecked` methods, which skip the capacity check.
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    /// `false` while writing into memory the caller lent (``init(writingInto:)``).
    private var ownsMemory = true

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    /// Writes into `memory` until it is full, then moves to memory of its own (see
    /// ``isWritingInPlace``). `memory` must outlive the buffer.
    init(writingInto memory: UnsafeMutableBufferPointer<UInt8>) {
        base = memory.baseAddress ?? .allocate(capacity: 64)
        capacity = memory.baseAddress == nil ? 64 : memory.count
        ownsMemory = memory.baseAddress == nil
    }

    deinit { if ownsMemory { base.deallocate() } }

    /// Whether every byte so far went to the memory lent at ``init(writingInto:)``.
    var isWritingInPlace: Bool { !ownsMemory }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(minimum: count + extra) }
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(minimum: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(minimum: count + bytes.count) }
        appendUnchecked(source, count: bytes.count)
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(repeating byte: UInt8, count repeats: Int) {
        reserve(repeats)
        appendUnchecked(repeating: byte, count: repeats)
    }

    // MARK: Within reserved room

    @inline(__always)
    mutating func appendUnchecked(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func appendUnchecked(_ text: StaticString) {
        appendUnchecked(text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// Copies `length` bytes; most are short (keys, labels), and a call to `memcpy` would cost more
    /// than the copy, so up to 64 bytes move as words, the last one overlapping the one before.
    @inline(__always)
    mutating func appendUnchecked(_ source: UnsafePointer<UInt8>, count length: Int) {
        let target = UnsafeMutableRawPointer(base + count)
        if length >= 8 && length <= 64 {
            let from = UnsafeRawPointer(source)
            var offset = 0
            while offset + 8 < length {
                target.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            target.storeBytes(of: from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self), toByteOffset: length - 8, as: UInt64.self)
        } else if length < 8 {
            for index in 0..<length { (base + count)[index] = source[index] }
        } else {
            (base + count).update(from: source, count: length)
        }
        count += length
    }

    @inline(__always)
    mutating func appendUnchecked(repeating byte: UInt8, count repeats: Int) {
        (base + count).update(repeating: byte, count: repeats)
        count += repeats
    }

    /// `2 × level` spaces, written a word at a time; needs `2 × level + 8` bytes of room.
    @inline(__always)
    mutating func appendIndentUnchecked(level: Int) {
        let target = UnsafeMutableRawPointer(base + count)
        let spaces: UInt64 = 0x2020_2020_2020_2020
        var offset = 0
        while offset < level * 2 {
            target.storeBytes(of: spaces, toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        count += level * 2
    }

    /// Appends `value` in decimal.
    mutating func appendDecimal(_ value: UInt64) {
        reserve(20)
        appendDecimalUnchecked(value)
    }

    /// Appends `value` in decimal (at most 20 bytes), two digits at a time.
    @inline(__always)
    mutating func appendDecimalUnchecked(_ value: UInt64) {
        if value < 10 {
            appendUnchecked(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        var digits = 2
        var rest = value / 100
        while rest > 0 {
            digits += 1
            if rest < 10 { break }
            digits += 1
            rest /= 100
        }
        var end = count + digits
        var remaining = value
        let pairs = Self.digitPairs.utf8Start
        while remaining >= 10 {
            let pair = Int(remaining % 100) &* 2
            remaining /= 100
            end -= 2
            base[end] = pairs[pair]
            base[end + 1] = pairs[pair + 1]
        }
        if end > count { base[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining) }
        count += digits
    }

    private static let digitPairs: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// The bytes written, as an array.
    consuming func finish() -> [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    private mutating func grow(minimum: Int) {
        let newCapacity = max(minimum, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        if ownsMemory { base.deallocate() }
        ownsMemory = true
        base = newBase
        capacity = newCapacity
    }
}
