import Foundation

/// How many records a page of a collection held (of any type: meter records
/// and sensor error codes fill a page too) and the oldest one's time: a full
/// page means there may be more below it; the newest one's, to see a site
/// that ignores the range asked; and how many had no readable time (where
/// they lie is unknown, so the oldest time may not be the page's end).
struct PageExtent {
    let records: Int
    let oldest: Date?
    let newest: Date?
    let undated: Int

    private enum EntryField: Int, CaseIterable { case date }
    private enum TreatmentField: Int, CaseIterable { case created_at }

    /// Reads the page again for the time field alone: `body` is a fresh
    /// reader of the same bytes the importer read (in memory, not a file).
    init(body file: InputFile, collection: RangeQuery.Collection) throws {
        let firstChunk = try file.read()
        let rows = switch collection {
        case .entries: JSONRecords(file: file, firstChunk: firstChunk, fields: EntryField.self)
        case .treatments: JSONRecords(file: file, firstChunk: firstChunk, fields: TreatmentField.self)
        }
        var records = 0
        var oldest: Date?
        var newest: Date?
        var undated = 0
        _ = try rows.forEach { record, _ in
            records += 1
            let time: Date? = switch collection {
            case .entries: record[EntryField.date]?.number.map { Date(timeIntervalSince1970: $0 / 1000) }
            case .treatments: record[TreatmentField.created_at]?.string.flatMap(ISOTimestamp.instant)
            }
            if time == nil { undated += 1 }
            if let time, oldest.map({ time < $0 }) ?? true { oldest = time }
            if let time, newest.map({ time > $0 }) ?? true { newest = time }
        }
        self.records = records
        self.oldest = oldest
        self.newest = newest
        self.undated = undated
    }
}
