/// What a cell's colour means. The core speaks in roles; a palette turns them
/// into terminal colours (256, 8 or none) in one place.
public enum Ink: Hashable, Sendable {
    case none
    case text
    case muted
    case area(BandTone)
    case line(BandTone)
    /// The profile's outer (5-95th percentile) range; its inner range is `area`.
    case outer(BandTone)
    case cursor
    case pin
    case dose
    case title
    /// Another day's curve drawn over this one (`o`).
    case overlay
}

/// The seed's band colours.
public enum BandTone: Int, CaseIterable, Hashable, Sendable {
    case red
    case yellow
    case green
    case orange
}

/// One terminal cell: a glyph, its ink on a background, and emphasis.
/// `reverse` swaps ink and background: a highlight that also shows without colour.
public struct Cell: Hashable, Sendable {
    public var symbol: Character
    public var fg: Ink
    public var bg: Ink
    public var bold: Bool
    public var reverse: Bool

    public init(_ symbol: Character, fg: Ink = .text, bg: Ink = .none, bold: Bool = false, reverse: Bool = false) {
        self.symbol = symbol
        self.fg = fg
        self.bg = bg
        self.bold = bold
        self.reverse = reverse
    }

    public static let blank = Cell(" ", fg: .none)
}
