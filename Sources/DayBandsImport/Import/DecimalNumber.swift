/// A number as data files write it, read strictly from its bytes:
/// `[+-]digits[.digits][e[+-]digits]` (`.5` and `5.` too) and nothing else.
///
/// `Double(String)` goes through C's `strtod`, which stops at a NUL byte
/// (`"50\u{0}0"` became 50) and also takes `inf`, `nan` and hex (`0x1p4`):
/// none of them is a glucose value, a dose or a time in a file.
package enum DecimalNumber {
    static func value(_ text: Substring) -> Double? {
        guard ASCIIScanner.scan(text, isNumber) == true else { return nil }
        return Double(text)
    }

    package static func value(_ text: String) -> Double? { value(Substring(text)) }

    /// The same from bytes (a CSV row's field); a String is made only of a
    /// valid number, which is short enough to need no allocation.
    static func value(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard ASCIIScanner.scan(bytes, isNumber) == true else { return nil }
        return exactly(bytes) ?? Double(String(decoding: bytes, as: UTF8.self))
    }

    /// A valid number of at most 15 digits and no exponent, as `strtod`
    /// gives it, without a String or `strtod` (a year's values): its digits
    /// make an exact Double (below 2^53), so does the power of ten under
    /// them, and one IEEE division rounds correctly (Clinger's fast path).
    /// Nil for any other number, which `strtod` reads.
    private static func exactly(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var digits = 0
        var count = 0
        var decimals = 0
        var afterPoint = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard count < exactDigits else { return nil }
                digits = digits * 10 + Int(byte &- UInt8(ascii: "0"))
                count += 1
                if afterPoint { decimals += 1 }
            case UInt8(ascii: "."): afterPoint = true
            case UInt8(ascii: "+"), UInt8(ascii: "-"): break
            default: return nil  // an exponent
            }
        }
        let magnitude = Double(digits) / powersOfTen[decimals]
        return bytes.first == UInt8(ascii: "-") ? -magnitude : magnitude
    }

    /// Digits an exact Double always holds (10^15 < 2^53).
    private static let exactDigits = 15
    /// 10^0 to 10^15, each exact in a Double.
    private static let powersOfTen: [Double] = (0...exactDigits).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

    private static func isNumber(_ scanner: inout ASCIIScanner) -> Bool? {
        _ = scanner.take(anyOf: [UInt8(ascii: "+"), UInt8(ascii: "-")])
        let whole = scanner.digitCount()
        let fraction = scanner.take(UInt8(ascii: ".")) ? scanner.digitCount() : 0
        guard whole + fraction > 0 else { return false }
        if scanner.take(anyOf: [UInt8(ascii: "e"), UInt8(ascii: "E")]) != nil {
            _ = scanner.take(anyOf: [UInt8(ascii: "+"), UInt8(ascii: "-")])
            guard scanner.digitCount() > 0 else { return false }
        }
        return scanner.isAtEnd
    }
}

extension ASCIIScanner {
    /// Consumes decimal digits and returns how many there were.
    mutating func digitCount() -> Int {
        var count = 0
        while let byte = peek, byte >= 48, byte <= 57 {
            _ = take(byte)
            count += 1
        }
        return count
    }
}
