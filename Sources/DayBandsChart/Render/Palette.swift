/// How many colours a terminal shows.
public enum ColorDepth: Sendable, Hashable {
    case none
    case ansi8
    case ansi256
}

/// The one mapping from inks to terminal colours, shared by the ncurses front
/// end, the ANSI text renderer and the pictures. On 256 colours the day's area
/// takes a dark shade of its band (the band's colour at about 30% over a dark
/// background) and the line the bright one, so the fill is quiet and the line
/// loud; on 8 colours there is no dark shade, so the area is drawn in a light
/// texture (`RenderStyle.rangesByColor`), orange becomes magenta (there is no
/// orange) and the line is the band colour in bold. Lows are bright red, and
/// their wash over the plot's height a red shade (a red hatch on 8 colours).
public struct Palette: Sendable {
    public let depth: ColorDepth

    public init(depth: ColorDepth) { self.depth = depth }

    /// A colour number for the terminal (0-255 or 0-7), or nil for its default.
    public func color(_ ink: Ink) -> Int? {
        switch depth {
        case .none: return nil
        case .ansi256: return Self.colors256(ink)
        case .ansi8: return Self.colors8(ink)
        }
    }

    /// Whether an ink is drawn bold on this palette (8 colours make lines bright that way).
    public func bold(_ ink: Ink) -> Bool {
        if case .line = ink { return depth != .ansi256 }
        return false
    }

    private static func colors256(_ ink: Ink) -> Int? {
        switch ink {
        case .none, .text, .title: return nil
        case .muted: return 245
        case .area(let tone): return [52, 58, 22, 94][tone.rawValue]
        case .line(let tone): return [196, 226, 46, 208][tone.rawValue]
        case .inner(let tone): return [124, 178, 28, 166][tone.rawValue]
        case .low: return 196
        // Darker than the line, brighter than the red band's area (52) under a peak.
        case .lowWash: return 88
        case .veryLowWash: return 124
        // A greyed shade of the band: the saturated inner range stands out.
        case .outer(let tone): return [95, 101, 65, 137][tone.rawValue]
        case .cursor: return 51
        case .pin: return 213
        case .dose: return 75
        case .autoDose: return 67
        case .basal: return 61
        case .basalTemp: return 111
        case .carbs: return 180
        case .target: return 141
        // A light grey: fainter than the day's own bright lines, and it reads on every band's area.
        case .overlay: return 252
        // A pale blue: apart from every band's and range's colour, and from the cursor's cyan.
        case .forecast: return 147
        }
    }

    private static func colors8(_ ink: Ink) -> Int? {
        switch ink {
        case .none, .text, .title, .muted: return nil
        // No second shade on 8 colours: the outer range is told by its texture.
        case .area(let tone), .line(let tone), .inner(let tone), .outer(let tone): return [1, 3, 2, 5][tone.rawValue]
        case .low, .lowWash, .veryLowWash: return 1
        case .cursor: return 6
        case .pin: return 4
        case .dose, .autoDose, .basal: return 4
        case .basalTemp: return 6
        case .carbs: return 3
        case .target: return 5
        case .overlay: return 7
        case .forecast: return 4
        }
    }
}
