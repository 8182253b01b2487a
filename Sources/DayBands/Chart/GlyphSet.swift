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
    /// Where the curve leaves the domain: below the floor, above the ceiling.
    public var lowMark: Character
    public var ceilingMark: Character
    /// Another day's curve over this one (`o`): a dot that reads over the
    /// area's fills and shades, and without colour.
    public var overlay: Character

    /// Area fill for monochrome screens, where bands are told apart by shade.
    public func shade(_ tone: BandTone) -> Character {
        let shades: [Character] = eighths[8] == "█" ? ["▓", "▒", "░"] : ["%", "+", ":"]
        switch tone {
        case .red: return shades[0]
        case .yellow, .orange: return shades[1]
        case .green: return shades[2]
        }
    }

    public static let unicode = GlyphSet(
        eighths: [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"],
        lowerHalf: "▄", upperHalf: "▀", cursorGuide: "│", pinGuide: "┊", point: "●", doseMarker: "◆", cursorFoot: "▲", pinFoot: "△",
        axis: "│", axisTick: "┤",
        box: BoxGlyphs(horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘"),
        trends: [.tripleUp: "⤊", .doubleUp: "⇈", .singleUp: "↑", .fortyFiveUp: "↗", .flat: "→",
                 .fortyFiveDown: "↘", .singleDown: "↓", .doubleDown: "⇊", .tripleDown: "⤋"],
        delta: "Δ", ellipsis: "…", noData: "·",
        profileOuter: "░", profileInner: "▓",
        lowMark: "▼", ceilingMark: "▲", overlay: "•")

    public static let ascii = GlyphSet(
        eighths: [" ", "_", "_", "-", "-", "=", "=", "#", "#"],
        lowerHalf: "#", upperHalf: nil, cursorGuide: "|", pinGuide: ":", point: "o", doseMarker: "*", cursorFoot: "^", pinFoot: "!",
        axis: "|", axisTick: "+",
        box: BoxGlyphs(horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+"),
        trends: [.tripleUp: "^^^", .doubleUp: "^^", .singleUp: "^", .fortyFiveUp: "/",
                 .flat: "->", .fortyFiveDown: "\\", .singleDown: "v", .doubleDown: "vv", .tripleDown: "vvv"],
        delta: "d", ellipsis: "~", noData: ".",
        profileOuter: ".", profileInner: "%",
        lowMark: "v", ceilingMark: "^", overlay: "~")
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
    /// Whether colour alone tells the profile's two ranges apart (256 colours
    /// have a shade for each): then they are solid to half a cell; else
    /// (8 colours, none) whole cells in their two textures.
    public var rangesByColor: Bool

    public init(glyphs: GlyphSet = .unicode, monochrome: Bool = false, rangesByColor: Bool? = nil) {
        self.glyphs = glyphs
        self.monochrome = monochrome
        self.rangesByColor = rangesByColor ?? !monochrome
    }
}
