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
    /// 10:00, as Nightscout's `profilefunctions` and AndroidAPS shift it).
    func rate(at instant: Date, shift: Double = 0) -> Double? {
        let seconds = secondsOfDay(instant.addingTimeInterval(-shift * 3600))
        return rates.last { $0.seconds <= seconds }?.unitsPerHour
    }

    /// The instants in `interval` where the rate changes (each rate's start
    /// on each local day the interval touches), moved `shift` hours later.
    func changes(in interval: DateInterval, shift: Double = 0) -> [Date] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let offset = -shift * 3600
        var day = calendar.startOfDay(for: interval.start.addingTimeInterval(offset - 86_400))
        var found: [Date] = []
        while day.addingTimeInterval(-offset) < interval.end {
            for rate in rates {
                // Wall-clock seconds, so a 23- or 25-hour day keeps its rates' clock times.
                let clock = DateComponents(hour: rate.seconds / 3600, minute: rate.seconds % 3600 / 60, second: rate.seconds % 60)
                guard let local = calendar.date(byAdding: clock, to: day) else { continue }
                let instant = local.addingTimeInterval(-offset)
                if instant > interval.start, instant < interval.end { found.append(instant) }
            }
            guard let next = calendar.date(byAdding: .day, value: 1, to: day) else { break }
            day = next
        }
        return found
    }

    private func secondsOfDay(_ instant: Date) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: instant)
        return (parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)
    }
}
