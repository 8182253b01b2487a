import Testing
@testable import DayBandsImport

/// A CSV field's number is read without `strtod` when it is short enough
/// to be exact (`DecimalNumber.exactly`); it must be the very Double that
/// `strtod` gives, for every text, and the strict rules must hold.
@Suite("Decimal numbers")
struct DecimalNumberTests {
    private func value(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { DecimalNumber.value($0) }
    }

    /// The same bits as `strtod` (through `Double(String)`), -0 and all.
    private func expectAsStrtod(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = Double(text)
        let read = value(text)
        #expect(read?.bitPattern == expected?.bitPattern, "\(text): \(String(describing: read)), strtod \(String(describing: expected))",
                sourceLocation: sourceLocation)
    }

    @Test(arguments: ["0", "-0", "+0", "0.0", "-0.0", ".5", "5.", "-.5", "+7", "89", "5.5", "0.1", "0.3", "1.1", "2.675",
                      "123456789012345", "999999999999999", "99999999999999.9", "0.000000000000001", ".123456789012345",
                      "9007199254740993", "1234567890123456", "0.1234567890123456", "0000000000000001.5", "12345678901234567890",
                      "1e3", "1.5E-2", "-2e+2", "4.35", "7.7", "16.65", "0.30000000000000004"])
    func theEdgesReadAsStrtodReadsThem(text: String) {
        expectAsStrtod(text)
    }

    @Test func randomNumbersReadAsStrtodReadsThem() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100_000 {
            let digits = Int.random(in: 1...18, using: &generator)
            var text = String((0..<digits).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            if Bool.random(using: &generator) { text.insert(".", at: text.index(text.startIndex, offsetBy: Int.random(in: 0...digits))) }
            switch Int.random(in: 0...3, using: &generator) {
            case 0: text = "-" + text
            case 1: text = "+" + text
            default: break
            }
            expectAsStrtod(text)
        }
    }

    @Test(arguments: ["", "-", ".", "+.", "5..5", "5-", "--5", "0x10", "inf", "nan", "5 5", "1e", "5,5", "50\u{0}0", "١٢"])
    func otherTextIsNoNumber(text: String) {
        #expect(value(text) == nil)
    }
}
