/// A growable byte buffer for the canonical writer's hot loop: an append is one capacity check and
/// one store, without `Array`'s uniqueness check. Non-copyable, so it owns its memory outright.
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

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
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(repeating byte: UInt8, count repeats: Int) {
        if count + repeats > capacity { grow(minimum: count + repeats) }
        (base + count).update(repeating: byte, count: repeats)
        count += repeats
    }

    /// Appends `value` in decimal.
    mutating func appendDecimal(_ value: UInt64) {
        var digits = 1
        var rest = value / 10
        while rest > 0 { digits += 1; rest /= 10 }
        if count + digits > capacity { grow(minimum: count + digits) }
        var remaining = value
        for index in stride(from: count + digits - 1, through: count, by: -1) {
            base[index] = UInt8(ascii: "0") + UInt8(remaining % 10)
            remaining /= 10
        }
        count += digits
    }

    /// The bytes written, as an array.
    consuming func finish() -> [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    private mutating func grow(minimum: Int) {
        let newCapacity = max(minimum, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
