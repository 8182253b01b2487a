import DayBandsRecords
import Foundation

/// A Medtronic CareLink CSV export: patient and device lines, then sections
/// (pump events, then sensor readings), each opened by a `-------` marker
/// line and its own header row (`Index,Date,Time,...`). Separated by `,` or,
/// in European exports, `;` with decimal commas.
///
/// `Sensor Glucose (mg/dL)` (or `(mmol/L)`) is a reading; `Bolus Volume
/// Delivered (U)` a dose (its `Bolus Type` as the label); `BWZ Carb Input
/// (grams)` carbs (an `(exchanges)` column is skipped and said: the grams
/// per exchange are a pump setting the export does not carry). A CGM-only
/// export (Guardian Connect) has no bolus values: its `Event Marker`s
/// `Insulin: 27,00` and `Meal: 60,00grams` are the doses and carbs, labelled
/// `TreatmentKind.eventMarker` (often written twice at one second: merged as
/// any copy). The basal, suspends and where a bolus came from (a loop's
/// automatic doses) are `CareLinkPump`'s; `BG Reading` meter readings are
/// counted in a warning, not drawn; other rows (alarms, other markers) are
/// not shown. `Date` is
/// `YYYY/MM/DD` (or `DD.MM.YYYY`) and `Time` `hh:mm:ss`, local pump time;
/// sections run newest first, and are placed on the time line oldest first.
struct CareLinkCSV {
    var rows: CSVRows
    let source: String

    /// A data row's time and the fields it has, before it is placed.
    private struct Entry {
        var line: Int
        var clock: WallClock
        var glucose: String
        var bolus: String
        var bolusKind: String
        package var carbs: String
        var marker: (insulin: String, carbs: String)
        var pump: CareLinkPump.Fields
    }

    func read(in calendar: DayCalendar) throws -> LoadReport {
        var skipped = SkippedRows(source: source)
        let (columns, sections, meterReadings) = try entries(skipped: &skipped)
        var readings: [GlucoseReading] = []
        var treatments = CSVTreatments()
        var pump = CareLinkPump()
        // The first and last record's instants, a day's total (at 00:00) aside: what the export covers.
        var export: DateInterval?
        for section in sections {
            var timeline = LocalTimeline(calendar: calendar)
            for entry in Self.oldestFirst(section) {
                guard let time = timeline.place(entry.clock, line: entry.line, skipped: &skipped) else { continue }
                if entry.pump.bolusSource != "CLOSED_LOOP_AUTO_INSULIN" {
                    export = export.map { DateInterval(start: min($0.start, time), end: max($0.end, time)) } ?? DateInterval(start: time, duration: 0)
                }
                if !entry.glucose.isEmpty {
                    guard let mgdl = GlucoseField.mgdl(entry.glucose, unit: columns.unit, expected: "a sensor glucose number",
                                                       line: entry.line, skipped: &skipped) else { continue }
                    readings.append(GlucoseReading(time: time, mgdl: mgdl))
                }
                pump.add(entry.pump, bolus: entry.bolus, kind: entry.bolusKind.isEmpty ? "Bolus" : entry.bolusKind, at: time,
                         line: entry.line, treatments: &treatments, skipped: &skipped)
                treatments.add(carbs: entry.carbs, kind: "BWZ Carb Input", at: time, line: entry.line, skipped: &skipped)
                treatments.add(insulin: entry.marker.insulin, insulinKind: TreatmentKind.eventMarker, carbs: entry.marker.carbs,
                               carbKind: TreatmentKind.eventMarker, at: time, line: entry.line, skipped: &skipped)
            }
        }
        let (basal, modes) = pump.basal(covering: export, pumpRecords: treatments.doses.map(\.time), calendar: calendar, source: source)
        try skipped.failIfNothingRead(readings.count + treatments.doses.count + treatments.carbs.count + basal.count + meterReadings)
        let meter = LoadReport.notDrawn(meterReadings, "meter reading", column: "BG Reading", source: source)
        return LoadReport(merging: GlucoseData(readings: readings, doses: treatments.doses, carbs: treatments.carbs,
                                               therapy: TherapyRecords(basal: basal)),
                          source: source, warnings: [skipped.warning, meter, modes].compactMap { $0 },
                          skippedRows: skipped.count + meterReadings, unit: columns.glucose == nil ? nil : columns.unit)
    }

    /// The data rows of each section, before they are placed, the last
    /// section's columns (the sections share one layout), and the meter
    /// readings (`BG Reading`): a 780G writes each up to three times in a
    /// minute (sent for calibration, accepted, received), counted once.
    private func entries(skipped: inout SkippedRows) throws -> (Columns, [[Entry]], meterReadings: Int) {
        var rows = self.rows
        var columns: Columns?
        var sections: [[Entry]] = []
        var meterReadings: Set<String> = []
        while let row = try rows.next() {
            if row[0] == "Index", let date = row.fields.firstIndex(of: "Date"), let time = row.fields.firstIndex(of: "Time") {
                columns = Columns(header: row, date: date, time: time)
                sections.append([])
                continue
            }
            // Patient and device lines before the first header, and section markers.
            guard let columns, !row[0].hasPrefix("-------") else { continue }
            if let meter = columns.meter, !row[meter].isEmpty {
                meterReadings.insert([row[columns.date], String(row[columns.time].prefix(5)), row[meter]].joined(separator: " "))
            }
            let glucose = columns.glucose.map { row.number($0) } ?? ""
            let bolus = columns.bolus.map { row.number($0) } ?? ""
            let carbs = columns.carbs.map { row.number($0) } ?? ""
            let marker = columns.marker.map { Self.markerAmounts(row[$0]) } ?? (insulin: "", carbs: "")
            let pump = columns.pump.fields(of: row)
            if glucose.isEmpty, bolus.isEmpty, carbs.isEmpty, marker.insulin.isEmpty, marker.carbs.isEmpty, !pump.setsBasal { continue }
            if columns.carbsInExchanges, !carbs.isEmpty, DecimalNumber.value(carbs) != 0 {
                skipped.skip(line: row.line, "expected BWZ Carb Input (grams), found \(PrintableText.quoted(carbs)) exchanges (grams per exchange are not in the export)")
                continue
            }
            guard let clock = WallClock(date: row[columns.date], time: row[columns.time]) else {
                skipped.skip(line: row.line, "expected a Date YYYY/MM/DD and a Time hh:mm:ss, found \(PrintableText.quoted(row[columns.date] + " " + row[columns.time]))")
                continue
            }
            sections[sections.count - 1].append(Entry(line: row.line, clock: clock, glucose: glucose, bolus: bolus,
                                                      bolusKind: columns.bolusType.map { row[$0] } ?? "",
                                                      carbs: columns.carbsInExchanges ? "" : carbs, marker: marker, pump: pump))
        }
        guard let columns else {
            throw DataError(source: source, message: "no header row; expected a CareLink section header starting Index,Date,Time")
        }
        return (columns, sections, meterReadings.count)
    }

    /// An Event Marker's amount as a number's text: `Insulin: 27,00` (units)
    /// or `Meal: 60,00grams`; other markers (`Other`, exercise) have none.
    /// A marker of one of the two kinds whose amount is no number keeps its
    /// text, so the row is skipped and said.
    static func markerAmounts(_ marker: String) -> (insulin: String, carbs: String) {
        func amount(after prefix: String, units: [String]) -> String? {
            guard marker.hasPrefix(prefix) else { return nil }
            var text = marker.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
            if let unit = units.first(where: { text.lowercased().hasSuffix($0) }) {
                text = String(text.dropLast(unit.count)).trimmingCharacters(in: .whitespaces)
            }
            return CSVRow.decimalPoint(text)
        }
        if let insulin = amount(after: "Insulin:", units: ["units", "u"]) { return (insulin, "") }
        if let grams = amount(after: "Meal:", units: ["grams", "g"]) { return ("", grams) }
        return ("", "")
    }

    /// A section's entries in the order they happened: CareLink writes them
    /// newest first, which is read backwards, so that a fall-back hour's
    /// repeated times are told apart as they are in file order elsewhere.
    private static func oldestFirst(_ section: [Entry]) -> [Entry] {
        let pairs = zip(section, section.dropFirst())
        let backwards = pairs.filter { $0.clock.secondsAsIfUTC > $1.clock.secondsAsIfUTC }.count
        let forwards = pairs.filter { $0.clock.secondsAsIfUTC < $1.clock.secondsAsIfUTC }.count
        return backwards > forwards ? section.reversed() : section
    }

    /// Where a section's header puts each column read.
    private struct Columns {
        var date: Int
        var time: Int
        var glucose: Int?
        var bolus: Int?
        var bolusType: Int?
        package var carbs: Int?
        var carbsInExchanges: Bool
        var marker: Int?
        var meter: Int?
        var pump: CareLinkPump.Columns
        var unit: GlucoseUnit

        init(header: CSVRow, date: Int, time: Int) {
            let column = header.column(startingWith:)
            (self.date, self.time) = (date, time)
            glucose = column("Sensor Glucose (")
            unit = glucose.flatMap { GlucoseUnit(label: header[$0]) } ?? .mgdl
            bolus = column("Bolus Volume Delivered")
            bolusType = header.fields.firstIndex(of: "Bolus Type")
            let exchanges = header.fields.firstIndex(of: "BWZ Carb Input (exchanges)")
            carbs = header.fields.firstIndex(of: "BWZ Carb Input (grams)") ?? exchanges
            carbsInExchanges = carbs != nil && carbs == exchanges
            marker = header.fields.firstIndex(of: "Event Marker")
            meter = column("BG Reading (")
            pump = CareLinkPump.Columns(header: header)
        }
    }
}
