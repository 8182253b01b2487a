/// The day picture's colours: the screen's inks on a white page, so it reads
/// in a browser and prints without a sheet of ink. The screen's look is kept
/// (the area a quiet tint of its band, the line the band's strong colour, lows
/// the loudest red), only darkened where the screen's bright yellow and green
/// would vanish on white. Without colour (`--color never`) every ink is a grey.
struct PictureInks {
    let colored: Bool

    static let page = VectorColor(0xFFFFFF)

    func color(_ ink: Ink) -> VectorColor {
        colored ? Self.colors(ink) : Self.greys(ink)
    }

    private static func colors(_ ink: Ink) -> VectorColor {
        switch ink {
        case .none, .text, .title: return VectorColor(0x202020)
        case .muted: return VectorColor(0x6b6b6b)
        case .area(let tone): return VectorColor([0xF6C9C9, 0xF3E6A6, 0xC8EBC3, 0xF8D6B0][tone.rawValue])
        case .line(let tone): return VectorColor([0xD01010, 0xA88400, 0x168A16, 0xD86A00][tone.rawValue])
        case .inner(let tone): return VectorColor([0xE07070, 0xD8B840, 0x5CB85C, 0xF0A050][tone.rawValue])
        case .outer(let tone): return VectorColor([0xF6C9C9, 0xF3E6A6, 0xC8EBC3, 0xF8D6B0][tone.rawValue])
        case .low: return VectorColor(0xE00000)
        case .cursor: return VectorColor(0x0088AA)
        case .pin: return VectorColor(0xB0259E)
        case .dose: return VectorColor(0x2060C0)
        case .autoDose: return VectorColor(0x6A8FC8)
        case .basal: return VectorColor(0x5A5AA8)
        case .basalTemp: return VectorColor(0x2A9AB8)
        case .carbs: return VectorColor(0xA87A30)
        case .target: return VectorColor(0x8A50C0)
        case .overlay: return VectorColor(0x8A8A8A)
        }
    }

    private static func greys(_ ink: Ink) -> VectorColor {
        switch ink {
        case .area, .outer: return VectorColor(0xDDDDDD)
        case .inner: return VectorColor(0xBBBBBB)
        case .muted, .overlay: return VectorColor(0x6B6B6B)
        default: return VectorColor(0x000000)
        }
    }
}
