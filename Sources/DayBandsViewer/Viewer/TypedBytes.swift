/// Bytes typed or pasted into the terminal, decoded as UTF-8 one at a time.
/// A byte that cannot continue or start a character is given up at once
/// (`invalid`) and the next byte starts afresh, so a stray 0xBF or a cut
/// 0xC3 costs one ignored key, never the keys after it (ncurses' `get_wch`
/// keeps collecting bytes after an invalid one until a function key comes).
public struct TypedBytes: Sendable {
    /// What a byte completed: a character, or bytes that are none.
    public enum Decoded: Equatable, Sendable {
        case scalar(Unicode.Scalar)
        /// Bytes that are no character: one ignored key.
        case invalid
    }

    /// The bytes of the character begun so far.
    private var held: [UInt8] = []
    /// How many bytes the character begun needs in all.
    private var needed = 0

    public init() {}

    /// Forgets a character begun: a function key or a pause came between its bytes.
    public mutating func reset() {
        held.removeAll(keepingCapacity: true)
        needed = 0
    }

    /// What the next byte completes, in order: nothing while a character
    /// needs more bytes; a byte that breaks a character begun makes that
    /// one `invalid` and is then read afresh, so in `0xC3 q` the `q` is `q`.
    public mutating func feed(_ byte: UInt8) -> [Decoded] {
        if !held.isEmpty {
            guard byte & 0xC0 == 0x80, Self.allowed(second: byte, after: held) else {
                reset()
                return [.invalid] + feed(byte)
            }
            held.append(byte)
            guard held.count == needed else { return [] }
            defer { reset() }
            return [Self.scalar(held).map(Decoded.scalar) ?? .invalid]
        }
        switch byte {
        case 0x00...0x7F: return [.scalar(Unicode.Scalar(byte))]
        case 0xC2...0xDF: needed = 2
        case 0xE0...0xEF: needed = 3
        case 0xF0...0xF4: needed = 4
        default: return [.invalid]  // a continuation byte alone, or never UTF-8 (0xC0, 0xC1, 0xF5...)
        }
        held.append(byte)
        return []
    }

    /// The second byte's narrower range after E0, ED, F0 and F4 (no overlong
    /// forms, no surrogates, nothing past U+10FFFF).
    private static func allowed(second byte: UInt8, after held: [UInt8]) -> Bool {
        guard held.count == 1 else { return true }
        switch held[0] {
        case 0xE0: return byte >= 0xA0
        case 0xED: return byte <= 0x9F
        case 0xF0: return byte >= 0x90
        case 0xF4: return byte <= 0x8F
        default: return true
        }
    }

    private static func scalar(_ bytes: [UInt8]) -> Unicode.Scalar? {
        var value = UInt32(bytes[0]) & (0xFF >> (bytes.count + 1))
        for byte in bytes.dropFirst() { value = value << 6 | UInt32(byte & 0x3F) }
        return Unicode.Scalar(value)
    }
}
