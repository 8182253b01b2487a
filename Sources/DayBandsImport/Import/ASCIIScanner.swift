/// Reads numbers and punctuation from ASCII text byte by byte: timestamps
/// and values are parsed for every row of a year of data, where `Scanner`
/// or `DateFormatter` would cost more than the rest of the import.
struct ASCIIScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var position = 0

    /// Runs `body` over the UTF-8 bytes of `text`.
    static func scan<Result>(_ text: Substring, _ body: (inout ASCIIScanner) -> Result?) -> Result? {
        func run(_ bytes: UnsafeBufferPointer<UInt8>) -> Result? {
            var scanner = ASCIIScanner(bytes: bytes)
            return body(&scanner)
        }
        if let result = text.utf8.withContiguousStorageIfAvailable(run) { return result }
        var copy = String(text)
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable(run) ?? nil
    }

    static func scan<Result>(_ text: String, _ body: (inout ASCIIScanner) -> Result?) -> Result? {
        scan(Substring(text), body)
    }

    /// Runs `body` over bytes held elsewhere (a CSV row's field), no String made.
    static func scan<Result>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (inout ASCIIScanner) -> Result?) -> Result? {
        var scanner = ASCIIScanner(bytes: bytes)
        return body(&scanner)
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var isAtEnd: Bool { position >= bytes.count }

    var peek: UInt8? { isAtEnd ? nil : bytes[position] }

    /// An unsigned decimal of `digits` digits (a range allows a varying width).
    mutating func number(digits: ClosedRange<Int>) -> Int? {
        var value = 0
        var count = 0
        while count < digits.upperBound, let byte = peek, byte >= 48, byte <= 57 {
            value = value * 10 + Int(byte - 48)
            count += 1
            position += 1
        }
        return count >= digits.lowerBound ? value : nil
    }

    /// Consumes `byte` if it is next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        position += 1
        return true
    }

    /// Consumes any one of `choices` and returns it.
    mutating func take(anyOf choices: [UInt8]) -> UInt8? {
        guard let byte = peek, choices.contains(byte) else { return nil }
        position += 1
        return byte
    }

    /// Consumes `word` if it is next, ignoring ASCII case.
    mutating func take(caseInsensitive word: String) -> Bool {
        let start = position
        for expected in word.utf8 {
            guard let byte = peek, byte | 0x20 == expected | 0x20 else {
                position = start
                return false
            }
            position += 1
        }
        return true
    }

    mutating func skipSpaces() {
        while peek == UInt8(ascii: " ") { position += 1 }
    }
}
