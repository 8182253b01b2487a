import DayBandsRecords
import Foundation

/// A Dexcom Clarity CSV export. Rows before the data (patient, device, alert
/// settings) have no timestamp; `EGV` rows are readings, where the text `Low`
/// and `High` are real readings beyond the sensor's range; `Insulin` rows are
/// doses and `Carbs` rows carb entries (`Carb Value (grams)`). Timestamps are
/// local wall-clock times with no zone. Translated exports (German,
/// French, Spanish, Italian, Dutch) keep the column order and the units;
/// their event types and `Low`/`High` may be translated too.
struct ClarityCSV {
    /// What Clarity's `Low` and `High` stand for: the sensor's range ends.
    static let lowReading = 40.0
    static let highReading = 400.0

    var rows: CSVRows
    let source: String

    /// Event types as the reader knows them (`EGV`, `Insulin`, `Carbs`) from
    /// the words exports write, English or translated.
    static let eventTypes: [String: String] = [
        "EGV": "EGV", "EGW": "EGV",
        "Insulin": "Insulin", "Insuline": "Insulin", "Insulina": "Insulin",
        "Carbs": "Carbs", "Kohlenhydrate": "Carbs", "Glucides": "Carbs", "Carbohidratos": "Carbs", "Carboidrati": "Carbs",
        "Koolhydraten": "Carbs",
    ]
    /// `Low` and `High` and their translations.
    static let lowWords: Set = ["Low", "Niedrig", "Bas", "Bajo", "Basso", "Laag"]
    static let highWords: Set = ["High", "Hoch", "Élevé", "Haut", "Alto", "Hoog"]

    /// A translated header: the timestamp column (second) names its
    /// `hh:mm:ss` pattern, and the glucose column (eighth) its unit.
    static func isTranslatedHeader(_ fields: [String]) -> Bool {
        fields.count >= 10 && fields[1].contains("hh:mm:ss") && GlucoseUnit(label: fields[7]) != nil
    }

    /// A reading before it is placed on the time line.
    private struct PendingReading {
        var line: Int
        var clock: WallClock
        var reading: GlucoseReading
        /// The transmitter's clock, and which transmitter (counted from 0 as
        /// they appear), when the row has one.
        var transmitter: (id: Int, time: Int)?
    }

    func read(in calendar: DayCalendar) throws -> LoadReport {
        var rows = self.rows
        var skipped = SkippedRows(source: source)
        let columns = try Columns(&rows, source: source)
        var pending: [PendingReading] = []
        var doses: [InsulinDose] = []
        var carbs: [CarbEntry] = []
        // Doses and carbs each run in time order of their own.
        var timelines: [TreatmentAmount: LocalTimeline] = [:]
        var transmitters = TransmitterNumbers()
        while let row = try rows.next() {
            let timestamp = row[columns.timestamp]
            if timestamp.isEmpty { continue }  // patient, device and alert settings
            let event = Self.eventTypes[row[columns.eventType]] ?? ""
            guard event == "EGV" || event == "Insulin" || event == "Carbs" else { continue }
            guard let clock = WallClock(isoLocal: Substring(timestamp)) else {
                skipped.skip(line: row.line, "expected a timestamp YYYY-MM-DDThh:mm:ss, found \(PrintableText.quoted(timestamp))")
                continue
            }
            if event != "EGV" {
                let kind: TreatmentAmount = event == "Insulin" ? .insulin : .carbs
                let amount: Double
                switch kind.judge(field: (kind == .insulin ? columns.insulin : columns.carbs).map { row.number($0) } ?? "") {
                case .kept(let value): amount = value
                case .none: continue
                case .refused(let problem): skipped.skip(line: row.line, problem); continue
                }
                guard let time = timelines[kind, default: LocalTimeline(calendar: calendar)]
                    .place(clock, line: row.line, skipped: &skipped) else { continue }
                if kind == .carbs {
                    carbs.append(CarbEntry(time: time, grams: amount, kind: "Carbs"))
                } else {
                    let subtype = columns.eventSubtype.map { row[$0] } ?? ""
                    doses.append(InsulinDose(time: time, units: amount, kind: subtype.isEmpty ? "Insulin" : subtype))
                }
                continue
            }
            guard var reading = columns.reading(row) else {
                skipped.skip(line: row.line, "expected a glucose value, Low or High, found \(PrintableText.quoted(row[columns.glucose]))")
                continue
            }
            reading.trend = columns.trend(row)
            let transmitter = columns.transmitterTime.flatMap { Int(row[$0]) }.map { time in
                (id: transmitters.number(of: columns.transmitterID.map { row[$0] } ?? ""), time: time)
            }
            pending.append(PendingReading(line: row.line, clock: clock, reading: reading, transmitter: transmitter))
        }
        var changes: [ClockChange] = []
        let readings = place(pending, in: calendar, skipped: &skipped, changes: &changes)
        try skipped.failIfNothingRead(readings.count + doses.count + carbs.count)
        // A receiver and a phone can both have uploaded the same reading.
        let warnings = [skipped.warning, ClockChange.warning(changes, source: source)].compactMap { $0 }
        return LoadReport(merging: GlucoseData(readings: readings, doses: doses, carbs: carbs), source: source,
                          warnings: warnings, skippedRows: skipped.count, unit: columns.unit)
    }

    /// Puts readings on the time line in the order they were measured: by
    /// each transmitter's own clock, which keeps counting through a fall-back
    /// hour, and in file order where there is none. Where the times written
    /// jump against the transmitter's clock, the device that wrote them had
    /// its clock changed: each such jump is noted in `changes`.
    private func place(_ pending: [PendingReading], in calendar: DayCalendar, skipped: inout SkippedRows,
                       changes: inout [ClockChange]) -> [GlucoseReading] {
        let groups = Dictionary(grouping: pending.indices) { pending[$0].transmitter?.id }
        var readings: [GlucoseReading] = []
        readings.reserveCapacity(pending.count)
        for (transmitter, indices) in groups {
            var ordered = indices
            if transmitter != nil {
                ordered.sort { (pending[$0].transmitter!.time, $0) < (pending[$1].transmitter!.time, $1) }
            }
            var timeline = LocalTimeline(calendar: calendar)
            var lastOffset: TimeInterval?
            for index in ordered {
                guard let time = timeline.place(pending[index].clock) else {
                    skipped.skip(line: pending[index].line, "the local time does not exist in \(calendar.timeZone.identifier)")
                    continue
                }
                var reading = pending[index].reading
                if let problem = Plausible.problem(time: time, mgdl: reading.mgdl) {
                    skipped.skip(line: pending[index].line, problem)
                    continue
                }
                reading.time = time
                readings.append(reading)
                if let transmitter = pending[index].transmitter {
                    let offset = time.timeIntervalSince1970 - Double(transmitter.time)
                    if let last = lastOffset, ClockChange.sizes.contains(abs(offset - last)) {
                        changes.append(ClockChange(line: pending[index].line, at: time, by: ((offset - last) / 60).rounded() * 60))
                    }
                    lastOffset = offset
                }
            }
        }
        return readings
    }

    /// Small numbers for transmitter IDs, which change every few weeks: rows
    /// compare an ID with the previous one instead of hashing every row's.
    private struct TransmitterNumbers {
        private var numbers: [String: Int] = [:]
        private var last: (id: String, number: Int)?

        mutating func number(of id: String) -> Int {
            if let last, last.id == id { return last.number }
            let number = numbers[id, default: numbers.count]
            numbers[id] = number
            last = (id, number)
            return number
        }
    }

    /// Where the header puts each column, and the unit it names.
    private struct Columns {
        var timestamp: Int
        var eventType: Int
        var eventSubtype: Int?
        var glucose: Int
        package var insulin: Int?
        package var carbs: Int?
        var rateOfChange: Int?
        var transmitterTime: Int?
        var transmitterID: Int?
        var unit: GlucoseUnit

        /// Reads the header, the first row naming `Event Type` (or a
        /// translated one).
        init(_ rows: inout CSVRows, source: String) throws {
            let header = try rows.header { $0.fields.contains("Event Type") || ClarityCSV.isTranslatedHeader($0.fields) }
            let expected = "expected a Clarity header with Timestamp, Event Type and Glucose Value columns"
            guard let header else { throw DataError(source: source, message: "no header row; \(expected)") }
            if !header.fields.contains("Event Type") {
                self.init(translated: header)
                return
            }
            try self.init(english: header, source: source, expected: expected)
        }

        /// A translated export keeps the English column order: Index,
        /// Timestamp, Event Type, Event Subtype, Patient Info, Device Info,
        /// Source Device ID, Glucose Value, Insulin Value, Carb Value,
        /// Duration, Rate of Change, Transmitter Time, Transmitter ID.
        private init(translated header: CSVRow) {
            (timestamp, eventType, eventSubtype, glucose) = (1, 2, 3, 7)
            unit = GlucoseUnit(label: header[7]) ?? .mgdl
            let present = { (index: Int) in index < header.count ? index : nil }
            (insulin, carbs, rateOfChange, transmitterTime, transmitterID) = (present(8), present(9), present(11), present(12), present(13))
        }

        private init(english header: CSVRow, source: String, expected: String) throws {
            let column = header.column(startingWith:)
            guard let timestamp = column("Timestamp"), let eventType = column("Event Type"),
                  let glucose = column("Glucose Value")
            else {
                throw DataError(source: source, line: header.line, message: "\(expected), found \(PrintableText.escaped(header.fields.joined(separator: ",")))")
            }
            guard let unit = GlucoseUnit(label: header[glucose]) else {
                throw DataError(source: source, line: header.line,
                                message: "expected Glucose Value (mg/dL) or (mmol/L), found \(PrintableText.quoted(header[glucose]))")
            }
            self.timestamp = timestamp
            self.eventType = eventType
            self.glucose = glucose
            self.unit = unit
            eventSubtype = column("Event Subtype")
            insulin = column("Insulin Value")
            carbs = column("Carb Value")
            rateOfChange = column("Glucose Rate of Change")
            transmitterTime = column("Transmitter Time")
            transmitterID = column("Transmitter ID")
        }

        /// The row's glucose value as a reading (its time is set later).
        func reading(_ row: CSVRow) -> GlucoseReading? {
            let text = row.number(glucose)
            switch text {
            case _ where ClarityCSV.lowWords.contains(text):
                return GlucoseReading(time: .distantPast, mgdl: ClarityCSV.lowReading, flag: .belowSensorRange)
            case _ where ClarityCSV.highWords.contains(text):
                return GlucoseReading(time: .distantPast, mgdl: ClarityCSV.highReading, flag: .aboveSensorRange)
            default:
                guard let value = DecimalNumber.value(text), value.isFinite else { return nil }
                return GlucoseReading(time: .distantPast, mgdl: unit.mgdl(from: value))
            }
        }

        /// The trend arrow from the rate of change, in the same unit as the value.
        func trend(_ row: CSVRow) -> Trend? {
            guard let rateOfChange, let rate = DecimalNumber.value(row.number(rateOfChange)) else { return nil }
            return Trend(mgdlPerMinute: unit.mgdl(from: rate))
        }
    }
}
