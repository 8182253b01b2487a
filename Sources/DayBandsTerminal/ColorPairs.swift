import CNcurses
import DayBands

/// ncurses colour pairs for the palette's colours, made as they are first needed.
final class ColorPairs {
    private let palette: Palette
    private var pairs: [PairKey: Int32] = [:]

    private struct PairKey: Hashable {
        var fg: Int?
        var bg: Int?
    }

    init(palette: Palette) { self.palette = palette }

    /// The pair and attributes that draw a cell.
    func style(of cell: Cell) -> (pair: Int32, attributes: attr_t) {
        var attributes = attr_t(cn_A_NORMAL)
        if cell.bold || palette.bold(cell.fg) { attributes |= attr_t(cn_A_BOLD) }
        if cell.reverse { attributes |= attr_t(cn_A_REVERSE) }
        if cell.underline { attributes |= attr_t(cn_A_UNDERLINE) }
        guard palette.depth != .none else { return (0, attributes) }
        let key = PairKey(fg: palette.color(cell.fg), bg: palette.color(cell.bg))
        if key.fg == nil && key.bg == nil { return (0, attributes) }
        if let pair = pairs[key] { return (pair, attributes) }
        let pair = Int32(pairs.count + 1)
        guard pair < cn_color_pairs() else { return (0, attributes) }
        init_extended_pair(pair, Int32(key.fg ?? -1), Int32(key.bg ?? -1))
        pairs[key] = pair
        return (pair, attributes)
    }
}
