import DayBandsImport
import DayBandsRecords
import Foundation

/// What a page of a collection shows of the range it came from: how many
/// records it held (of any type: meter records and sensor error codes fill
/// a page too), its oldest and newest time (a full page means there may be
/// more; a newest at or above the bound asked gives away a site that
/// ignores the range), the order the site sent them in (a page proves the
/// top of its range read only when it is newest first), how many had no
/// readable time (where they lie is unknown), and the records' `_id`s (to
/// page through one instant holding more records than a page).
package struct PageExtent {
    package let records: Int
    let oldest: Date?
    let newest: Date?
    let order: Order
    let undated: Int
    /// Each record's `_id`, when it had one as text.
    let ids: [String]

    /// The order of the page's dated records.
    enum Order: Equatable {
        /// At most one instant: no order to see.
        case oneInstant
        case newestFirst
        case oldestFirst
        /// Neither: what the page holds says nothing of what it left out.
        case unordered
    }

    private enum EntryField: Int, CaseIterable { case date, _id }
    private enum TreatmentField: Int, CaseIterable { case created_at, _id }

    /// Reads the page again for the time field and `_id` alone: `body` is a
    /// fresh reader of the same bytes the importer read (in memory, not a file).
    init(body file: InputFile, collection: RangeQuery.Collection) throws {
        let firstChunk = try file.read()
        let rows = switch collection {
        case .entries: JSONRecords(file: file, firstChunk: firstChunk, fields: EntryField.self)
        case .treatments: JSONRecords(file: file, firstChunk: firstChunk, fields: TreatmentField.self)
        }
        var records = 0, undated = 0, rises = 0, falls = 0
        var oldest: Date?, newest: Date?, last: Date?
        var ids: [String] = []
        _ = try rows.forEach { record, _ in
            records += 1
            let time: Date? = switch collection {
            case .entries: record[EntryField.date]?.number.map(Date.init(epochMilliseconds:))
            case .treatments: record[TreatmentField.created_at]?.string.flatMap(ISOTimestamp.instant)
            }
            let id = collection == .entries ? record[EntryField._id] : record[TreatmentField._id]
            if let id = id?.string { ids.append(id) }
            guard let time else {
                undated += 1
                return
            }
            if let last, time > last { rises += 1 }
            if let last, time < last { falls += 1 }
            last = time
            if oldest.map({ time < $0 }) ?? true { oldest = time }
            if newest.map({ time > $0 }) ?? true { newest = time }
        }
        self.init(records: records, oldest: oldest, newest: newest,
                  order: rises == 0 ? (falls == 0 ? .oneInstant : .newestFirst) : (falls == 0 ? .oldestFirst : .unordered),
                  undated: undated, ids: ids)
    }

    init(records: Int, oldest: Date?, newest: Date?, order: Order = .newestFirst, undated: Int = 0, ids: [String] = []) {
        self.records = records
        self.oldest = oldest
        self.newest = newest
        self.order = order
        self.undated = undated
        self.ids = ids
    }
}
