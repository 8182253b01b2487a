/// The colours xterm gives the 256 palette numbers, for drawing outside a
/// terminal (an SVG picture): 16 system colours, a 6x6x6 cube, 24 greys.
enum XtermColor {
    private static let system: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// Red, green and blue (0-255) of a palette number; numbers outside 0-255 are clamped.
    static func rgb(_ index: Int) -> (Int, Int, Int) {
        let index = min(max(index, 0), 255)
        switch index {
        case 0..<16: return system[index]
        case 16..<232:
            let cube = index - 16
            return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
        default:
            let grey = 8 + 10 * (index - 232)
            return (grey, grey, grey)
        }
    }
}
