import A11ySnapshot
import Foundation
import Testing

/// Numbers are points rounded to hundredths, written in their shortest decimal form.
@Suite("Numbers")
struct NumberCanonicalizationTests {
    private func written(_ value: Double) -> String {
        Frame(value, 0, 0, 0).description.dropFirst().split(separator: ",")[0].description
    }

    @Test("Values are rounded to hundredths, ties away from zero", arguments: [
        (16.333333, "16.33"), (16.335, "16.34"), (2.675, "2.68"), (-2.675, "-2.68"), (0.125, "0.13"),
        (16.004, "16"), (16.006, "16.01"), (1.5, "1.5"), (100, "100"), (0.1, "0.1"), (0.01, "0.01"),
    ] as [(Double, String)])
    func rounding(value: Double, expected: String) {
        #expect(written(value) == expected)
    }

    @Test("Negative zero and values that round to zero are written 0", arguments: [-0.0, 0.004, -0.004, 1e-300, -1e-300])
    func zero(value: Double) {
        #expect(written(value) == "0")
        #expect(Frame(value, 0, 0, 0).x.sign == .plus)
    }

    @Test("Shortest form: no trailing zeros, no exponent, no leading plus", arguments: [
        (16.0, "16"), (16.10, "16.1"), (1e6, "1000000"), (123456789.5, "123456789.5"), (-0.5, "-0.5"),
    ] as [(Double, String)])
    func shortestForm(value: Double, expected: String) {
        #expect(written(value) == expected)
    }

    @Test("Non-finite values in a model become 0: a snapshot never holds NaN or infinity")
    func nonFiniteInModel() {
        let frame = Frame(.nan, .infinity, -.infinity, .signalingNaN)
        #expect(frame == .zero)
    }

    @Test("Different spellings of one number read as the same value", arguments: [
        "16", "16.0", "16.00", "1.6e1", "1.6E+1", "160e-1", "16.004", "15.996", "0.16e2",
    ])
    func spellings(spelling: String) throws {
        let text = minimalDocument.replacingOccurrences(of: "[16, 200, 361, 50]", with: "[\(spelling), 200, 361, 50]")
        #expect(try AccessibilitySnapshot(json: Array(text.utf8)).elements[0].frame.x == 16)
    }

    @Test("Text input rounds like the model: 16.333333 and 16.33 read as the same value")
    func textMatchesModelRounding() throws {
        for (spelling, value) in [("16.333333", 16.333333), ("2.675", 2.675), ("-0.004", -0.004), ("999999999.999", 999_999_999.999)] {
            let text = minimalDocument.replacingOccurrences(of: "[16, 200, 361, 50]", with: "[\(spelling), 200, 361, 50]")
            #expect(try AccessibilitySnapshot(json: Array(text.utf8)).elements[0].frame == Frame(value, 200, 361, 50), "\(spelling)")
        }
    }

    @Test("Numbers beyond the coordinate range or not finite in double precision are rejected", arguments: [
        "1e400", "-1e400", "1000000000.01", "1e10", "12345678901",
    ])
    func outOfRange(spelling: String) throws {
        let text = minimalDocument.replacingOccurrences(of: "[16, 200, 361, 50]", with: "[\(spelling), 200, 361, 50]")
        let error = try #require(readingError(text))
        #expect(error.reason == .numberOutOfRange)
        #expect(error.message.contains(spelling))
        #expect((error.line, error.column) == location(of: spelling, in: text))
    }

    @Test("NaN, Infinity, leading plus and bare decimal points are not JSON numbers", arguments: [
        "NaN", "Infinity", "-Infinity", "+16", ".5", "16.", "016", "1e", "-",
    ])
    func notJSONNumbers(spelling: String) throws {
        let text = minimalDocument.replacingOccurrences(of: "[16, 200, 361, 50]", with: "[\(spelling), 200, 361, 50]")
        let error = try #require(readingError(text))
        #expect(error.reason == .malformedJSON || error.reason == .wrongType)
        #expect(error.line == 10)
    }
}
