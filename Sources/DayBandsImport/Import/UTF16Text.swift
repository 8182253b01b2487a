import Foundation

/// Text saved as UTF-16 (Excel's "Unicode text", LibreView and Clarity
/// exports saved again on Windows), little- or big-endian, with or without
/// a byte order mark: told from its first bytes and made UTF-8, a chunk at
/// a time, before its format is detected.
enum UTF16Text {
    /// The byte order of text that is UTF-16, and how long its mark is; nil
    /// for any other text. Without a mark, ASCII as UTF-16 has a zero in
    /// every other byte: in nine of ten pairs of the first hundred.
    static func encoding(of prefix: [UInt8]) -> (bigEndian: Bool, markLength: Int)? {
        if prefix.starts(with: [0xFF, 0xFE]) { return (false, 2) }
        if prefix.starts(with: [0xFE, 0xFF]) { return (true, 2) }
        let pairs = stride(from: 0, to: min(prefix.count, 200) - 1, by: 2).map { (prefix[$0], prefix[$0 + 1]) }
        guard pairs.count >= 2 else { return nil }
        let enough = pairs.count * 9 / 10
        if pairs.count(where: { $0.0 != 0 && $0.1 == 0 }) >= enough { return (false, 0) }
        if pairs.count(where: { $0.0 == 0 && $0.1 != 0 }) >= enough { return (true, 0) }
        return nil
    }

    /// The whole of `file` (whose first chunk, `prefix`, was read already)
    /// as UTF-8 bytes in memory, under the file's name; nil when the text
    /// is not UTF-16. An unpaired surrogate becomes U+FFFD, as any decoder makes it.
    static func utf8(of file: InputFile, prefix: [UInt8]) throws -> InputFile? {
        guard let (bigEndian, markLength) = encoding(of: prefix) else { return nil }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(prefix.count / 2)
        var carried: [UInt8] = []
        var chunk = Array(prefix.dropFirst(markLength))
        while !chunk.isEmpty {
            var bytes = carried + chunk
            // An odd byte, or a lead surrogate, waits for the next chunk.
            carried = bytes.count % 2 == 1 ? [bytes.removeLast()] : []
            let (high, low) = bigEndian ? (0, 1) : (1, 0)
            var units = stride(from: 0, to: bytes.count, by: 2).map { (index: Int) -> UInt16 in
                UInt16(bytes[index + high]) << 8 | UInt16(bytes[index + low])
            }
            if let last = units.last, UTF16.isLeadSurrogate(last) {
                units.removeLast()
                carried = Array(bytes[(bytes.count - 2)...]) + carried
            }
            utf8 += String(decoding: units, as: UTF16.self).utf8
            chunk = try file.read()
        }
        if !carried.isEmpty { utf8 += "\u{FFFD}".utf8 }  // the file ends inside a character
        return InputFile(bytes: Data(utf8), name: file.name)
    }
}
