import Foundation

/// What `daybands archive export` writes, read back: a header
/// `record,time,value,trend,flag,kind,series,sampling`, then one row per
/// record: `reading,2026-11-01T08:00:00Z,120,Flat,measured,,G6,periodic`
/// (mg/dL, the trend and flag as the archive keeps them, the reading's
/// series: its device or file, periodic or scans), `insulin,…,4.5,,,Meal Bolus,,`
/// (units), `carbs,…,40,,,Carbs,,` (grams). Times are ISO 8601 in UTC and
/// values are written in full, so a record reads back as it was stored, in
/// its series. An export written before series were kept (the header
/// without `series,sampling`) reads as one series, named after the file.
struct ArchiveCSV {
    static let header = ["record", "time", "value", "trend", "flag", "kind", "series", "sampling"]
    /// The header of exports written before the archive kept series.
    static let headerWithoutSeries = Array(header.prefix(6))

    var rows: CSVRows
    let source: String

    func read() throws -> LoadReport {
        var rows = self.rows
        let first = try rows.next()
        guard let columns = first.map(\.fields), columns == Self.header || columns == Self.headerWithoutSeries else {
            throw DataError(source: source, line: 1, message: "expected the header \(Self.header.joined(separator: ","))")
        }
        var skipped = SkippedRows(source: source)
        var readings: [GlucoseReading] = []
        var doses: [InsulinDose] = []
        var carbs: [CarbEntry] = []
        var series = SeriesTable()
        while let row = try rows.next() {
            guard row.count == columns.count else {
                skipped.skip(line: row.line, "expected \(columns.count) fields, found \(row.count)")
                continue
            }
            guard let time = ISOTimestamp.instant(row[1]) else {
                skipped.skip(line: row.line, "expected an ISO 8601 time with a zone, found \(PrintableText.quoted(row[1]))")
                continue
            }
            if let problem = Plausible.problem(time: time) {
                skipped.skip(line: row.line, problem)
                continue
            }
            switch row[0] {
            case "reading":
                guard let mgdl = Double(row[2]), mgdl.isFinite else {
                    skipped.skip(line: row.line, "expected a glucose number in mg/dL, found \(PrintableText.quoted(row[2]))")
                    continue
                }
                if let problem = Plausible.problem(mgdl: mgdl) {
                    skipped.skip(line: row.line, problem)
                    continue
                }
                guard let flag = ReadingFlag(rawValue: row[4]) else {
                    skipped.skip(line: row.line, "expected a flag measured, belowSensorRange or aboveSensorRange, found \(PrintableText.quoted(row[4]))")
                    continue
                }
                let trend = Trend(rawValue: row[3])
                if trend == nil, !row[3].isEmpty {
                    skipped.skip(line: row.line, "expected a trend as Nightscout names it, found \(PrintableText.quoted(row[3]))")
                    continue
                }
                // No series column: the file's one series, named after it.
                var named = GlucoseSeries(name: "")
                if columns.count == Self.header.count {
                    guard let sampling = GlucoseSeries.Sampling(rawValue: row[7]) else {
                        skipped.skip(line: row.line, "expected a sampling periodic or scans, found \(PrintableText.quoted(row[7]))")
                        continue
                    }
                    named = GlucoseSeries(name: row[6], sampling: sampling)
                }
                readings.append(GlucoseReading(time: time, mgdl: mgdl, trend: trend, flag: flag, series: series.index(of: named)))
            case "insulin", "carbs":
                let amount: TreatmentAmount = row[0] == "insulin" ? .insulin : .carbs
                switch Double(row[2]).map(amount.judge) ?? amount.judge(field: row[2]) {
                case .kept(let value):
                    if amount == .insulin {
                        doses.append(InsulinDose(time: time, units: value, kind: row[5]))
                    } else {
                        carbs.append(CarbEntry(time: time, grams: value, kind: row[5]))
                    }
                case .none: continue
                case .refused(let problem): skipped.skip(line: row.line, problem)
                }
            default:
                skipped.skip(line: row.line, "expected a record reading, insulin or carbs, found \(PrintableText.quoted(row[0]))")
            }
        }
        try skipped.failIfNothingRead(readings.count + doses.count + carbs.count)
        let warnings = [skipped.warning, series.warning(source: source)].compactMap { $0 }
        return LoadReport(merging: GlucoseData(readings: readings, doses: doses, carbs: carbs, series: series.series),
                          source: source, warnings: warnings, skippedRows: skipped.count)
    }
}
