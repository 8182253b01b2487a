import DayBandsRecords
/// What a cell's colour means. The core speaks in roles; a palette turns them
/// into terminal colours (256, 8 or none) in one place.
public enum Ink: Hashable, Sendable {
    case none
    case text
    case muted
    /// The day's filled area: a quiet shade of its band (the source's 30%
    /// opacity), so a day in range carries no loud stripe.
    case area(BandTone)
    /// A strong colour of a tone: the curve's top edge takes its reading's
    /// consensus range's (`ConsensusRange.lineInk`: in range green, high
    /// orange, very high red; a low is `low`), whatever band it crosses.
    case line(BandTone)
    /// The profile's inner (25-75th percentile) range, a full shade of its band.
    case inner(BandTone)
    /// The profile's outer (5-95th percentile) range, a greyed shade.
    case outer(BandTone)
    /// A low (below 70 mg/dL): its line, its marks on the floor and its
    /// value, the loudest thing drawn.
    case low
    /// The plot's whole height over a low's columns, behind the area (as
    /// Clarity shades a low event): a low's, and a very low's, stronger.
    case lowWash
    case veryLowWash
    case cursor
    case pin
    case dose
    /// A bolus a loop gave on its own (SMB, auto-bolus): quieter than a person's.
    case autoDose
    /// The basal lane: the scheduled rate, and a temp's, loop's or suspend's.
    case basal
    case basalTemp
    case carbs
    /// A temporary target's bar and range.
    case target
    case title
    /// Another day's curve drawn over this one (`o`).
    case overlay
    /// What a loop or AR2 predicts ahead of now: no range's colour, since it is not a reading.
    case forecast
}

/// One terminal cell: a glyph, its ink on a background, and emphasis.
/// `reverse` swaps ink and background: a highlight that also shows without
/// colour; `underline` marks a cell without changing its glyph or ink.
public struct Cell: Hashable, Sendable {
    public var symbol: Character
    public var fg: Ink
    public var bg: Ink
    public var bold: Bool
    public var reverse: Bool
    public var underline: Bool

    public init(_ symbol: Character, fg: Ink = .text, bg: Ink = .none, bold: Bool = false, reverse: Bool = false,
                underline: Bool = false) {
        self.symbol = symbol
        self.fg = fg
        self.bg = bg
        self.bold = bold
        self.reverse = reverse
        self.underline = underline
    }

    public static let blank = Cell(" ", fg: .none)

    /// What fills the second column of a wide character (`terminalColumns`
    /// 2): the character before it draws there, it draws nothing itself.
    public static let wideTail: Character = "\u{0}"
}
