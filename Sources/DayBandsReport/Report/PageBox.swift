import DayBandsChart
/// A rectangle of the report's page, in pixels: where one part is drawn.
struct PageBox {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var right: Double { x + width }
    var bottom: Double { y + height }

    /// The part below `top` pixels of this box.
    func below(_ top: Double) -> PageBox {
        PageBox(x: x, y: y + top, width: width, height: max(0, height - top))
    }

    var clip: VectorClip { VectorClip(x: x, y: y, width: width, height: height) }

    func item(_ style: VectorStyle) -> VectorItem { .rect(x: x, y: y, width: width, height: height, style) }
}

/// Where labels wanted at `wanted` y (top to bottom) go so that no two are
/// closer than `gap` and all stay within `low`...`high`: each pushed down
/// from the one above, then the run pulled back up from the bottom.
func spreadLabels(_ wanted: [Double], gap: Double, within low: Double, _ high: Double) -> [Double] {
    var placed = wanted
    for index in placed.indices {
        placed[index] = max(placed[index], index == 0 ? low : placed[index - 1] + gap)
    }
    for index in placed.indices.reversed() {
        placed[index] = min(placed[index], index == placed.count - 1 ? high : placed[index + 1] - gap)
    }
    return placed
}

/// Texts in the report's font sizes and colours.
struct ReportPen {
    let inks: PictureInks

    static let heading = 12.0
    static let body = 9.5
    static let small = 7.5

    func text(_ words: String, x: Double, y: Double, kind: String, size: Double = body, anchor: VectorText.Anchor = .start,
              bold: Bool = false, color: VectorColor? = nil, baseline: VectorText.Baseline = .alphabetic) -> VectorItem {
        .text(VectorText(words, at: VectorPoint(x: x, y: y), kind: kind, size: size, color: color ?? inks.ink,
                         anchor: anchor, baseline: baseline, bold: bold))
    }

    func heading(_ words: String, in box: PageBox) -> VectorItem {
        text(words, x: box.x, y: box.y + Self.heading, kind: "section-heading", size: Self.heading, bold: true)
    }
}
