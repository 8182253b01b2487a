/// The legend under a picture: the unit and the bands, each with a swatch.
extension SVGPicture {
    /// One legend entry: a swatch drawn as the chart draws its band (none for
    /// a plain word) and its words.
    public struct LegendEntry: Equatable, Sendable {
        public var swatch: Cell?
        public var label: String

        public init(swatch: Cell?, label: String) {
            self.swatch = swatch
            self.label = label
        }

        /// Width in cells: swatch and space, the label, and a gap after it.
        var cells: Int { (swatch == nil ? 0 : 2) + label.count + SVGPicture.legendGap }
    }

    static let legendGap = 2

    /// The unit, then the bands of a scale in it (`60–75 band`, ...), each
    /// swatch filled as the chart fills that band; with `profile`, the AGP's
    /// two percentile ranges too.
    public static func legend(for scale: BandScale, unit: GlucoseUnit, style: RenderStyle,
                              profile: Bool = false) -> [LegendEntry] {
        let bands = scale.bands.map { band in
            return LegendEntry(swatch: style.areaCell(band.tone),
                               label: band.boundsText(in: unit, dash: "–") + " band")
        }
        let ranges = [
            LegendEntry(swatch: ProfileChart.wholeCell(.inner(.green), style: style), label: "AGP 25–75%"),
            LegendEntry(swatch: ProfileChart.wholeCell(.outer(.green), style: style), label: "AGP 5–95%"),
        ]
        return [LegendEntry(swatch: nil, label: unit.label)] + bands + (profile ? ranges : [])
    }

    /// The entries in lines that fit `columns`, in order; an entry wider
    /// than the picture is left out.
    static func lines(of legend: [LegendEntry], columns: Int) -> [[LegendEntry]] {
        var lines: [[LegendEntry]] = []
        var used = columns
        for entry in legend where entry.cells - Self.legendGap <= columns {
            if used + entry.cells - Self.legendGap > columns {
                lines.append([])
                used = 0
            }
            lines[lines.count - 1].append(entry)
            used += entry.cells
        }
        return lines
    }

    func drawLegend() -> String {
        guard !legendLines.isEmpty else { return "" }
        var out = "<g id=\"legend\">\n"
        for (line, entries) in legendLines.enumerated() {
            // Half a row of space above the legend.
            let y = Double(scene.size.rows + line) + 0.5
            var column = 0
            for entry in entries {
                var row = [Cell]()
                if let swatch = entry.swatch { row += [swatch, Cell(" ")] }
                row += entry.label.map { Cell($0) }
                out += drawRow(row, x: column, y: y)
                column += entry.cells
            }
        }
        return out + "</g>\n"
    }
}
