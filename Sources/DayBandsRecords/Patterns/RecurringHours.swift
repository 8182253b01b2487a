import Foundation

/// Hours of the day at which lows (or highs) came back: each clock hour that
/// was low on at least `PatternRules.recurringDays` days with data, joined
/// with its neighbours into windows (23:00 to 01:00 is one across midnight),
/// each with the days it rests on.
public struct RecurringHours: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable {
        case lows, highs

        /// The consensus target whose readings make the hour's lows or highs.
        public var target: ConsensusTarget { self == .lows ? .below70 : .above180 }
    }

    public struct Window: Codable, Hashable, Sendable {
        /// The first hour and the hour it ends at (`end` 24 or less than
        /// `start` across midnight; equal to `start` for the whole day).
        public var start: Int
        public var end: Int
        /// The days (ISO dates) with such an hour in the window, oldest first.
        public var days: [String]
        public var count: Int { days.count }

        /// The window's clock hours in order.
        public var hours: [Int] {
            let length = end > start ? end - start : end + 24 - start
            return (0..<length).map { (start + $0) % 24 }
        }
    }

    public var kind: Kind
    public var windows: [Window]

    /// The windows of `days`, those without data left out.
    public init(_ kind: Kind, days: [PatternDay]) {
        self.kind = kind
        let withData = days.filter(\.hasData)
        let beyond = (0..<24).map { hour in
            withData.indices.filter { withData[$0].isBeyond(kind, at: hour) }
        }
        let recurring = beyond.map { $0.count >= PatternRules.recurringDays }
        windows = Self.runs(of: recurring).map { start, end in
            var window = Window(start: start, end: end, days: [])
            let indices = Set(window.hours.flatMap { beyond[$0] })
            window.days = indices.sorted().map { withData[$0].day.isoDate }
            return window
        }
    }

    /// Runs of true hours as (start, end), a run across midnight one run.
    static func runs(of hours: [Bool]) -> [(Int, Int)] {
        guard hours.contains(false) else { return hours.isEmpty ? [] : [(0, 0)] }
        // Start after an hour that is false, so no run is cut at midnight.
        let first = hours.lastIndex(of: false)! + 1
        var runs: [(Int, Int)] = []
        var start: Int?
        for step in 0...24 {
            let hour = (first + step) % 24
            if step < 24, hours[hour] {
                if start == nil { start = hour }
            } else if let open = start {
                runs.append((open, hour == 0 ? 24 : hour))
                start = nil
            }
        }
        return runs.sorted { $0.0 < $1.0 }
    }
}
