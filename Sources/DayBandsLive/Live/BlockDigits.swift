/// The glucose now in large digits: a font of block characters 3 or 5
/// rows tall (digits three cells wide, the decimal point one), for a value
/// read across a room. The 3-row font packs two pixel rows into a cell with
/// half blocks; ASCII terminals get `#` for a full block and `"`/`_` for
/// the halves.
package enum BlockDigits {
    /// The rows of the font for a live area `rows` tall: 5, 3, or nil (one line).
    package static func height(forRows rows: Int) -> Int? {
        rows >= 5 ? 5 : rows >= 3 ? 3 : nil
    }

    /// Each row of `text` drawn `height` rows tall (3 or 5); nil when the
    /// text has a character the font lacks.
    package static func rows(of text: String, height: Int, unicode: Bool) -> [String]? {
        var rows = [String](repeating: "", count: height)
        for (index, character) in text.enumerated() {
            guard let glyph = (height == 5 ? five : three)[character] else { return nil }
            for row in 0..<height {
                rows[row] += (index == 0 ? "" : " ") + (unicode ? glyph[row] : ascii(glyph[row]))
            }
        }
        return rows
    }

    private static func ascii(_ row: String) -> String {
        String(row.map { $0 == "█" ? "#" : $0 == "▀" ? "\"" : $0 == "▄" ? "_" : $0 })
    }

    /// Three rows: each cell two pixel rows (`▀` the upper, `▄` the lower).
    private static let three: [Character: [String]] = [
        "0": ["█▀█", "█ █", "█▄█"], "1": ["▄█ ", " █ ", "▄█▄"], "2": ["▀▀█", "█▀▀", "█▄▄"],
        "3": ["▀▀█", "▀▀█", "▄▄█"], "4": ["█ █", "▀▀█", "  █"], "5": ["█▀▀", "▀▀█", "▄▄█"],
        "6": ["█▀▀", "█▀█", "█▄█"], "7": ["▀▀█", "  █", "  █"], "8": ["█▀█", "█▀█", "█▄█"],
        "9": ["█▀█", "▀▀█", "▄▄█"], ".": [" ", " ", "▄"],
        "<": [" ▄▀", "█  ", " ▀▄"], ">": ["▀▄ ", "  █", "▄▀ "],
    ]

    /// Five rows of full blocks.
    private static let five: [Character: [String]] = [
        "0": ["███", "█ █", "█ █", "█ █", "███"], "1": [" █ ", "██ ", " █ ", " █ ", "███"],
        "2": ["███", "  █", "███", "█  ", "███"], "3": ["███", "  █", "███", "  █", "███"],
        "4": ["█ █", "█ █", "███", "  █", "  █"], "5": ["███", "█  ", "███", "  █", "███"],
        "6": ["███", "█  ", "███", "█ █", "███"], "7": ["███", "  █", "  █", "  █", "  █"],
        "8": ["███", "█ █", "███", "█ █", "███"], "9": ["███", "█ █", "███", "  █", "███"],
        ".": [" ", " ", " ", " ", "█"],
        "<": ["  █", " █ ", "█  ", " █ ", "  █"], ">": ["█  ", " █ ", "  █", " █ ", "█  "],
    ]
}
