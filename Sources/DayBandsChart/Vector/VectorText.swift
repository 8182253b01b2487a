import DayBandsRecords
/// One label of a vector picture: real text at its own point, never a string
/// padded with spaces to line up (a browser collapses the spaces). Its class
/// says what it is (`hour-label`, `stat-value`), so a test can find it in the
/// browser's layout.
public struct VectorText: Hashable, Sendable {
    public enum Anchor: String, Sendable {
        case start, middle, end
    }

    /// Where `y` is on the text: its baseline, or the middle of its capitals
    /// (written as a shifted baseline: SVG readers differ on `dominant-baseline`).
    public enum Baseline: Sendable {
        case alphabetic, middle, top
    }

    /// How many characters of one label are shown: text from a file or the
    /// command line is cut (with `…`) rather than drawn across the page.
    public static let limit = 120

    public var text: String
    public var position: VectorPoint
    public var anchor: Anchor
    public var baseline: Baseline
    public var size: Double
    public var bold: Bool
    public var color: VectorColor
    public var kind: String

    public init(_ text: String, at position: VectorPoint, kind: String, size: Double, color: VectorColor,
                anchor: Anchor = .start, baseline: Baseline = .alphabetic, bold: Bool = false) {
        self.text = text
        self.position = position
        self.anchor = anchor
        self.baseline = baseline
        self.size = size
        self.bold = bold
        self.color = color
        self.kind = kind
    }

    /// The words as drawn: controls shown escaped (`PrintableText`), runs of
    /// white space made one space, cut at `limit`.
    public var shown: String {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        return PrintableText.escaped(words.joined(separator: " "), limit: Self.limit)
    }

    /// About how wide the text is drawn, for layout (DejaVu Sans's average
    /// advance is about 0.6 em; bold is wider; a wide character, CJK, takes
    /// two, `terminalColumns`). An estimate on the wide side.
    public var estimatedWidth: Double {
        Double(shown.terminalColumns) * size * (bold ? 0.68 : 0.62)
    }

    /// The baseline's y for `baseline`.
    var baselineY: Double {
        switch baseline {
        case .alphabetic: return position.y
        case .middle: return position.y + size * 0.36
        case .top: return position.y + size * 0.76
        }
    }

    var element: String {
        let n = SVGMarkup.number
        let weight = bold ? " font-weight=\"bold\"" : ""
        let anchorAttribute = anchor == .start ? "" : " text-anchor=\"\(anchor.rawValue)\""
        return "<text class=\"\(SVGMarkup.escaped(kind))\" x=\"\(n(position.x))\" y=\"\(n(baselineY))\""
            + " font-size=\"\(n(size))\"\(weight)\(anchorAttribute) fill=\"\(color.hex)\">"
            + SVGMarkup.escaped(shown) + "</text>"
    }
}
