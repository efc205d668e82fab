/// The Unicode properties the tokenizer asks of the Latin-1 letters block (U+00C0–U+00FF: `À` to
/// `ÿ`, French, German, Spanish, …), answered from the scalar's value instead of the property
/// tables: every scalar of the block is a letter except `×` and `÷`; `À`–`Þ` are uppercase (and
/// change when lowercased), `ß`–`ÿ` lowercase.
enum Latin1Letters {
    /// Whether `scalar` is in the block.
    @inline(__always) static func contains(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value &- 0xC0 < 0x40
    }

    /// `properties.isAlphabetic` of a scalar of the block.
    @inline(__always) static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value != 0xD7 && scalar.value != 0xF7
    }

    /// `properties.isUppercase` (and `changesWhenLowercased`) of a scalar of the block.
    @inline(__always) static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0xDF && scalar.value != 0xD7
    }

    /// `properties.isLowercase` of a scalar of the block.
    @inline(__always) static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0xDF && scalar.value != 0xF7
    }
}
