import DayBandsChart
import DayBandsRecords
/// The one table of the pictures' colours (the day, profile, week and year
/// pictures and the AGP report), for a light or a dark page (`PictureTheme`).
/// The screen's inks keep the screen's look (the area a quiet tint of its
/// band, the line the band's strong colour, lows the loudest red), darkened on
/// the light page where the screen's bright yellow and green would vanish on
/// white. The report's own colours are the AGP report's (very low dark red,
/// low red, in range green, high yellow, very high orange; the percentile
/// bands blue). Without colour (`--color never`) every ink of the pictures is
/// a grey between the text's colour and the page's.
public struct PictureInks: Sendable {
    public let theme: PictureTheme
    public let colored: Bool

    public init(theme: PictureTheme = .light, colored: Bool = true) {
        self.theme = theme
        self.colored = colored
    }

    private var light: Bool { theme == .light }

    /// The page, painted under everything.
    public var background: VectorColor { VectorColor(light ? 0xFFFFFF : 0x1C1C1C) }
    /// Text and the strongest marks.
    public var ink: VectorColor { VectorColor(light ? 0x1A1A1A : 0xE6E6E6) }
    public var muted: VectorColor { colored ? VectorColor(light ? 0x6B6B6B : 0xA0A0A0) : grey(0.55) }
    /// Grid lines and frames, quieter than any mark.
    public var rule: VectorColor { colored ? VectorColor(light ? 0xC8C8C8 : 0x4A4A4A) : grey(0.75) }

    /// A screen ink's colour in a picture.
    public func color(_ ink: Ink) -> VectorColor {
        colored ? (light ? Self.light(ink) : Self.dark(ink)) ?? self.ink : greyed(ink)
    }

    /// A grey `share` of the way from the text's colour to the page's.
    public func grey(_ share: Double) -> VectorColor {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * share).rounded()) }
        return VectorColor(red: mix(ink.red, background.red), green: mix(ink.green, background.green),
                           blue: mix(ink.blue, background.blue))
    }

    private func greyed(_ ink: Ink) -> VectorColor {
        switch ink {
        case .area, .outer: return grey(0.87)
        case .lowWash: return grey(0.8)
        case .veryLowWash: return grey(0.68)
        case .inner: return grey(0.73)
        // A temp's or a loop's rate keeps the text's colour: louder than the schedule's, as the screen's bold.
        case .muted, .overlay, .basal: return grey(0.55)
        default: return self.ink
        }
    }

    /// Red, yellow, green, orange: a band's tone on each page.
    private static func light(_ ink: Ink) -> VectorColor? {
        switch ink {
        case .none, .text, .title: return nil
        case .muted: return VectorColor(0x6B6B6B)
        case .area(let tone), .outer(let tone): return VectorColor([0xF6C9C9, 0xF3E6A6, 0xC8EBC3, 0xF8D6B0][tone.rawValue])
        case .line(let tone): return VectorColor([0xD01010, 0xA88400, 0x168A16, 0xD86A00][tone.rawValue])
        case .inner(let tone): return VectorColor([0xE07070, 0xD8B840, 0x5CB85C, 0xF0A050][tone.rawValue])
        case .low: return VectorColor(0xE00000)
        case .lowWash: return VectorColor(0xFBDADA)
        case .veryLowWash: return VectorColor(0xF4B0B0)
        case .cursor: return VectorColor(0x0088AA)
        case .pin: return VectorColor(0xB0259E)
        case .dose: return VectorColor(0x2060C0)
        case .autoDose: return VectorColor(0x6A8FC8)
        case .basal: return VectorColor(0x5A5AA8)
        case .basalTemp: return VectorColor(0x2A9AB8)
        case .carbs: return VectorColor(0xA87A30)
        case .target: return VectorColor(0x8A50C0)
        case .overlay: return VectorColor(0x8A8A8A)
        case .forecast: return VectorColor(0x6A6AD0)
        }
    }

    private static func dark(_ ink: Ink) -> VectorColor? {
        switch ink {
        case .none, .text, .title: return nil
        case .muted: return VectorColor(0xA0A0A0)
        case .area(let tone), .outer(let tone): return VectorColor([0x552828, 0x4A4220, 0x1F4324, 0x553A1C][tone.rawValue])
        case .line(let tone): return VectorColor([0xE04A40, 0xF5CF4A, 0x4CBF5C, 0xFF9A3C][tone.rawValue])
        case .inner(let tone): return VectorColor([0xA83C3C, 0x9A8630, 0x2F8A3C, 0xB06A28][tone.rawValue])
        case .low: return VectorColor(0xFF4538)
        case .lowWash: return VectorColor(0x3E1616)
        case .veryLowWash: return VectorColor(0x62201E)
        case .cursor: return VectorColor(0x33B5E5)
        case .pin: return VectorColor(0xE060D0)
        case .dose: return VectorColor(0x6AA0F0)
        case .autoDose: return VectorColor(0x8AA8D8)
        case .basal: return VectorColor(0xA0A0E8)
        case .basalTemp: return VectorColor(0x50C8E6)
        case .carbs: return VectorColor(0xD8A860)
        case .target: return VectorColor(0xB888E8)
        case .overlay: return VectorColor(0x9A9A9A)
        case .forecast: return VectorColor(0x9A9AF0)
        }
    }

    // MARK: The AGP report's

    public var targetFill: VectorColor { VectorColor(light ? 0xE3F2E1 : 0x1F3A22) }
    public var targetLine: VectorColor { VectorColor(light ? 0x2E8B3E : 0x5CC26B) }
    public var outerBand: VectorColor { VectorColor(light ? 0xB9CDEA : 0x2F4566) }
    public var innerBand: VectorColor { VectorColor(light ? 0x5B86C4 : 0x4F7CC0) }
    public var median: VectorColor { VectorColor(light ? 0x12316B : 0xD6E4FF) }

    /// A consensus range's colour: very low, low, in range, high, very high.
    public func range(_ range: ConsensusRange) -> VectorColor {
        let index = ConsensusRange.allCases.firstIndex(of: range)!
        return VectorColor(light ? [0x8E1B1B, 0xE0302A, 0x3AA04A, 0xF3C232, 0xEE7D22][index]
                                 : [0xC0392B, 0xFF5A4E, 0x4CBF5C, 0xF5CF4A, 0xFF9A3C][index])
    }
}
