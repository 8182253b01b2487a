/// The page the AGP report is laid out on (`--paper`): its size in CSS pixels
/// (96 a inch), the SVG's; the PDF page is the same size in points.
public enum ReportPaper: String, CaseIterable, Sendable {
    case a4
    case letter

    /// Width and height in pixels: A4 is 210 x 297 mm, letter 8.5 x 11 inches.
    public var pixels: (width: Double, height: Double) {
        switch self {
        case .a4: (210 / 25.4 * 96, 297 / 25.4 * 96)
        case .letter: (8.5 * 96, 11 * 96)
        }
    }
}
