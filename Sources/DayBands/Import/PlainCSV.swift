import Foundation

/// A plain CSV for data from anywhere else: `timestamp,glucose[,unit]`, with
/// an optional header. A timestamp is ISO 8601 with a zone, or local
/// `YYYY-MM-DD HH:MM[:SS]` read in the calendar's zone; the unit cell is
/// `mg/dL` or `mmol/L` (mg/dL when absent, unless the header names mmol/L).
struct PlainCSV {
    static let columns = "timestamp,glucose[,unit]"

    var rows: CSVRows
    let source: String

    func read(in calendar: DayCalendar) throws -> LoadReport {
        var rows = self.rows
        var skipped = SkippedRows(source: source)
        var timeline = LocalTimeline(calendar: calendar)
        var defaultUnit = GlucoseUnit.mgdl
        var readings: [GlucoseReading] = []
        var isFirst = true
        while let row = try rows.next() {
            defer { isFirst = false }
            if isFirst, time(row[0], on: &timeline) == nil {
                guard (2...3).contains(row.count) else {
                    throw DataError(source: source, line: row.line, message:
                        "expected the columns \(Self.columns), found \(row.count): \(PrintableText.escaped(row.fields.joined(separator: ",")))")
                }
                defaultUnit = GlucoseUnit(label: row[1]) ?? .mgdl
                continue
            }
            guard (2...3).contains(row.count) else {
                skipped.skip(line: row.line, "expected 2 or 3 columns (\(Self.columns)), found \(row.count)")
                continue
            }
            guard let instant = time(row[0], on: &timeline) else {
                skipped.skip(line: row.line, "expected an ISO 8601 time or YYYY-MM-DD HH:MM[:SS], found \(PrintableText.quoted(row[0]))")
                continue
            }
            guard let value = Double(row[1]), value.isFinite else {
                skipped.skip(line: row.line, "expected a glucose number, found \(PrintableText.quoted(row[1]))")
                continue
            }
            let unitText = row[2]
            guard let unit = unitText.isEmpty ? defaultUnit : GlucoseUnit(label: unitText) else {
                skipped.skip(line: row.line, "expected the unit mg/dL or mmol/L, found \(PrintableText.quoted(unitText))")
                continue
            }
            let mgdl = unit.mgdl(from: value)
            if let problem = Plausible.problem(time: instant, mgdl: mgdl) {
                skipped.skip(line: row.line, problem)
                continue
            }
            readings.append(GlucoseReading(time: instant, mgdl: mgdl))
        }
        try skipped.failIfNothingRead(readings.count)
        return LoadReport(data: GlucoseData(readings: readings), warnings: skipped.warning.map { [$0] } ?? [])
    }

    /// A zoned timestamp as written, or a local one placed in file order.
    private func time(_ text: String, on timeline: inout LocalTimeline) -> Date? {
        if let instant = ISOTimestamp.instant(text) { return instant }
        return WallClock(isoLocal: Substring(text)).flatMap { timeline.place($0) }
    }
}
