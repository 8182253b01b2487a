import DayBandsRecords
import Foundation

/// A CSV from a Glooko export (the zip holds one file per kind): a metadata
/// line (`Name:..., Date Range:...`), then a header starting `Timestamp`.
/// `cgm_data`: `CGM Glucose Value (mg/dl)` (or `(mmol/l)`) readings;
/// `bg_data`: `Glucose Value (...)` meter readings, counted in a warning and
/// not drawn; `bolus_data`: `Insulin Delivered (U)` doses and `Carbs Input
/// (g)` carbs; `basal_data`: the basal (`GlookoBasal`, whose `Insulin
/// Delivered (U)` is no bolus). `Timestamp` is local `YYYY-MM-DD HH:MM[:SS]`; rows newest first
/// are placed oldest first, so a fall-back hour keeps its order.
struct GlookoCSV {
    /// Columns that make a `Timestamp` header Glooko's.
    static let columnPrefixes = ["CGM Glucose Value (", "Insulin Delivered (U)", "Carbs Input (g)"]

    var rows: CSVRows
    let source: String

    private struct Entry {
        var line: Int
        var clock: WallClock
        var glucose: String
        var meter: String
        package var insulin: String
        package var carbs: String
        var basal: GlookoBasal.Fields?
    }

    func read(in calendar: DayCalendar) throws -> LoadReport {
        var rows = self.rows
        var skipped = SkippedRows(source: source)
        let header = try rows.header { row in row[0] == "Timestamp" && (Self.columnPrefixes + ["Glucose Value ("]).contains { row.column(startingWith: $0) != nil } }
        guard let header else {
            throw DataError(source: source, message: "no header row; expected a Glooko header starting Timestamp with CGM Glucose Value, Insulin Delivered (U) or Carbs Input (g)")
        }
        let column = header.column(startingWith:)
        let (glucose, meter) = (column("CGM Glucose Value ("), column("Glucose Value ("))
        let (insulin, carbColumn) = (column("Insulin Delivered (U)"), column("Carbs Input (g)"))
        let unit = (glucose ?? meter).flatMap { GlucoseUnit(label: header[$0]) } ?? .mgdl
        var basal = GlookoBasal(header: header)
        var entries: [Entry] = []
        while let row = try rows.next() {
            let entry = { (index: Int?) in index.map { row.number($0) } ?? "" }
            guard let clock = WallClock(isoLocal: Substring(row[0])) else {
                skipped.skip(line: row.line, "expected a Timestamp YYYY-MM-DD HH:MM[:SS], found \(PrintableText.quoted(row[0]))")
                continue
            }
            entries.append(Entry(line: row.line, clock: clock, glucose: entry(glucose), meter: entry(meter),
                                 insulin: basal == nil ? entry(insulin) : "", carbs: entry(carbColumn), basal: basal?.fields(of: row)))
        }
        if entries.count > 1, entries[0].clock.secondsAsIfUTC > entries[entries.count - 1].clock.secondsAsIfUTC { entries.reverse() }
        var readings: [GlucoseReading] = []
        var treatments = CSVTreatments()
        var meterReadings = 0
        var timeline = LocalTimeline(calendar: calendar)
        for entry in entries {
            guard let time = timeline.place(entry.clock, line: entry.line, skipped: &skipped) else { continue }
            if let fields = entry.basal, let problem = basal?.add(fields, at: time) { skipped.skip(line: entry.line, problem) }
            for (text, isSensor) in [(entry.glucose, true), (entry.meter, false)] where !text.isEmpty {
                guard let mgdl = GlucoseField.mgdl(text, unit: unit, expected: "a glucose number", line: entry.line,
                                                   skipped: &skipped) else { continue }
                if isSensor {
                    readings.append(GlucoseReading(time: time, mgdl: mgdl))
                } else {
                    meterReadings += 1
                }
            }
            treatments.add(insulin: entry.insulin, insulinKind: "Bolus", carbs: entry.carbs, carbKind: "Carbs", at: time, line: entry.line,
                           skipped: &skipped)
        }
        try skipped.failIfNothingRead(readings.count + treatments.doses.count + treatments.carbs.count + meterReadings + (basal?.events.count ?? 0))
        let warnings = [skipped.warning, LoadReport.notDrawn(meterReadings, "meter reading", column: "Glucose Value", source: source)]
            .compactMap { $0 }
        return LoadReport(merging: GlucoseData(readings: readings, doses: treatments.doses, carbs: treatments.carbs,
                                               therapy: TherapyRecords(basal: basal?.events ?? [])),
                          source: source, warnings: warnings, skippedRows: skipped.count + meterReadings,
                          unit: (glucose ?? meter) == nil ? nil : unit)
    }
}
