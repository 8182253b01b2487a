import Foundation

/// One named basal program of a Nightscout profile: rates by the time of
/// day in the profile's own zone, valid from the profile document's
/// `startDate` until a later document's.
public struct BasalSchedule: Hashable, Sendable {
    public struct Rate: Hashable, Sendable {
        /// Seconds after local midnight (`timeAsSeconds`).
        public var seconds: Int
        /// Units per hour.
        public var unitsPerHour: Double

        public init(seconds: Int, unitsPerHour: Double) {
            self.seconds = seconds
            self.unitsPerHour = unitsPerHour
        }
    }

    public var validFrom: Date
    public var name: String
    /// The document's `defaultProfile`: the one in effect without a switch.
    public var isDefault: Bool
    /// A time zone identifier (`Europe/Berlin`); the viewer's when unknown.
    public var zone: String
    /// Sorted by `seconds`, the first at 0.
    public var rates: [Rate]

    public init(validFrom: Date, name: String, isDefault: Bool, zone: String, rates: [Rate]) {
        self.validFrom = validFrom
        self.name = name
        self.isDefault = isDefault
        self.zone = zone
        let sorted = rates.sorted { $0.seconds < $1.seconds }
        // A schedule whose first rate starts after midnight runs its last one from midnight.
        if let first = sorted.first, first.seconds > 0, let last = sorted.last {
            self.rates = [Rate(seconds: 0, unitsPerHour: last.unitsPerHour)] + sorted
        } else {
            self.rates = sorted
        }
    }

    var timeZone: TimeZone { TimeZone(identifier: zone) ?? .current }

    /// The scheduled rate at `instant` with the schedule moved `shift` hours
    /// later (a profile switch's time shift: at +1 h, the 09:00 rate runs at
    /// 10:00). AndroidAPS, the app that delivers it, looks a rate up at the
    /// clock time less the shift (`blockValueBySeconds` through
    /// `getShiftedTimeSecs`: `originalSeconds - timeShiftHours * 3600`).
    /// Nightscout's own `profilefunctions.js` moves only the instant it picks
    /// the profile by, never the time of day it reads the rate at, so its
    /// chart shows no shift: the pump's is the one followed.
    func rate(at instant: Date, shift: Double = 0) -> Double? {
        let seconds = secondsOfDay(instant.addingTimeInterval(-shift * 3600))
        return rates.last { $0.seconds <= seconds }?.unitsPerHour
    }

    /// The instants in `interval` where the rate changes (each rate's start
    /// on each local day the interval touches), moved `shift` hours later;
    /// found by the zone's offset, so a 23- or 25-hour day keeps its rates'
    /// clock times.
    func changes(in interval: DateInterval, shift: Double = 0) -> [Date] {
        let zone = timeZone, moved = shift * 3600
        func local(_ instant: Date) -> Double { instant.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: instant)) }
        var day = ((local(interval.start.addingTimeInterval(-moved)) / 86_400).rounded(.down) - 1) * 86_400
        let last = local(interval.end.addingTimeInterval(-moved)) + 86_400
        var found: [Date] = []
        while day <= last {
            for rate in rates {
                let clock = day + Double(rate.seconds)
                let guess = Date(timeIntervalSince1970: clock - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: clock))))
                let instant = Date(timeIntervalSince1970: clock - Double(zone.secondsFromGMT(for: guess))).addingTimeInterval(moved)
                if instant > interval.start, instant < interval.end { found.append(instant) }
            }
            day += 86_400
        }
        return found
    }

    /// Seconds after local midnight, by the zone's offset at the instant
    /// (arithmetic: a calendar's components cost ten times more).
    private func secondsOfDay(_ instant: Date) -> Int {
        let local = Int(instant.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: instant)
        return (local % 86_400 + 86_400) % 86_400
    }
}
