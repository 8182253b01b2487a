@testable import DayBandsViewer
import Testing

/// Issue 19: one invalid byte typed or pasted costs one ignored key, never
/// the keys after it.
struct TypedBytesTests {
    private func decode(_ bytes: [UInt8]) -> [TypedBytes.Decoded] {
        var typed = TypedBytes()
        return bytes.flatMap { typed.feed($0) }
    }

    private func scalars(_ text: String) -> [TypedBytes.Decoded] {
        text.unicodeScalars.map { .scalar($0) }
    }

    @Test(arguments: [[0xBF], [0xC3], [0xFF], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC0, 0xAF], [0xED, 0xA0, 0x80]] as [[UInt8]])
    func everyKeyAfterAnInvalidSequenceStillCounts(_ junk: [UInt8]) {
        let keys = Array("q\r s?\u{1B}".utf8)
        let decoded = decode(junk + keys)
        #expect(Array(decoded.drop { $0 == .invalid }) == scalars("q\r s?\u{1B}"), "\(decoded)")
        #expect(decoded.contains(.invalid))
    }

    @Test func wholeCharactersOfEveryLengthAreRead() {
        #expect(decode(Array("aé€😀q".utf8)) == scalars("aé€😀q"))
    }

    @Test func aCharacterBegunIsForgottenOnReset() {
        var typed = TypedBytes()
        #expect(typed.feed(0xC3).isEmpty)
        typed.reset()  // an arrow key came between
        #expect(typed.feed(0xA9) == [.invalid])
        #expect(typed.feed(UInt8(ascii: "q")) == [.scalar("q")])
    }

    /// Every sequence of one or two bytes (and three from the lead bytes),
    /// followed by `q`: the `q` is read.
    @Test func everyByteSequenceLeavesTheNextKeyWorking() {
        let q = UInt8(ascii: "q")
        for first in UInt8.min...UInt8.max {
            #expect(decode([first, q]).last == .scalar("q"), "\(first)")
            for second in UInt8.min...UInt8.max {
                #expect(decode([first, second, q]).last == .scalar("q"), "\([first, second])")
            }
        }
        for lead in [0xE0, 0xED, 0xEF, 0xF0, 0xF4] as [UInt8] {
            for second in UInt8(0x80)...0xBF {
                for third in UInt8.min...UInt8.max {
                    #expect(decode([lead, second, third, q]).last == .scalar("q"), "\([lead, second, third])")
                }
            }
        }
    }
}
