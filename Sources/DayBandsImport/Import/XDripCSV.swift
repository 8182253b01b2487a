import DayBandsRecords
import Foundation

/// xDrip+'s "Export CSV (SiDiary format)": the header
/// `DAY;TIME;UDT_CGMS;BG_LEVEL;CH_GR;BOLUS;REMARK`, then three blocks, each in
/// time order: sensor readings (`UDT_CGMS`, whole mg/dL), calibrations
/// (`BG_LEVEL`, a meter's mg/dL) and treatments (`CH_GR` carb grams, `BOLUS`
/// insulin units, `REMARK` notes). `DAY` is `dd.MM.yyyy` and `TIME` `HH:mm`,
/// the phone's local time.
///
/// Calibrations are meter readings, not part of the curve: they are counted
/// in a warning. Notes alone are not shown.
struct XDripCSV {
    static let header = ["DAY", "TIME", "UDT_CGMS", "BG_LEVEL", "CH_GR", "BOLUS", "REMARK"]

    var rows: CSVRows
    let source: String

    func read(in calendar: DayCalendar) throws -> LoadReport {
        var rows = self.rows
        var skipped = SkippedRows(source: source)
        guard let header = try rows.next(), Array(header.fields.prefix(3)) == Array(Self.header.prefix(3)) else {
            throw DataError(source: source, line: 1, message: "expected the xDrip+ header \(Self.header.joined(separator: ";"))")
        }
        var readings: [GlucoseReading] = []
        var treatments = CSVTreatments()
        var calibrations = 0
        // Each block runs in time order on its own.
        var timelines = [LocalTimeline](repeating: LocalTimeline(calendar: calendar), count: 3)
        while let row = try rows.next() {
            let (sensor, meter, grams, units) = (row.number(2), row.number(3), row.number(4), row.number(5))
            let block = !sensor.isEmpty ? 0 : !meter.isEmpty ? 1 : 2
            if block == 2, grams.isEmpty, units.isEmpty { continue }  // a note
            guard let clock = WallClock(date: row[0], time: row[1]) else {
                skipped.skip(line: row.line, "expected DAY dd.MM.yyyy and TIME HH:mm, found \(PrintableText.quoted(row[0] + " " + row[1]))")
                continue
            }
            guard let time = timelines[block].place(clock, line: row.line, skipped: &skipped) else { continue }
            switch block {
            case 0, 1:
                guard let mgdl = GlucoseField.mgdl(block == 0 ? sensor : meter, unit: .mgdl, expected: "a glucose number in mg/dL",
                                                   line: row.line, skipped: &skipped) else { continue }
                if block == 1 {
                    calibrations += 1
                } else {
                    readings.append(GlucoseReading(time: time, mgdl: mgdl))
                }
            default:
                treatments.add(insulin: units, insulinKind: "Bolus", carbs: grams, carbKind: "Carbs", at: time, line: row.line, skipped: &skipped)
            }
        }
        try skipped.failIfNothingRead(readings.count + treatments.doses.count + treatments.carbs.count + calibrations)
        let warnings = [skipped.warning, LoadReport.notDrawn(calibrations, "calibration", column: "BG_LEVEL", source: source)].compactMap { $0 }
        return LoadReport(merging: GlucoseData(readings: readings, doses: treatments.doses, carbs: treatments.carbs), source: source, warnings: warnings, skippedRows: skipped.count + calibrations)
    }
}
