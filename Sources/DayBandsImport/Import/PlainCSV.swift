import DayBandsRecords
import Foundation

/// A plain CSV for data from anywhere else (a spreadsheet, a script):
/// `timestamp,glucose[,unit]`, or any columns under a header that names a
/// time column (`timestamp`, `time`, `date`, `datetime`, or `date` beside
/// `time`) and a glucose column (`glucose`, `bg`, `value`, `sgv`, ...);
/// separated by `,`, `;` or tabs.
///
/// A time is ISO 8601 with a zone, epoch seconds or milliseconds, or local
/// `YYYY-MM-DD HH:MM[:SS]` read in the calendar's zone. A glucose value may
/// have a decimal comma (`5,5`). The unit is a `unit` cell (`mg/dL` or
/// `mmol/L`), else the one the glucose column's name says; a file that
/// names none is read in the unit its values show (`UnitByValues`), and a
/// line says so whenever any value looks like the other unit.
///
/// The first row is a header when it names those columns or holds no digit;
/// any other first row is data, and a bad one is skipped and said like any
/// other row, never taken for a header.
///
/// A header may name a subject column (`id`, `subject`, `patient`: the long
/// tables of research data, iglu's `id,time,gl`): one person's readings are
/// read, `subject` or the first row's, and a line names the others left out,
/// since several people's readings must never make one chart.
struct PlainCSV {
    static let columns = "timestamp,glucose[,unit]"

    var rows: CSVRows
    let source: String
    /// The subject to read from a file with a subject column.
    var subject: String?

    func read(in calendar: DayCalendar) throws -> LoadReport {
        var rows = self.rows
        var skipped = SkippedRows(source: source)
        var timeline = LocalTimeline(calendar: calendar)
        // Values are converted once all are read: with no unit named, the unit is found from them all.
        var values: [(line: Int, time: Date, value: Double, unit: GlucoseUnit?)] = []
        var unitNamed = false
        guard let first = try rows.next() else { return LoadReport(data: GlucoseData(readings: [])) }
        let columns = try Columns(first: first, source: source)
        var subjects = try SubjectFilter(column: columns.subject, named: columns.subjectName, wanted: subject, source: source)
        var pending = columns.hasHeader ? nil : first
        while let row = try pending ?? rows.next() {
            pending = nil
            guard columns.count.contains(row.count) else {
                skipped.skip(line: row.line, "expected \(columns.countText) columns (\(columns.names)), found \(row.count)")
                continue
            }
            guard subjects.keeps(row) else { continue }
            guard let instant = columns.time(row, on: &timeline) else {
                let text = columns.timeText(row)
                skipped.skip(line: row.line, WallClock(isoLocal: Substring(text)) != nil
                    ? "the local time \(PrintableText.quoted(text)) does not exist in \(calendar.timeZone.identifier)"
                    : "expected an ISO 8601 time, epoch seconds or milliseconds, or YYYY-MM-DD HH:MM[:SS], found \(PrintableText.quoted(text))")
                continue
            }
            // A decimal comma (`5,5`) is read through the row's text.
            guard let value = row.withBytes(columns.glucose, Self.number) ?? Self.number(row.number(columns.glucose)) else {
                skipped.skip(line: row.line, "expected a glucose number, found \(PrintableText.quoted(row.number(columns.glucose)))")
                continue
            }
            let unitText = columns.unit.map { row[$0] } ?? ""
            unitNamed = unitNamed || !unitText.isEmpty
            let unit = unitText.isEmpty ? columns.namedUnit : GlucoseUnit(label: unitText)
            guard unit != nil || unitText.isEmpty else {
                skipped.skip(line: row.line, "expected the unit mg/dL or mmol/L, found \(PrintableText.quoted(unitText))")
                continue
            }
            values.append((row.line, instant, value, unit))
            values.reserveForFile(bytesRead: rows.bytesRead, fileSize: rows.byteCount)
        }
        let byValues = unitNamed || columns.namedUnit != nil ? nil : UnitByValues(values.map(\.value))
        var readings: [GlucoseReading] = []
        readings.reserveCapacity(values.count)
        var implausible = SkippedRows(source: source)
        for entry in values {
            let mgdl = (entry.unit ?? byValues?.unit ?? .mgdl).mgdl(from: entry.value)
            if let problem = Plausible.problem(time: entry.time, mgdl: mgdl) {
                implausible.skip(line: entry.line, problem)
                continue
            }
            readings.append(GlucoseReading(time: entry.time, mgdl: mgdl))
        }
        skipped.add(implausible)
        try subjects.failIfAbsent()
        try skipped.failIfNothingRead(readings.count)
        let warnings = [subjects.line, byValues?.line(source: source), skipped.warning].compactMap { $0 }
        let data = subjects.shown.map { GlucoseData(readings: readings).naming(unnamed: $0) } ?? GlucoseData(readings: readings)
        return LoadReport(merging: data, source: source, warnings: warnings, skippedRows: skipped.count,
                          unit: values.first.flatMap { $0.unit ?? byValues?.unit })
    }

    /// A decimal number (`5.5`, `120`, `+7`): digits, sign, point and exponent only.
    static func number(_ text: String) -> Double? {
        guard let value = DecimalNumber.value(text), value.isFinite else { return nil }
        return value
    }

    static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let value = DecimalNumber.value(bytes), value.isFinite else { return nil }
        return value
    }

    /// A header name without its unit or punctuation: `Glucose (mmol/L)`
    /// and `bg_mgdl` are `glucose` and `bg`.
    static func headerName(_ name: String) -> String {
        var text = name.lowercased()
        while let open = text.firstIndex(where: { $0 == "(" || $0 == "[" }),
              let close = text[open...].firstIndex(where: { $0 == ")" || $0 == "]" }) {
            text.removeSubrange(open...close)
        }
        text = text.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ")
        let words = text.split(separator: " ").filter { !["mg/dl", "mgdl", "mmol/l", "mmol", "in"].contains($0) }
        return words.joined(separator: " ")
    }

    /// Where each column is, from a header or by position.
    private struct Columns {
        var hasHeader: Bool
        var timeColumn = 0
        /// A separate time-of-day column beside a date column.
        var clockColumn: Int?
        var glucose = 1
        var unit: Int? = 2
        /// Whose reading a row is, in a table of several people's, and the column's name.
        var subject: Int?
        var subjectName: String?
        var count = 2...3
        /// The unit the header names, if it does.
        var namedUnit: GlucoseUnit?
        var names = PlainCSV.columns

        init(first: CSVRow, source: String) throws {
            let fields = first.fields
            let names = fields.map(PlainCSV.headerName)
            let timeNames = ["timestamp", "time", "date", "datetime", "date time", "date/time", "datestring", "time stamp"]
            let glucoseNames = ["glucose", "gl", "bg", "value", "sgv", "glucose value", "blood glucose", "sensor glucose", "reading", "glucose level"]
            if let time = names.firstIndex(where: timeNames.contains), let glucose = names.firstIndex(where: glucoseNames.contains) {
                hasHeader = true
                if let date = names.firstIndex(of: "date"), let clock = names.firstIndex(of: "time") {
                    (timeColumn, clockColumn) = (date, clock)
                } else {
                    timeColumn = time
                }
                self.glucose = glucose
                unit = names.firstIndex { $0 == "unit" || $0 == "units" }
                subject = names.firstIndex(where: SubjectFilter.columnNames.contains)
                subjectName = subject.map { names[$0] }
                // Spreadsheets leave out empty cells at a row's end; more cells than named is a shifted row.
                count = max(timeColumn, clockColumn ?? 0, glucose) + 1 ... max(fields.count, glucose + 1)
                // The old two-column form takes a unit cell in a third column.
                if fields.count == 2, time == 0, glucose == 1 { (unit, count) = (2, 2...3) }
                namedUnit = GlucoseUnit(label: fields[glucose])
                self.names = fields.map { PrintableText.escaped($0) }.joined(separator: ",")
                return
            }
            hasHeader = !first.fields.joined().contains { $0.isASCII && $0.isNumber }
            guard hasHeader else { return }
            guard (2...3).contains(first.count) else {
                throw DataError(source: source, line: first.line, message:
                    "expected the columns \(PlainCSV.columns), or a header naming a time column (timestamp, time, date) and a glucose column (glucose, bg, value, sgv), found \(first.count): \(PrintableText.escaped(fields.joined(separator: ",")))"
                        + (DataFormat.closest(to: fields.joined(separator: ",")).map { "; \($0)" } ?? ""))
            }
            namedUnit = GlucoseUnit(label: first[1])
        }

        var countText: String { count.count == 1 ? "\(count.lowerBound)" : "\(count.lowerBound) or \(count.upperBound)" }

        func timeText(_ row: CSVRow) -> String {
            clockColumn.map { row[timeColumn] + " " + row[$0] } ?? row[timeColumn]
        }

        /// A zoned timestamp as written, epoch seconds or milliseconds, or a
        /// local one placed in file order.
        func time(_ row: CSVRow, on timeline: inout LocalTimeline) -> Date? {
            // One field is read from its bytes (a year of rows makes no String of each).
            let zoned = clockColumn == nil ? row.withBytes(timeColumn, ISOTimestamp.instant) : ISOTimestamp.instant(timeText(row))
            if let zoned { return zoned }
            let text = timeText(row)
            if let epoch = Self.epoch(text) { return epoch }
            return WallClock(isoLocal: Substring(text)).flatMap { timeline.place($0) }
        }

        /// Digits (and a fraction): below 10^11 seconds since 1970, else
        /// milliseconds (2000-2099 is 9-10 digits of seconds, 12-13 of ms).
        static func epoch(_ text: String) -> Date? {
            guard let first = text.utf8.first, first >= 48, first <= 57,
                  text.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 46 }), let number = Double(text)
            else { return nil }
            return number < 1e11 ? Date(timeIntervalSince1970: number) : Date(epochMilliseconds: number)
        }
    }
}
