import Foundation

/// The archive as the viewer reads it: a page of days at a time (`DayPages`).
extension Archive: DayStore {
    /// From the first to the last reading or dose held, as `Timeline` spans
    /// in-memory data (a dose before the first reading opens the days earlier).
    public func span() throws -> DateInterval? {
        guard let readings = try extent() else { return nil }
        let doses = try database.prepare("SELECT min(instant), max(instant) FROM treatments WHERE type = 'insulin'")
        guard try doses.step(), !doses.isNull(0), !doses.isNull(1) else {
            return DateInterval(start: readings.lowerBound, end: readings.upperBound)
        }
        return DateInterval(start: min(readings.lowerBound, Date(timeIntervalSince1970: Double(doses.integer(0)))),
                            end: max(readings.upperBound, Date(timeIntervalSince1970: Double(doses.integer(1)))))
    }
}
