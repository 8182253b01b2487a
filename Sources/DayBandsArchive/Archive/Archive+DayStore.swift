import DayBandsRecords
import Foundation

/// The archive as the viewer reads it: a page of days at a time (`DayPages`).
extension Archive: DayStore {
    /// From the first to the last reading, dose, carb entry or therapy
    /// record held, as `Timeline` spans data in memory (a dose before the
    /// first reading opens the days earlier); nil without readings.
    public func span() throws -> DateInterval? {
        // As `GlucoseData.span`: doses, carbs and therapy records too.
        let found = try extents(of: [.readings, .treatments, .therapy], from: nil)
        guard found[0] != nil else { return nil }
        let all = found.compactMap { $0 }
        return DateInterval(start: all.map(\.lowerBound).min()!, end: all.map(\.upperBound).max()!)
    }

    /// Whether a reading lies in `interval`: the primary key's first row
    /// there, not the readings (a year of them is 100,000).
    public func hasReadings(in interval: DateInterval) throws -> Bool {
        let query = try database.prepare("SELECT 1 FROM readings WHERE instant >= ?1 AND instant < ?2 AND "
                                         + ArchiveRule.all(ArchiveRule.readings) + " LIMIT 1")
        try query.bind(.integer(Self.instant(interval.start)), .integer(Self.instant(interval.end)))
        return try query.step()
    }

    /// By the first id of each name and sampling: `data(in:)` joins a
    /// series two sources hold into one, in the order of their ids.
    public func seriesOrder() throws -> [GlucoseSeries: Int] {
        Dictionary(try series().map { ($0.series, Int($0.id)) }, uniquingKeysWith: min)
    }

    /// The moments of the device statuses of `interval` (schema step 11).
    public func loopMoments(in interval: DateInterval) throws -> [LoopMoment] {
        try deviceStatuses(in: interval).compactMap(LoopMoment.init)
    }
}
