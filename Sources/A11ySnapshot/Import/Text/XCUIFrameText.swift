/// The frame of a debug description line, `{{x, y}, {width, height}}`, as `CGRect`'s
/// description prints it.
///
/// Numbers may be negative, fractional, in exponent form, or `inf`/`nan`: a negative size is
/// standardized like `CGRect` does and a non-finite number becomes 0
/// (``ImportedNode/frame(x:y:width:height:)``). Spaces around the punctuation are optional.
struct XCUIFrameText {
    let frame: Frame
    /// The offset just past the closing `}}`.
    let end: Int

    /// Parses the frame whose `{{` is at `start` on a line ending at `lineEnd`.
    init(in source: TextDumpSource, at start: Int, lineEnd: Int) throws(DumpImportError) {
        var scanner = Scanner(source: source, index: start, end: lineEnd, frameStart: start)
        try scanner.expect("{")
        try scanner.expect("{")
        let x = try scanner.number()
        try scanner.expect(",")
        let y = try scanner.number()
        try scanner.expect("}")
        try scanner.expect(",")
        try scanner.expect("{")
        let width = try scanner.number()
        try scanner.expect(",")
        let height = try scanner.number()
        try scanner.expect("}")
        try scanner.expect("}")
        frame = ImportedNode.frame(x: x, y: y, width: width, height: height)
        end = scanner.index
    }

    private struct Scanner {
        let source: TextDumpSource
        var index: Int
        let end: Int
        let frameStart: Int

        static let shape = "{{x, y}, {width, height}}"

        mutating func expect(_ character: Unicode.Scalar) throws(DumpImportError) {
            skipSpaces()
            guard index < end else { throw truncated() }
            guard source.text[index] == UInt8(ascii: character) else {
                throw source.error(
                    .invalidValue,
                    "expected '\(character)' in the frame \(Self.shape), found \(source.excerpt(at: index, end: end))",
                    at: index)
            }
            index += 1
        }

        mutating func number() throws(DumpImportError) -> Double {
            skipSpaces()
            let start = index
            while index < end, Self.isNumberByte(source.text[index]) { index += 1 }
            guard index < end else { throw truncated() }
            guard start < index, let value = Self.decimal(source.text, start..<index) ?? Double(source.string(start..<index)) else {
                throw source.error(
                    .invalidValue,
                    "expected a number in the frame \(Self.shape), found \(source.excerpt(at: start, end: end))",
                    at: start)
            }
            return value
        }

        mutating func skipSpaces() {
            while index < end, source.text[index] == UInt8(ascii: " ") { index += 1 }
        }

        func truncated() -> DumpImportError {
            source.error(.truncated, "the line ends inside the frame; expected \(Self.shape)", at: frameStart)
        }

        /// The value of a plain decimal (`-12.5`) with at most 15 significant digits, computed
        /// exactly (an integer divided by a power of ten, both exact in a `Double`, rounds
        /// correctly); `nil` for anything else, which `Double(String)` then reads.
        static func decimal(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
            var index = range.lowerBound
            let negative = text[index] == UInt8(ascii: "-")
            if negative { index += 1 }
            var mantissa: Int64 = 0
            var digits = 0
            var fractionDigits = 0
            var seenPoint = false
            guard index < range.upperBound else { return nil }
            while index < range.upperBound {
                let byte = text[index]
                if byte == UInt8(ascii: "."), !seenPoint {
                    seenPoint = true
                } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
                    digits += 1
                    if seenPoint { fractionDigits += 1 }
                    guard digits <= 15 else { return nil }
                } else {
                    return nil
                }
                index += 1
            }
            guard digits > 0 else { return nil }
            let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
            return negative ? -magnitude : magnitude
        }

        private static let powersOfTen: [Double] = (0...15).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

        /// Digits, letters (`inf`, `nan`, exponents), signs and the decimal point.
        static func isNumberByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"):
                true
            default:
                false
            }
        }
    }
}
