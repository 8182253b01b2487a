import DayBandsChart
import DayBandsRecords
/// The box that shows an hour's reading beside the cursor (or the pin). Each
/// role has one fixed size on a day, whatever it says, and no blank rows: so
/// moving it never re-lays anything out. `CalloutPlacement` decides where it
/// goes. Below `boxMinimum` the same lines become a one-line readout in the
/// status line (`readout`).
public struct Callout: Sendable {
    public static let width = 24
    /// The smallest screen that has room for boxes beside the curve.
    public static let boxMinimum = Size(columns: 80, rows: 20)

    public enum Role: Hashable, Sendable {
        /// Follows the cursor while nothing is pinned.
        case live
        /// Follows the cursor and shows the difference to the pinned reading (nil when the pinned hour has none).
        case liveBesidePin(GlucoseReading?)
        /// Stays at the pinned hour.
        case pinned
    }

    /// A role's size: the reading and its band, the insulin and carbs when
    /// the day has any (`treatments`), the basal rate and target when it has
    /// basal records or targets (`therapy`), what the loop said when the day
    /// has its device statuses (`loop`: `LoopHour.rows`), and the difference to the pin.
    public static func size(_ role: Role, treatments: Bool, therapy: Bool = false, loop: LoopHour? = nil) -> Size {
        var rows = 4 + (treatments ? 1 : 0) + (therapy ? 1 : 0) + (loop?.rows ?? 0)
        if case .liveBesidePin = role { rows += 1 }
        return Size(columns: width, rows: rows)
    }

    public let grid: CellGrid

    /// `loop`: what the loop said at the hour (an archive's past day), nil for no such rows.
    public init(_ window: HourWindow, role: Role, treatments: Bool, loop: LoopHour? = nil, context: DayChart.Context) {
        let title = (role == .pinned ? "pin " : "") + context.calendar.clockText(window.instant)
        let border: Ink = role == .pinned ? .pin : .cursor
        grid = BoxedText(title: title, lines: Self.lines(window, role: role, treatments: treatments, loop: loop, context: context),
                         border: border)
            .grid(size: Self.size(role, treatments: treatments, therapy: window.therapyRow, loop: loop), glyphs: context.style.glyphs)
    }

    /// What a callout says, one entry per row of its box.
    package static func lines(_ window: HourWindow, role: Role, treatments: Bool, loop: LoopHour? = nil,
                      context: DayChart.Context) -> [(String, Ink)] {
        let glyphs = context.style.glyphs
        let unit = context.unit
        var lines: [(String, Ink)] = []
        if let reading = window.reading {
            let arrow = reading.trend.flatMap { glyphs.trends[$0] }.map { " " + $0 } ?? ""
            let band = context.scale.band(for: reading.mgdl)
            lines.append((readingLine(time: context.calendar.clockText(reading.time), value: unit.format(reading),
                                      unit: unit.label, arrow: arrow), .line(band.tone)))
            // The consensus range's word, not the band's (their bounds differ); a low's loud.
            let range = ConsensusRange(mgdl: reading.mgdl)
            let ink: Ink = range.isLow ? .low : .text
            switch reading.flag {
            case .belowSensorRange: lines.append(("below sensor range", ink))
            case .aboveSensorRange: lines.append(("above sensor range", .text))
            case .measured: lines.append((range.name, ink))
            }
        } else {
            lines.append(("no reading", .muted))
            lines.append(("within 30 min", .muted))
        }
        if treatments {
            let line = treatmentLine(doses: window.doses, carbs: window.carbs)
            lines.append(line.0.isEmpty ? ("no insulin or carbs", .muted) : line)
        }
        if window.therapyRow {
            lines.append(therapyLine(basal: window.basal, target: window.target, unit: unit))
        }
        if let loop { lines += loopLines(loop, unit: unit) }
        if case .liveBesidePin(let pinned) = role {
            if let pinned, let reading = window.reading {
                lines.append(("\(glyphs.delta) pin \(unit.formatDifference(mgdl: reading.mgdl - pinned.mgdl)) \(unit.label)", .pin))
            } else {
                lines.append(("\(glyphs.delta) pin: no reading", .muted))
            }
        }
        return lines
    }

    /// The same lines as parts of one row of at most `width` cells, for
    /// screens too small for a box: whole parts only, in order, each with its
    /// ink; the parts that only say there is nothing are left out.
    package static func readout(_ window: HourWindow, role: Role, loop: LoopHour? = nil, context: DayChart.Context,
                        width: Int) -> [(String, Ink)] {
        let all = lines(window, role: role, treatments: true, loop: loop, context: context)
        var parts = window.reading == nil ? [("\(context.calendar.clockText(window.instant)) no reading", Ink.muted)]
                                          : Array(all.prefix(2))
        parts += all.dropFirst(2).filter { $0.1 != .muted }
        return fitted(parts, width: width)
    }

    /// The profile callout's lines as a readout, after its hour.
    static func readout(_ bucket: AmbulatoryProfile.Bucket, hour: Int, context: DayChart.Context,
                        width: Int) -> [(String, Ink)] {
        fitted([(context.calendar.clockFormat.text(hour: hour, minute: 0), .text)] + profileLines(bucket, context: context),
               width: width)
    }

    /// The leading parts that fit whole in `width` cells, a space before the
    /// first and two between.
    private static func fitted(_ parts: [(String, Ink)], width: Int) -> [(String, Ink)] {
        var used = 0
        return parts.prefix { part in
            used += (used == 0 ? 1 : 2) + part.0.terminalColumns
            return used <= width
        }
    }

    /// The width of a callout's text: inside the border and a space each side.
    static let textWidth = width - 4

    /// The reading's time, value, unit and trend (`15:05  8.3 mmol/L ↑`); where
    /// that is wider than the text (`12:55pm`, `^^^` in ASCII) one space
    /// after the time, then no unit (the header names it), so the trend
    /// stays and nothing is cut.
    static func readingLine(time: String, value: String, unit: String, arrow: String) -> String {
        let candidates = ["\(time)  \(value) \(unit)\(arrow)", "\(time) \(value) \(unit)\(arrow)", "\(time) \(value)\(arrow)"]
        return candidates.first { $0.terminalColumns <= textWidth } ?? candidates[2]
    }

    /// The hour's insulin and carbs on one line: `insulin 4.5 U`,
    /// `2 doses, 5.5 U`, `carbs 45 g`, and with both `insulin 4.5 U  45 g`.
    /// When that does not fit the text width, the dose count and the word
    /// `insulin` are dropped (`12.5 U  carbs 120 g`, then `12.5 U  120 g`)
    /// so that the numbers are never cut; when even that does not fit (an
    /// absurd amount a reader let through) the numbers are left out. When
    /// all of the hour's are noted by hand (`TreatmentKind.eventMarker`),
    /// the line says so first (`marker: insulin 27 U`) where it fits.
    static func treatmentLine(doses: ArraySlice<InsulinDose>, carbs: ArraySlice<CarbEntry>) -> (String, Ink) {
        let grams = carbs.isEmpty ? nil : DayChart.unitsText(carbs.reduce(0) { $0 + $1.grams }) + " g"
        let candidates: [String]
        let automatic = doses.filter(\.automatic).reduce(0) { $0 + $1.units }
        if doses.isEmpty {
            guard let grams else { return ("", .text) }
            candidates = ["carbs \(grams)", grams]
        } else if automatic > 0 {
            // Boluses by kind: the manual ones' units, then the loop's (`auto`).
            let manual = doses.filter { !$0.automatic }.reduce(0) { $0 + $1.units }
            // A loop's boluses are tenths and twentieths of a unit: to hundredths.
            let auto = "\(DayChart.rateText(automatic)) U auto"
            let insulin = manual > 0 ? "\(DayChart.unitsText(manual)) U +\(auto)" : auto
            candidates = grams.map { ["\(insulin)  \($0)", "\(insulin) \($0)"] } ?? [insulin]
        } else {
            let units = "\(DayChart.unitsText(doses.reduce(0) { $0 + $1.units })) U"
            let insulin = doses.count > 1 ? "\(doses.count) doses, \(units)" : "insulin \(units)"
            candidates = grams.map { ["\(insulin)  \($0)", "\(units)  carbs \($0)", "\(units)  \($0)"] } ?? [insulin, units]
        }
        let marked = (doses.map(\.kind) + carbs.map(\.kind)).allSatisfy { $0 == TreatmentKind.eventMarker }
        let labelled = marked ? candidates.map { "marker: \($0)" } + candidates : candidates
        return (labelled.first { $0.terminalColumns <= textWidth } ?? "amount too long to show", .dose)
    }

    /// The basal rate at the instant and whether a temp (or the loop, or a
    /// suspend) set it, and the temporary target running: `basal 0.8 U/h temp
    /// 144`, shortened word by word to the text width; `basal unknown` where
    /// no rate is known.
    static func therapyLine(basal: BasalSegment?, target: TempTarget?, unit: GlucoseUnit) -> (String, Ink) {
        let rate = basal.map { DayChart.rateText($0.unitsPerHour) }
        let how = basal?.source.label.map { " \($0)" } ?? ""
        let goal = target.map { EventLane.rangeText($0, unit: unit) }
        var candidates: [String] = []
        if let rate, let goal {
            candidates = ["basal \(rate) U/h\(how)  target \(goal)", "basal \(rate)\(how)  target \(goal)",
                          "\(rate) U/h\(how)  tgt \(goal)", "\(rate)\(how)  tgt \(goal)", "basal \(rate) U/h\(how)"]
        } else if let rate {
            candidates = ["basal \(rate) U/h\(how)", "\(rate) U/h\(how)"]
        } else if let goal {
            candidates = ["basal unknown  target \(goal)", "target \(goal)"]
        }
        guard let line = candidates.first(where: { $0.terminalColumns <= textWidth }) else {
            return (goal == nil && rate == nil ? "basal unknown" : "rate too long to show", .muted)
        }
        return (line, rate == nil ? .muted : (basal?.source == .scheduled ? .basal : .basalTemp))
    }

    public static let profileSize = Size(columns: width, rows: 6)

    /// The profile's callout: the percentiles of the 15-minute bucket at the hour.
    public init(_ bucket: AmbulatoryProfile.Bucket, hour: Int, context: DayChart.Context) {
        grid = BoxedText(title: context.calendar.clockFormat.text(hour: hour, minute: 0),
                         lines: Self.profileLines(bucket, context: context), border: .cursor)
            .grid(size: Self.profileSize, glyphs: context.style.glyphs)
    }

    package static func profileLines(_ bucket: AmbulatoryProfile.Bucket, context: DayChart.Context) -> [(String, Ink)] {
        let unit = context.unit
        var lines: [(String, Ink)] = []
        if let p = bucket.profile {
            let band = context.scale.band(for: p.median)
            lines.append(("median \(unit.format(mgdl: p.median)) \(unit.label)", .line(band.tone)))
            lines.append(("25-75% \(unit.format(mgdl: p.p25))-\(unit.format(mgdl: p.p75))", .text))
            lines.append(("5-95%  \(unit.format(mgdl: p.p5))-\(unit.format(mgdl: p.p95))", .text))
            lines.append(("\(bucket.readingCount) readings" + (bucket.isSufficient ? "" : ", too few"), .muted))
        } else {
            lines = [("no readings", .muted), ("25-75% -", .muted), ("5-95%  -", .muted), ("at this hour", .muted)]
        }
        return lines
    }
}
