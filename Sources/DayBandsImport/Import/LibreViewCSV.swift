import DayBandsRecords
import Foundation

/// A LibreView (FreeStyle Libre) CSV export: a metadata line, then the header
/// row starting `Device,Serial Number`. `Record Type` 0 (historic) and 1 (scan)
/// are readings, 4 insulin doses, 5 food (carb entries); rows are grouped by
/// device and record type, not by time. The other record types are counted
/// and said, not drawn: 2 strip (meter) readings, 3 ketone readings, 6 notes
/// (often blank, or a comment or exercise the user logged). `Device Timestamp` is local, in the
/// account's date order.
///
/// Food rows: `Carbohydrates (grams)` is a carb entry. A row with only
/// `Carbohydrates (servings)` is skipped and counted, not converted: the
/// grams per serving are a setting of the reader (or app) that the export
/// does not carry, and a guessed factor would show invented grams. A food row
/// with neither (only `Non-numeric Food`, or 0 g) has no amount to show and
/// is said with the notes, as is an insulin row without units.
struct LibreViewCSV {
    var rows: CSVRows
    let source: String

    /// What the first header cell, `Device`, says in the export's other
    /// languages (German, French, Spanish and Italian, Dutch, Portuguese).
    static let translatedDevice: Set = ["Gerät", "Appareil", "Dispositivo", "Apparaat", "Aparelho"]

    /// A translated header: a known word for `Device`, and the glucose
    /// unit (never translated) in the historic and scan columns' names.
    static func isTranslatedHeader(_ fields: [String]) -> Bool {
        fields.count >= 6 && translatedDevice.contains(fields[0])
            && GlucoseUnit(label: fields[4]) != nil && GlucoseUnit(label: fields[5]) != nil
    }
    /// The date order the user gave; detected from the file when nil.
    let dateOrder: DateOrder?

    func read(in calendar: DayCalendar) throws -> LoadReport {
        var rows = self.rows
        let columns = try Columns(&rows, source: source)
        // The date order is only known once every timestamp has been seen.
        var records: [(row: CSVRow, stamp: LibreTimestamp?)] = []
        var otherTypes: [String: Int] = [:]
        while let row = try rows.next() {
            let recordType = row[columns.recordType]
            guard ["0", "1", "4", "5"].contains(recordType) else { otherTypes[recordType, default: 0] += 1; continue }
            records.append((row, LibreTimestamp(row[columns.timestamp])))
        }
        let stamps = records.compactMap { record in record.stamp.map { (record.row.line, $0) } }
        let order = try dateOrder ?? LibreTimestamp.order(of: stamps, source: source)
        var read = Records(columns: columns, calendar: calendar, skipped: SkippedRows(source: source))
        read.meterReadings = otherTypes.removeValue(forKey: "2") ?? 0
        for (recordType, count) in otherTypes { read.notShown[Self.kind(ofRecordType: recordType), default: 0] += count }
        for (row, stamp) in records { read.add(row, stamp: stamp, order: order) }
        return try read.report()
    }

    /// How a record type not drawn is said: `Note (Record Type 6)`.
    private static func kind(ofRecordType recordType: String) -> String {
        let names = ["3": "Ketone", "6": "Note"]
        return names[recordType].map { "\($0) (Record Type \(recordType))" } ?? "Record Type \(recordType)"
    }

    /// The records of the rows read so far, each record type by its own rule.
    private struct Records {
        let columns: Columns
        let calendar: DayCalendar
        var skipped: SkippedRows
        var readings: [GlucoseReading] = []
        // A device's historic readings are one series, its scans another (taken on demand, without a cadence).
        var series = SeriesTable()
        var treatments = CSVTreatments()
        // Rows counted and said, not drawn: strip readings (type 2), and the kinds in `notShown`.
        var meterReadings = 0
        var notShown: [String: Int] = [:]
        // Rows run in time order within a device's record type only.
        var timelines: [String: LocalTimeline] = [:]

        init(columns: Columns, calendar: DayCalendar, skipped: SkippedRows) {
            self.columns = columns
            self.calendar = calendar
            self.skipped = skipped
        }

        /// A row of record type 0, 1, 4 or 5.
        mutating func add(_ row: CSVRow, stamp: LibreTimestamp?, order: DateOrder) {
            let recordType = row[columns.recordType]
            guard let clock = stamp?.clock(order) else {
                skipped.skip(line: row.line, "expected a \(order.rawValue) Device Timestamp, found \(PrintableText.quoted(row[columns.timestamp]))")
                return
            }
            guard let time = timelines[row[1] + "/" + recordType, default: LocalTimeline(calendar: calendar)]
                .place(clock, line: row.line, skipped: &skipped) else { return }
            switch recordType {
            case "4": addInsulin(row, at: time)
            case "5": addFood(row, at: time)
            default: addReading(row, at: time, historic: recordType == "0")
            }
        }

        /// Type 0 (historic) or 1 (scan): a reading in its device's series of that kind.
        private mutating func addReading(_ row: CSVRow, at time: Date, historic: Bool) {
            let text = (historic ? columns.historic : columns.scan).map { row.number($0) } ?? ""
            guard let mgdl = GlucoseField.mgdl(text, unit: columns.unit, expected: "a glucose value", line: row.line,
                                               skipped: &skipped) else { return }
            let device = [row[0], row[1]].filter { !$0.isEmpty }.joined(separator: " ")
            let index = series.index(of: GlucoseSeries(name: device, sampling: historic ? .periodic : .scans))
            readings.append(GlucoseReading(time: time, mgdl: mgdl, series: index))
        }

        /// Type 4: a dose of each insulin column that has one.
        private mutating func addInsulin(_ row: CSVRow, at time: Date) {
            let before = (treatments.doses.count, skipped.count)
            for (column, kind) in columns.insulin {
                treatments.add(insulin: row.number(column), kind: kind, at: time, line: row.line, skipped: &skipped)
            }
            if before == (treatments.doses.count, skipped.count) { notShown["Insulin without an amount (Record Type 4)", default: 0] += 1 }
        }

        /// Type 5: a carb entry of its grams; servings alone are said, not converted.
        private mutating func addFood(_ row: CSVRow, at time: Date) {
            let grams = columns.carbGrams.map { row.number($0) } ?? ""
            let servings = columns.carbServings.map { row[$0] } ?? ""
            let before = (treatments.carbs.count, skipped.count)
            if grams.isEmpty, !servings.isEmpty {
                skipped.skip(line: row.line,
                             "expected Carbohydrates (grams), found only \(PrintableText.escaped(servings)) servings (grams per serving are not in the export)")
            }
            treatments.add(carbs: grams, kind: "Food", at: time, line: row.line, skipped: &skipped)
            if before == (treatments.carbs.count, skipped.count) { notShown["Food without an amount (Record Type 5)", default: 0] += 1 }
        }

        func report() throws -> LoadReport {
            let (doses, carbs) = (treatments.doses, treatments.carbs)
            let unshown = notShown.values.reduce(meterReadings, +)
            try skipped.failIfNothingRead(readings.count + doses.count + carbs.count + unshown)
            let source = skipped.source
            let warnings = [skipped.warning, LoadReport.notDrawn(meterReadings, "meter reading", column: "Strip Glucose", source: source),
                            LoadReport.notShown(notShown, "rows", source: source), series.warning(source: source)]
            return LoadReport(merging: GlucoseData(readings: readings, doses: doses, carbs: carbs, series: series.series),
                              source: source, warnings: warnings.compactMap { $0 }, skippedRows: skipped.count + unshown, unit: columns.unit)
        }
    }

    /// Where the header puts each column, and the unit its names say.
    private struct Columns {
        var timestamp: Int
        var recordType: Int
        var historic: Int?
        var scan: Int?
        package var insulin: [(column: Int, kind: String)]
        var carbGrams: Int?
        var carbServings: Int?
        var unit: GlucoseUnit

        /// Reads up to the header row, past the metadata line.
        init(_ rows: inout CSVRows, source: String) throws {
            let header = try rows.header { $0[0] == "Device" && $0[1] == "Serial Number" || LibreViewCSV.isTranslatedHeader($0.fields) }
            guard let header else {
                throw DataError(source: source, message: "no header row; expected a LibreView header starting Device,Serial Number")
            }
            if header[0] == "Device" {
                try self.init(english: header, source: source)
            } else {
                self.init(translated: header)
            }
        }

        private init(english header: CSVRow, source: String) throws {
            let column = header.column(startingWith:)
            guard let timestamp = column("Device Timestamp"), let recordType = column("Record Type"),
                  let glucose = column("Historic Glucose") ?? column("Scan Glucose"),
                  let unit = GlucoseUnit(label: header[glucose])
            else {
                throw DataError(source: source, line: header.line, message:
                    "expected LibreView columns Device Timestamp, Record Type and Historic Glucose mg/dL (or mmol/L), found \(PrintableText.escaped(header.fields.joined(separator: ",")))")
            }
            self.timestamp = timestamp
            self.recordType = recordType
            self.unit = unit
            historic = column("Historic Glucose")
            scan = column("Scan Glucose")
            // `Long-Acting Insulin (units)`, or `... Insulin Value (units)` in some exports.
            insulin = [("Rapid-Acting Insulin", "Rapid-Acting"), ("Long-Acting Insulin", "Long-Acting")]
                .compactMap { name, kind in column(name).map { ($0, kind) } }
            carbGrams = header.fields.firstIndex(of: "Carbohydrates (grams)")
            carbServings = header.fields.firstIndex(of: "Carbohydrates (servings)")
        }

        /// A translated export keeps the English column order (only the
        /// names change): `Gerätezeitstempel` is third, as `Device Timestamp`.
        private init(translated header: CSVRow) {
            (timestamp, recordType, historic, scan) = (2, 3, 4, 5)
            unit = GlucoseUnit(label: header[4]) ?? .mgdl
            insulin = [(7, "Rapid-Acting"), (12, "Long-Acting")].filter { $0.column < header.count }
            carbGrams = header.count > 9 ? 9 : nil
            carbServings = header.count > 10 ? 10 : nil
        }
    }
}
