/// Keys a JSON reader looks for, compared with each key yajl gives (every
/// key of a year's records): held in one buffer and compared byte by byte,
/// as an array per key and a call of memcmp per candidate cost more than
/// the comparing.
struct JSONKeys {
    private let bytes: [UInt8]
    /// Where each key ends in `bytes`, in the order given.
    private let ends: [Int]

    init(_ keys: [String]) {
        bytes = keys.flatMap(\.utf8)
        var end = 0
        ends = keys.map { key in
            end += key.utf8.count
            return end
        }
    }

    /// The place among the keys of the key `text` is, or nil.
    func index(of text: UnsafePointer<UInt8>, length: Int) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            for (index, end) in ends.enumerated() {
                defer { start = end }
                guard end - start == length else { continue }
                var offset = 0
                while offset < length, bytes[start + offset] == text[offset] { offset += 1 }
                if offset == length { return index }
            }
            return nil
        }
    }
}
