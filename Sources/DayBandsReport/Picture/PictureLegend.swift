import DayBandsChart
import DayBandsRecords
/// The legend under a picture: the unit, then each band named by its
/// bounds (`60–75 band`) beside a swatch of its area and line colours, in
/// lines that fit the picture's width and a share of its height (an entry
/// that does not fit, or would touch another label, is left out whole); with an overlay, its day beside a
/// stretch of its dashed line; with a forecast, its name beside a stretch of
/// its dotted line; with `ranges`, the profile's two percentile ranges beside
/// swatches of their shades.
struct PictureLegend {
    struct Entry {
        /// The swatch's fill and edge.
        var swatch: (fill: Ink, edge: Ink)?
        /// A stretch of line instead: its ink and dash.
        var stroke: (ink: Ink, dash: [Double])?
        var label: String

        var hasSwatch: Bool { swatch != nil || stroke != nil }
    }

    let inks: PictureInks
    let font: Double
    let lines: [[Entry]]

    /// The share of a picture's height the legend may take: on a small one
    /// the entries that do not fit in it are left out, whole.
    static let heightShare = 0.25

    init(scale: BandScale, unit: GlucoseUnit, overlay: String? = nil, forecast: String? = nil, ranges: Bool = false,
         inks: PictureInks, font: Double, width: Double, height: Double) {
        self.inks = inks
        self.font = font
        let entries = [Entry(label: unit.label)]
            + scale.bands.map { Entry(swatch: (.area($0.tone), .line($0.tone)), label: $0.boundsText(in: unit, dash: "–") + " band") }
            + (overlay.map { [Entry(stroke: (.overlay, [3, 3]), label: $0)] } ?? [])
            + (forecast.map { [Entry(stroke: (.forecast, DayPicture.forecastDash), label: $0)] } ?? [])
            + (ranges ? [Entry(swatch: (.inner(.green), .inner(.green)), label: "AGP 25–75%"),
                         Entry(swatch: (.outer(.green), .outer(.green)), label: "AGP 5–95%")] : [])
        let room = Int(height * Self.heightShare / DayPictureFrame.legendLineHeight(font / 0.85))
        var lines: [[Entry]] = []
        var used = width
        for entry in entries {
            let entryWidth = Self.width(of: entry, font: font, inks: inks)
            guard entryWidth <= width else { continue }
            if used + entryWidth > width {
                guard lines.count < room else { break }
                lines.append([])
                used = 0
            }
            lines[lines.count - 1].append(entry)
            used += entryWidth + font * 1.5
        }
        self.lines = lines
    }

    private static func width(of entry: Entry, font: Double, inks: PictureInks) -> Double {
        (entry.hasSwatch ? font * 1.6 : 0)
            + VectorText(entry.label, at: VectorPoint(x: 0, y: 0), kind: "", size: font, color: inks.color(.text)).estimatedWidth
    }

    func group(left: Double, top: Double, room: inout LabelRoom) -> VectorGroup {
        var group = VectorGroup(kind: "legend")
        for (index, line) in lines.enumerated() {
            let y = top + Double(index) * DayPictureFrame.legendLineHeight(font / 0.85)
            var x = left
            for entry in line {
                let text = VectorText(entry.label, at: VectorPoint(x: x + (entry.hasSwatch ? font * 1.6 : 0), y: y),
                                      kind: "legend-label", size: font, color: inks.color(.text), baseline: .top)
                let box = LabelRoom.box(of: text)
                let width = Self.width(of: entry, font: font, inks: inks)
                defer { x += width + font * 1.5 }
                // The swatch and its words together, or neither.
                guard room.isFree(PictureRect(x: x, y: box.y, width: box.right - x, height: box.height)) else { continue }
                if let swatch = entry.swatch {
                    group.add(.rect(x: x, y: y + font * 0.1, width: font * 1.1, height: font * 0.8,
                                    VectorStyle(fill: inks.color(swatch.fill), stroke: inks.color(swatch.edge), strokeWidth: 1.5)))
                }
                if let stroke = entry.stroke {
                    group.add(.line(from: VectorPoint(x: x, y: y + font / 2), to: VectorPoint(x: x + font * 1.1, y: y + font / 2),
                                    .stroked(inks.color(stroke.ink), width: 1.5, dash: stroke.dash)))
                }
                room.take(box)
                group.add(text)
            }
        }
        return group
    }
}
