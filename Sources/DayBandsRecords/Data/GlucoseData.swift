import Foundation

/// Everything read from the sources: readings, doses and carbs, each sorted
/// by time, with binary-search access to any time interval, and the series
/// (devices) the readings come from, which each reading names by index.
public struct GlucoseData: Hashable, Sendable {
    public private(set) var readings: [GlucoseReading]
    public private(set) var doses: [InsulinDose]
    public private(set) var carbs: [CarbEntry]
    public private(set) var series: [GlucoseSeries]
    /// Basal, targets and change marks (`TherapyRecords`).
    public var therapy: TherapyRecords

    /// Every reading's `series` is an index into `series`; with none given,
    /// all are of one series the file or site names (`naming`).
    public init(readings: [GlucoseReading], doses: [InsulinDose] = [], carbs: [CarbEntry] = [],
                series: [GlucoseSeries] = [GlucoseSeries(name: "")], therapy: TherapyRecords = TherapyRecords()) {
        precondition(readings.allSatisfy { Int($0.series) < series.count }, "every reading's series is held")
        // Readings of one instant in one order, whatever order the source gave
        // (a file's rows, the archive's keys): periodic before scans, then by
        // value, so a file and its import draw the same curve.
        let before = { (first: GlucoseReading, second: GlucoseReading) -> Bool in
            guard first.time == second.time else { return first.time < second.time }
            let scans = (series[Int(first.series)].sampling == .scans, series[Int(second.series)].sampling == .scans)
            return scans.0 != scans.1 ? scans.1 : first.mgdl < second.mgdl
        }
        // Readings in order already (a merge's, a reader's of an oldest-first file) are kept as they are, not copied.
        let inOrder = readings.indices.dropFirst().allSatisfy { !before(readings[$0], readings[$0 - 1]) }
        self.readings = inOrder ? readings : readings.sorted(by: before)
        self.doses = doses.sorted { $0.time < $1.time }
        self.carbs = carbs.sorted { $0.time < $1.time }
        self.series = series.isEmpty ? [GlucoseSeries(name: "")] : series
        self.therapy = therapy
    }

    /// Readings with `interval.start <= time < interval.end`.
    public func readings(in interval: DateInterval) -> ArraySlice<GlucoseReading> {
        let lower = readings.partitionIndex { $0.time >= interval.start }
        let upper = readings.partitionIndex { $0.time >= interval.end }
        return readings[lower..<max(lower, upper)]
    }

    /// Doses with `interval.start <= time < interval.end`.
    public func doses(in interval: DateInterval) -> ArraySlice<InsulinDose> {
        let lower = doses.partitionIndex { $0.time >= interval.start }
        let upper = doses.partitionIndex { $0.time >= interval.end }
        return doses[lower..<max(lower, upper)]
    }

    /// Carb entries with `interval.start <= time < interval.end`.
    public func carbs(in interval: DateInterval) -> ArraySlice<CarbEntry> {
        let lower = carbs.partitionIndex { $0.time >= interval.start }
        let upper = carbs.partitionIndex { $0.time >= interval.end }
        return carbs[lower..<max(lower, upper)]
    }

    /// The reading nearest in time to `instant` inside `window` (half-open);
    /// on a tie the earlier one.
    public func nearestReading(to instant: Date, in window: DateInterval) -> GlucoseReading? {
        readings(in: window).min {
            abs($0.time.timeIntervalSince(instant)) < abs($1.time.timeIntervalSince(instant))
        }
    }

    /// Readings, and doses, carb entries and therapy records held.
    public var count: (readings: Int, treatments: Int) { (readings.count, doses.count + carbs.count + therapy.count) }

    /// Merges other data in, keeping one copy of what several uploaders (or
    /// overlapping exports, or pages read again) posted more than once: a
    /// reading with the same instant and value, a dose with the same instant
    /// and units, a carb entry with the same instant and grams (`RecordKey`:
    /// `10:09:30+02:00` is `08:09:30Z`, the label is not compared). Different
    /// amounts at one instant are all kept (`Plausible.conflicts` says so).
    /// A series both hold (by name and sampling) is one series; the copy
    /// kept of a reading is this data's, except that of a scan and a periodic
    /// reading the periodic one is kept, as the figures count it (`CountedReadings`).
    public func merged(with other: GlucoseData) -> GlucoseData {
        let all = Self.joined([self, other])
        return GlucoseData(readings: Self.uniqueReadings(all.readings, series: all.series),
                           doses: Self.unique(all.doses) { RecordKey($0.time, $0.units) },
                           carbs: Self.unique(all.carbs) { RecordKey($0.time, $0.grams) },
                           series: all.series, therapy: all.therapy.merged(with: TherapyRecords()))
    }

    /// All the parts' records, copies too, with one table of the series
    /// their readings are in (a series several hold, by name and sampling,
    /// is one), in the order they first come.
    package static func joined(_ parts: [GlucoseData]) -> GlucoseData {
        // One part holding anything, whose table would come out as it is, is kept, not copied (a year's readings).
        let held = parts.filter { $0.count != (0, 0) }
        if held.count == 1, held[0].seriesInFirstUse { return held[0] }
        var table = SeriesTable()
        var readings: [GlucoseReading] = []
        for part in parts {
            var indices = [UInt16?](repeating: nil, count: part.series.count)
            for reading in part.readings {
                let old = Int(reading.series)
                if indices[old] == nil { indices[old] = table.index(of: part.series[old]) }
                readings.append(reading.inSeries(indices[old]!))
            }
        }
        return GlucoseData(readings: readings, doses: parts.flatMap(\.doses), carbs: parts.flatMap(\.carbs),
                           series: table.series, therapy: TherapyRecords(basal: parts.flatMap(\.therapy.basal),
                                                                         schedules: parts.flatMap(\.therapy.schedules),
                                                                         targets: parts.flatMap(\.therapy.targets),
                                                                         marks: parts.flatMap(\.therapy.marks)))
    }

    /// Whether `joined` would make the same table of series: each distinct
    /// (by name and sampling), each holding readings, numbered in the order
    /// of their first reading, and fewer than the table holds.
    private var seriesInFirstUse: Bool {
        guard series.count < GlucoseSeries.mostSeries, Set(series).count == series.count else { return false }
        var next = 0
        for reading in readings where Int(reading.series) >= next {
            guard Int(reading.series) == next else { return false }
            next += 1
        }
        return next == series.count
    }

    /// The same data with the series no reader named (`""`) called `name`:
    /// the file's or the site's.
    public func naming(unnamed name: String) -> GlucoseData {
        guard series.contains(where: \.name.isEmpty) else { return self }
        var named = self
        named.series = series.map { $0.name.isEmpty ? GlucoseSeries(name: name, sampling: $0.sampling) : $0 }
        // Renaming may make two series one: merging with nothing maps them together.
        return named.merged(with: GlucoseData(readings: []))
    }

    /// One copy of each reading (`RecordKey`), the first of each unless a
    /// periodic copy replaces a scan. `readings` are sorted by time, so
    /// copies share a whole second and lie together: each second's readings
    /// are compared among themselves (through a table only in a second that
    /// holds many, a crowded instant), not hashed into one table for the
    /// whole set, which was most of a year's import.
    private static func uniqueReadings(_ readings: [GlucoseReading], series: [GlucoseSeries]) -> [GlucoseReading] {
        if holdsNoCopy(readings) { return readings }
        var unique: [GlucoseReading] = []
        unique.reserveCapacity(readings.count)
        var second = Int64.min
        var secondStart = 0
        var crowded: [Double: Int]?
        for reading in readings {
            let key = RecordKey(reading.time, reading.mgdl)
            if key.second != second { (second, secondStart, crowded) = (key.second, unique.count, nil) }
            let index: Int?
            if let crowded {
                index = crowded[key.amount]
            } else {
                index = unique[secondStart...].firstIndex { RecordKey($0.time, $0.mgdl) == key }
            }
            guard let index else {
                crowded?[key.amount] = unique.count
                unique.append(reading)
                if crowded == nil, unique.count - secondStart > Self.crowdedSecond {
                    crowded = Dictionary(unique.indices[secondStart...].map { (unique[$0].mgdl, $0) }) { first, _ in first }
                }
                continue
            }
            if series[Int(unique[index].series)].sampling == .scans, series[Int(reading.series)].sampling == .periodic {
                unique[index] = reading
            }
        }
        return unique
    }

    /// Whether sorted `readings` hold no two of one `RecordKey`, as most
    /// data do: then they are kept, not copied. A crowded second is left to
    /// `uniqueReadings`' table (false), as comparing it here would be quadratic.
    private static func holdsNoCopy(_ readings: [GlucoseReading]) -> Bool {
        var second = Int64.min
        var secondStart = 0
        for index in readings.indices {
            let key = RecordKey(readings[index].time, readings[index].mgdl)
            if key.second != second {
                (second, secondStart) = (key.second, index)
                continue
            }
            guard index - secondStart <= crowdedSecond,
                  !readings[secondStart..<index].contains(where: { RecordKey($0.time, $0.mgdl) == key })
            else { return false }
        }
        return true
    }

    /// Readings of one second beyond which copies are looked up in a table.
    private static let crowdedSecond = 16

    private static func unique<Item>(_ items: [Item], key: (Item) -> RecordKey) -> [Item] {
        var seen = Set<RecordKey>()
        return items.filter { seen.insert(key($0)).inserted }
    }
}

extension RandomAccessCollection {
    /// The first index whose element satisfies `predicate`, for a predicate
    /// that is false and then true along the collection.
    package func partitionIndex(where predicate: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if predicate(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
