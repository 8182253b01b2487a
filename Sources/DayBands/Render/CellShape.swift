/// What `SVGPicture` draws a cell's symbol as: block elements as filled
/// rectangles, shades as opacity, box drawing as strokes, the rest as text.
enum CellShape: Equatable {
    /// The lower k eighths of the cell filled.
    case block(eighths: Int)
    /// The upper half filled (the profile's ranges).
    case upperHalf
    /// The whole cell filled at an opacity (monochrome and profile shades).
    case shade(opacity: Double)
    /// Box drawing: strokes from the centre to these sides.
    case strokes(up: Bool, down: Bool, left: Bool, right: Bool, dashed: Bool, heavy: Bool)
    case glyph
    case blank

    init(_ symbol: Character) {
        self = switch symbol {
        case " ": .blank
        case "▁": .block(eighths: 1)
        case "▂": .block(eighths: 2)
        case "▃": .block(eighths: 3)
        case "▄": .block(eighths: 4)
        case "▅": .block(eighths: 5)
        case "▆": .block(eighths: 6)
        case "▇": .block(eighths: 7)
        case "█": .block(eighths: 8)
        case "▀": .upperHalf
        case "░": .shade(opacity: 0.35)
        case "▒": .shade(opacity: 0.6)
        case "▓": .shade(opacity: 0.85)
        case "│": .strokes(up: true, down: true, left: false, right: false, dashed: false, heavy: false)
        case "┊": .strokes(up: true, down: true, left: false, right: false, dashed: true, heavy: false)
        case "─": .strokes(up: false, down: false, left: true, right: true, dashed: false, heavy: false)
        case "━": .strokes(up: false, down: false, left: true, right: true, dashed: false, heavy: true)
        case "┤": .strokes(up: true, down: true, left: true, right: false, dashed: false, heavy: false)
        case "┌": .strokes(up: false, down: true, left: false, right: true, dashed: false, heavy: false)
        case "┐": .strokes(up: false, down: true, left: true, right: false, dashed: false, heavy: false)
        case "└": .strokes(up: true, down: false, left: false, right: true, dashed: false, heavy: false)
        case "┘": .strokes(up: true, down: false, left: true, right: false, dashed: false, heavy: false)
        default: .glyph
        }
    }
}
