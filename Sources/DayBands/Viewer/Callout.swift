/// The box that shows an hour's reading beside the cursor (or the pin). It has
/// one fixed size whatever it says, so moving it never re-lays anything out;
/// it is placed beside its column and pushed back so it is always wholly on screen.
public struct Callout: Sendable {
    public static let size = Size(columns: 24, rows: 6)

    public enum Role: Sendable {
        /// Follows the cursor; shows the difference to the pin.
        case live(pinned: GlucoseReading?)
        /// Stays at the pinned hour.
        case pinned
    }

    public let grid: CellGrid

    public init(_ window: HourWindow, role: Role, context: DayChart.Context) {
        let glyphs = context.style.glyphs
        let unit = context.unit
        let calendar = context.calendar
        let border: Ink
        let title: String
        switch role {
        case .live: border = .cursor; title = calendar.clockText(window.instant)
        case .pinned: border = .pin; title = "pin " + calendar.clockText(window.instant)
        }
        var lines: [(String, Ink)] = []
        if let reading = window.reading {
            let value = unit.format(reading)
            let arrow = reading.trend.flatMap { glyphs.trends[$0] }.map { " " + $0 } ?? ""
            let band = context.scale.band(for: reading.mgdl)
            lines.append(("\(calendar.clockText(reading.time))  \(value) \(unit.label)\(arrow)", .line(band.tone)))
            let bandText: String
            switch reading.flag {
            case .belowSensorRange: bandText = "below sensor range"
            case .aboveSensorRange: bandText = "above sensor range"
            case .measured: bandText = band.name
            }
            lines.append((bandText, .text))
        } else {
            lines.append(("no reading", .muted))
            lines.append(("", .text))
        }
        lines.append(Self.treatmentLine(doses: window.doses, carbs: window.carbs))
        if case .live(let pinned?) = role, let reading = window.reading {
            let difference = unit.formatDifference(mgdl: reading.mgdl - pinned.mgdl)
            lines.append(("\(glyphs.delta) pin \(difference) \(unit.label)", .pin))
        } else {
            lines.append(("", .text))
        }
        grid = BoxedText(title: title, lines: lines, border: border).grid(size: Self.size, glyphs: glyphs)
    }

    /// The width of a callout's text: inside the border and a space each side.
    static let textWidth = size.columns - 4

    /// The hour's insulin and carbs on one line: `insulin 4.5 U`,
    /// `2 doses, 5.5 U`, `carbs 45 g`, and with both `insulin 4.5 U  45 g`.
    /// When that does not fit the text width, the dose count and the word
    /// `insulin` are dropped (`12.5 U  carbs 120 g`, then `12.5 U  120 g`)
    /// so that the numbers are never cut; when even that does not fit (an
    /// absurd amount a reader let through) the numbers are left out.
    static func treatmentLine(doses: ArraySlice<InsulinDose>, carbs: ArraySlice<CarbEntry>) -> (String, Ink) {
        let grams = carbs.isEmpty ? nil : DayChart.unitsText(carbs.reduce(0) { $0 + $1.grams }) + " g"
        let candidates: [String]
        if doses.isEmpty {
            guard let grams else { return ("", .text) }
            candidates = ["carbs \(grams)", grams]
        } else {
            let units = "\(DayChart.unitsText(doses.reduce(0) { $0 + $1.units })) U"
            let insulin = doses.count > 1 ? "\(doses.count) doses, \(units)" : "insulin \(units)"
            candidates = grams.map { ["\(insulin)  \($0)", "\(units)  carbs \($0)", "\(units)  \($0)"] } ?? [insulin, units]
        }
        return (candidates.first { $0.count <= textWidth } ?? "amount too long to show", .dose)
    }

    /// The profile's callout: the percentiles of the 15-minute bucket at the hour.
    public init(_ bucket: AmbulatoryProfile.Bucket, hour: Int, context: DayChart.Context) {
        let unit = context.unit
        let title = (hour < 10 ? "0" : "") + String(hour) + ":00"
        var lines: [(String, Ink)] = []
        if let p = bucket.profile {
            let band = context.scale.band(for: p.median)
            lines.append(("median \(unit.format(mgdl: p.median)) \(unit.label)", .line(band.tone)))
            lines.append(("25-75% \(unit.format(mgdl: p.p25))-\(unit.format(mgdl: p.p75))", .text))
            lines.append(("5-95%  \(unit.format(mgdl: p.p5))-\(unit.format(mgdl: p.p95))", .text))
            lines.append(("\(bucket.readingCount) readings" + (bucket.isSufficient ? "" : ", too few"), .muted))
        } else {
            lines = [("no readings", .muted), ("", .text), ("", .text), ("", .text)]
        }
        grid = BoxedText(title: title, lines: lines, border: .cursor).grid(size: Self.size, glyphs: context.style.glyphs)
    }

    /// Where a callout goes for a cursor column (screen x) in a slot (0 first,
    /// 1 below it): right of the column, flipped to the left when it would run
    /// off the screen, and pushed back inside it when neither side fits.
    public static func origin(besideColumn x: Int, slot: Int, layout: ChartLayout) -> Point {
        let width = size.columns
        // A statistics panel beside the plot is not covered.
        let right = layout.statisticsBeside ? layout.statistics.left : layout.screen.right
        var left = x + 2
        if left + width > right {
            left = x - 1 - width
        }
        left = clamp(left, 0, max(0, right - width))
        let top = clamp(layout.plot.top + slot * size.rows, 0, max(0, layout.status.top - size.rows))
        return Point(x: left, y: top)
    }
}
