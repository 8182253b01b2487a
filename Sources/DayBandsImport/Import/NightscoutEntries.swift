import DayBandsRecords
import Foundation

/// Nightscout entries (`/api/v1/entries.json` and exports of it): `sgv`
/// records are sensor readings, always in mg/dL; meter (`mbg`) and
/// calibration (`cal`) records are not part of the curve. Database dumps
/// (`mongoexport`) are read too: one record per line, `date` as a number in
/// any notation (`1.557405318571e+12`) or wrapped (`{"$date": …}`), `sgv`
/// as text, `dateString` in Java's `Date.toString()` form.
package struct NightscoutEntries {
    /// `sgv` values up to this are Dexcom's error codes (Nightscout's
    /// `errorcodes` plugin names 1, 2, 3, 5, 6, 9, 10 and 12: sensor not
    /// active, ???, bad RF...), not glucose. Above it an `sgv` is a reading,
    /// judged by `Plausible` like any other: iAPS, xDrip+ and Libre uploaders
    /// post real lows below Dexcom's LOW of 39 (drawn on the floor, counted
    /// below 54).
    static let highestErrorCode = 12.0

    /// The fields read, named as in the JSON.
    private enum Field: Int, CaseIterable { case type, sgv, date, dateString, direction, device, isValid }

    package let records: JSONRecords

    package init(file: InputFile, firstChunk: [UInt8], layout: JSONLayout = .array) {
        records = JSONRecords(file: file, firstChunk: firstChunk, fields: Field.self, layout: layout)
    }

    /// `requiringARecord`: a file with no readable record is wrong as a
    /// whole (an error at its first bad row); a site's page is one of many,
    /// so its bad records are skipped and said like any others.
    package func read(requiringARecord: Bool = true) throws -> LoadReport {
        var readings: [GlucoseReading] = []
        // Each uploader's readings are a series (`device`); a record without one is the file's or site's.
        var series = SeriesTable()
        var errorCodes = 0
        var otherTypes = (count: 0, first: "")
        var deleted = 0
        // A year's records name a few directions, one after another: each is looked up once per run of it.
        var lastDirection: (text: String, trend: Trend?)?
        let skipped = try records.forEach { record, skipped in
            if record[Field.isValid] == .bool(false) {
                deleted += 1
                return
            }
            // Uploaders write `SGV` and `sgv ` too; meter and calibration
            // records are known and not part of the curve; any other type is said.
            // `sgv` as written needs no trimming (most of a year's records, where it was a fifth of the import).
            if let type = record[Field.type]?.string, type != "sgv" {
                let known = type.trimmingCharacters(in: .whitespaces).lowercased()
                if known == "mbg" || known == "cal" { return }
                if known != "sgv" {
                    if otherTypes.count == 0 { otherTypes.first = type }
                    otherTypes.count += 1
                    return
                }
            }
            guard let sgv = record[Field.sgv]?.number, sgv.isFinite else {
                skipped.skip(line: records.line(of: record), "expected a number in sgv")
                return
            }
            guard let time = Self.time(of: record) else {
                skipped.skip(line: records.line(of: record),
                             "expected epoch milliseconds in date (or a dateString with a zone)")
                return
            }
            guard sgv > Self.highestErrorCode else {
                errorCodes += 1
                return
            }
            if let problem = Plausible.problem(time: time, mgdl: sgv) {
                skipped.skip(line: records.line(of: record), problem)
                return
            }
            let direction = record[Field.direction]?.string
            let trend = direction == lastDirection?.text ? lastDirection?.trend : direction.flatMap(Trend.init(rawValue:))
            if let direction { lastDirection = (direction, trend) }
            let device = series.index(of: GlucoseSeries(name: record[Field.device]?.string ?? ""))
            readings.append(GlucoseReading(time: time, mgdl: sgv, trend: trend, series: device))
            readings.reserveForFile(bytesRead: record.offset, fileSize: records.file.sizeAtOpen)
        }
        if requiringARecord { try skipped.failIfNothingRead(readings.count) }
        var warnings = skipped.warning.map { [$0] } ?? []
        if errorCodes > 0 {
            warnings.append("\(errorCodes) sensor error code\(errorCodes == 1 ? "" : "s") (sgv 12 or below) skipped in \(records.file.name)")
        }
        warnings += [series.warning(source: records.file.name)].compactMap { $0 }
        if otherTypes.count > 0 {
            warnings.append("\(otherTypes.count) entr\(otherTypes.count == 1 ? "y" : "ies") of another type than sgv, mbg or cal "
                + "(first \(PrintableText.quoted(otherTypes.first))) left out in \(records.file.name)")
        }
        warnings += [DeletedOnSite.line(deleted, source: records.file.name)].compactMap { $0 }
        // Two uploaders posting the same reading leave one copy.
        return LoadReport(merging: GlucoseData(readings: readings, series: series.series), source: records.file.name,
                          warnings: warnings, skippedRows: skipped.count + errorCodes + otherTypes.count + deleted)
    }

    /// `date` as epoch milliseconds (a number, or text of one) or as an ISO
    /// text (`{"$date": "2019-05-09T12:35:18.571Z"}`); else `dateString`.
    private static func time(of record: JSONRecord) -> Date? {
        if let date = record[Field.date] {
            if let milliseconds = date.number { return Date(epochMilliseconds: milliseconds) }
            if let instant = date.string.flatMap(ISOTimestamp.instant) { return instant }
        }
        return record[Field.dateString]?.string.flatMap(NightscoutDateString.instant)
    }
}
