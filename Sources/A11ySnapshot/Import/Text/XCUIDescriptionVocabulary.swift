/// The words of an XCUIElement debug description line that the reader knows: the keys before
/// a colon and the flags that stand alone. Recognising them is also how an unquoted value and a
/// quoted string with a stray quote in it are told apart from the next field.
enum XCUIDescriptionVocabulary {
    /// A `key: value` field.
    enum Key: CaseIterable {
        case identifier, label, title, placeholderValue, value, pid, traits

        /// The key as the description spells it.
        var spelling: StaticString {
            switch self {
            case .identifier: "identifier"
            case .label: "label"
            case .title: "title"
            case .placeholderValue: "placeholderValue"
            case .value: "value"
            case .pid: "pid"
            case .traits: "traits"
            }
        }
    }

    /// A field that is a bare word: a state the element is in.
    enum Flag: CaseIterable {
        case disabled, selected, keyboardFocused, focused, hittable, notHittable

        /// The flag as the description spells it.
        var spelling: StaticString {
            switch self {
            case .disabled: "Disabled"
            case .selected: "Selected"
            case .keyboardFocused: "Keyboard Focused"
            case .focused: "Focused"
            case .hittable: "Hittable"
            case .notHittable: "Not Hittable"
            }
        }
    }

    private static let keys = Key.allCases.map { ($0.spelling, $0) }
    private static let flags = Flag.allCases.map { ($0.spelling, $0) }

    /// The key spelled at `offset` and followed by a colon, with the offset just past the colon.
    static func key(in text: UnsafeBufferPointer<UInt8>, at offset: Int, end: Int) -> (Key, Int)? {
        guard offset < end, text[offset] >= UInt8(ascii: "a"), text[offset] <= UInt8(ascii: "z") else { return nil }
        for (spelling, key) in keys {
            let after = offset + spelling.utf8CodeUnitCount
            if after < end, text[after] == UInt8(ascii: ":"), matches(spelling, in: text, at: offset) {
                return (key, after + 1)
            }
        }
        return nil
    }

    /// The flag spelled at `offset` and followed by the end of its field (a comma or the end of
    /// the line, spaces allowed before either), with the offset just past the flag.
    static func flag(in text: UnsafeBufferPointer<UInt8>, at offset: Int, end: Int) -> (Flag, Int)? {
        guard offset < end, text[offset] >= UInt8(ascii: "A"), text[offset] <= UInt8(ascii: "Z") else { return nil }
        for (spelling, flag) in flags {
            let after = offset + spelling.utf8CodeUnitCount
            guard after <= end, matches(spelling, in: text, at: offset) else { continue }
            var next = after
            while next < end, text[next] == UInt8(ascii: " ") { next += 1 }
            if next == end || text[next] == UInt8(ascii: ",") { return (flag, after) }
        }
        return nil
    }

    /// Whether a field the reader knows starts at `offset`: a known key with its colon, a known
    /// flag, a frame (`{{`) or an address (`0x` and a hexadecimal digit).
    static func startsKnownField(in text: UnsafeBufferPointer<UInt8>, at offset: Int, end: Int) -> Bool {
        guard offset < end else { return false }
        switch text[offset] {
        case UInt8(ascii: "{"):
            return offset + 1 < end && text[offset + 1] == UInt8(ascii: "{")
        case UInt8(ascii: "0"):
            return offset + 2 < end && text[offset + 1] == UInt8(ascii: "x") && isHexDigit(text[offset + 2])
        default:
            return key(in: text, at: offset, end: end) != nil || flag(in: text, at: offset, end: end) != nil
        }
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): true
        default: false
        }
    }

    private static func matches(_ word: StaticString, in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard offset + count <= text.count, text[offset] == word.utf8Start[0] else { return false }
        let letters = word.utf8Start
        for index in 0..<count where text[offset + index] != letters[index] {
            return false
        }
        return true
    }
}
