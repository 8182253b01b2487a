import DayBandsRecords
/// The characters a screen is drawn with: Unicode block elements and box
/// drawing on UTF-8 terminals, plain ASCII elsewhere.
public struct GlyphSet: Hashable, Sendable {
    /// Partial fills, index k = k eighths of a cell from the bottom (1...8).
    public var eighths: [Character]
    /// Lower half filled; foreground is the lower band, background the upper.
    public var lowerHalf: Character
    /// Upper half filled, for the profile's ranges ending at a cell's middle;
    /// nil where there is none (ASCII), and those ranges fill whole cells.
    public var upperHalf: Character?
    public var cursorGuide: Character
    public var pinGuide: Character
    public var point: Character
    public var doseMarker: Character
    /// An automatic bolus (SMB), carbs, a temporary target's bar, a basal rate of 0.
    public var autoDoseMarker: Character
    public var carbsMarker: Character
    public var targetBar: Character
    public var basalZero: Character
    public var cursorFoot: Character
    public var pinFoot: Character
    public var axis: Character
    public var axisTick: Character
    public var box: BoxGlyphs
    public var trends: [Trend: String]
    public var delta: String
    public var ellipsis: Character
    public var noData: Character
    /// The profile's 5-95th and 25-75th percentile ranges, light and dense
    /// so they differ without colour (its median is drawn with `eighths`,
    /// like the day curve).
    public var profileOuter: Character
    public var profileInner: Character
    /// The profile's guides at the in-range target's bounds (70 and 180).
    public var targetGuide: Character
    /// A low on the floor: below 70 mg/dL (or below a floor above 70), and
    /// below 54 (drawn reversed too); above the ceiling, where a peak is clipped.
    public var lowMark: Character
    public var veryLowMark: Character
    public var ceilingMark: Character
    /// A high hour in the patterns' heat map (a very high one is `ceilingMark`).
    public var highMark: Character
    /// A low's wash where colour cannot shade it (8 colours, none): a hatch,
    /// crossed (and reversed) below 54.
    public var lowWash: Character
    public var veryLowWash: Character
    /// Another day's curve over this one (`o`): a dot that reads over the
    /// area's fills and shades, and without colour.
    public var overlay: Character
    /// The forecast's followed line ahead of now, and oref's other curves.
    public var forecast: Character
    public var otherForecast: Character

    /// Area fill without colour: light textures, so the fill stays quiet
    /// under the solid line, that tell the bands apart, red the densest.
    public func shade(_ tone: BandTone) -> Character {
        switch tone {
        case .red: return eighths[8] == "█" ? "▒" : "+"
        case .yellow, .orange: return lightShade
        case .green: return eighths[8] == "█" ? "·" : "."
        }
    }

    /// A light texture: the area's fill on 8 colours (whose colours tell the
    /// bands apart), a day with too little data in the strip.
    public var lightShade: Character { eighths[8] == "█" ? "░" : ":" }

    public static let unicode = GlyphSet(
        eighths: [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"],
        lowerHalf: "▄", upperHalf: "▀", cursorGuide: "│", pinGuide: "┊", point: "●", doseMarker: "◆",
        autoDoseMarker: "◇", carbsMarker: "●", targetBar: "━", basalZero: "┄", cursorFoot: "▲", pinFoot: "△",
        axis: "│", axisTick: "┤",
        box: BoxGlyphs(horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘"),
        trends: [.tripleUp: "⤊", .doubleUp: "⇈", .singleUp: "↑", .fortyFiveUp: "↗", .flat: "→",
                 .fortyFiveDown: "↘", .singleDown: "↓", .doubleDown: "⇊", .tripleDown: "⤋"],
        delta: "Δ", ellipsis: "…", noData: "·",
        profileOuter: "░", profileInner: "▓", targetGuide: "┈",
        lowMark: "▾", veryLowMark: "▼", ceilingMark: "▲", highMark: "▴", lowWash: "╱", veryLowWash: "╳", overlay: "•",
        forecast: "∙", otherForecast: "·")

    public static let ascii = GlyphSet(
        eighths: [" ", "_", "_", "-", "-", "=", "=", "#", "#"],
        lowerHalf: "#", upperHalf: nil, cursorGuide: "|", pinGuide: ":", point: "o", doseMarker: "*",
        autoDoseMarker: "+", carbsMarker: "c", targetBar: "=", basalZero: ".", cursorFoot: "^", pinFoot: "!",
        axis: "|", axisTick: "+",
        box: BoxGlyphs(horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+"),
        trends: [.tripleUp: "^^^", .doubleUp: "^^", .singleUp: "^", .fortyFiveUp: "/",
                 .flat: "->", .fortyFiveDown: "\\", .singleDown: "v", .doubleDown: "vv", .tripleDown: "vvv"],
        delta: "d", ellipsis: "~", noData: ".",
        profileOuter: ".", profileInner: "%", targetGuide: "-",
        lowMark: "v", veryLowMark: "V", ceilingMark: "^", highMark: "+", lowWash: "/", veryLowWash: "X", overlay: "~",
        forecast: "*", otherForecast: "'")
}

/// The six characters of a box border.
public struct BoxGlyphs: Hashable, Sendable {
    public var horizontal: Character
    public var vertical: Character
    public var topLeft: Character
    public var topRight: Character
    public var bottomLeft: Character
    public var bottomRight: Character
}

/// How a screen is styled: which glyphs, and whether colour carries the bands.
public struct RenderStyle: Hashable, Sendable {
    public var glyphs: GlyphSet
    public var monochrome: Bool
    /// Whether colour has a quiet shade of each band and tells the profile's
    /// two ranges apart (256 colours): then the day's area and the profile's
    /// ranges are solid to half a cell; else (8 colours, none) whole cells in
    /// textures (`GlyphSet.shade`, the profile's `░` and `▓`).
    public var rangesByColor: Bool

    public init(glyphs: GlyphSet = .unicode, monochrome: Bool = false, rangesByColor: Bool? = nil) {
        self.glyphs = glyphs
        self.monochrome = monochrome
        self.rangesByColor = rangesByColor ?? !monochrome
    }

    /// A whole cell of a band's area, as the day chart fills it: solid in
    /// the band's quiet shade (256 colours), a light texture in its colour
    /// (8 colours), or its band's texture (none).
    public func areaCell(_ tone: BandTone) -> Cell {
        Cell(rangesByColor ? glyphs.eighths[8] : monochrome ? glyphs.shade(tone) : glyphs.lightShade, fg: .area(tone))
    }

    /// An empty cell of a low's column (`ConsensusRange.washInk`): a shade
    /// behind (256 colours), else a hatch in the low's colour, a very low's
    /// crossed and reversed, so it is the loudest texture without colour too.
    public func washCell(_ wash: Ink) -> Cell {
        if rangesByColor { return Cell(" ", fg: .none, bg: wash) }
        let veryLow = wash == .veryLowWash
        return Cell(veryLow ? glyphs.veryLowWash : glyphs.lowWash, fg: wash, bold: true, reverse: veryLow)
    }

    /// What the wash leaves behind a partly filled cell: the shade where
    /// colour has one, else nothing (a hatch cannot share a cell).
    public func washBehind(_ wash: Ink?) -> Ink { rangesByColor ? wash ?? .none : .none }
}
