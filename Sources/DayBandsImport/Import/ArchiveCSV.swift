import DayBandsRecords
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
package struct ArchiveCSV {
    package static let header = ["record", "time", "value", "trend", "flag", "kind", "series", "sampling"]
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
        var read = Records(fieldCount: columns.count, skipped: SkippedRows(source: source))
        while let row = try rows.next() { read.add(row) }
        return try read.report()
    }

    /// The records of the rows read so far.
    private struct Records {
        /// The header's: with the series columns or without.
        let fieldCount: Int
        var skipped: SkippedRows
        var readings: [GlucoseReading] = []
        var doses: [InsulinDose] = []
        package var carbs: [CarbEntry] = []
        var series = SeriesTable()

        init(fieldCount: Int, skipped: SkippedRows) {
            self.fieldCount = fieldCount
            self.skipped = skipped
        }

        mutating func add(_ row: CSVRow) {
            guard row.count == fieldCount else {
                skipped.skip(line: row.line, "expected \(fieldCount) fields, found \(row.count)")
                return
            }
            guard let time = ISOTimestamp.instant(row[1]) else {
                skipped.skip(line: row.line, "expected an ISO 8601 time with a zone, found \(PrintableText.quoted(row[1]))")
                return
            }
            if let problem = Plausible.problem(time: time) {
                skipped.skip(line: row.line, problem)
                return
            }
            switch row[0] {
            case "reading": addReading(row, at: time)
            case "insulin", "carbs": addTreatment(row, at: time)
            default:
                skipped.skip(line: row.line, "expected a record reading, insulin or carbs, found \(PrintableText.quoted(row[0]))")
            }
        }

        /// `reading,TIME,mg/dL,trend,flag,,series,sampling`.
        private mutating func addReading(_ row: CSVRow, at time: Date) {
            guard let mgdl = Double(row[2]), mgdl.isFinite else {
                skipped.skip(line: row.line, "expected a glucose number in mg/dL, found \(PrintableText.quoted(row[2]))")
                return
            }
            if let problem = Plausible.problem(mgdl: mgdl) {
                skipped.skip(line: row.line, problem)
                return
            }
            guard let flag = ReadingFlag(rawValue: row[4]) else {
                skipped.skip(line: row.line, "expected a flag measured, belowSensorRange or aboveSensorRange, found \(PrintableText.quoted(row[4]))")
                return
            }
            let trend = Trend(rawValue: row[3])
            if trend == nil, !row[3].isEmpty {
                skipped.skip(line: row.line, "expected a trend as Nightscout names it, found \(PrintableText.quoted(row[3]))")
                return
            }
            // No series column: the file's one series, named after it.
            var named = GlucoseSeries(name: "")
            if fieldCount == ArchiveCSV.header.count {
                guard let sampling = GlucoseSeries.Sampling(rawValue: row[7]) else {
                    skipped.skip(line: row.line, "expected a sampling periodic or scans, found \(PrintableText.quoted(row[7]))")
                    return
                }
                named = GlucoseSeries(name: row[6], sampling: sampling)
            }
            readings.append(GlucoseReading(time: time, mgdl: mgdl, trend: trend, flag: flag, series: series.index(of: named)))
        }

        /// `insulin,TIME,units,,,kind,,` or `carbs,TIME,grams,,,kind,,`.
        private mutating func addTreatment(_ row: CSVRow, at time: Date) {
            let amount: TreatmentAmount = row[0] == "insulin" ? .insulin : .carbs
            switch Double(row[2]).map(amount.judge) ?? amount.judge(field: row[2]) {
            case .kept(let value):
                if amount == .insulin {
                    doses.append(InsulinDose(time: time, units: value, kind: row[5]))
                } else {
                    carbs.append(CarbEntry(time: time, grams: value, kind: row[5]))
                }
            case .none: break
            case .refused(let problem): skipped.skip(line: row.line, problem)
            }
        }

        func report() throws -> LoadReport {
            try skipped.failIfNothingRead(readings.count + doses.count + carbs.count)
            let warnings = [skipped.warning, series.warning(source: skipped.source)].compactMap { $0 }
            return LoadReport(merging: GlucoseData(readings: readings, doses: doses, carbs: carbs, series: series.series),
                              source: skipped.source, warnings: warnings, skippedRows: skipped.count)
        }
    }
}
