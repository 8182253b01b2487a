import DayBandsRecords
import Foundation

extension DaySummaryCodec {
    /// Reads what `Writer` wrote, in the same order; past the end (or a
    /// value out of its range) it sets `failed` and reads zeros.
    struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0
        private(set) var failed = false

        init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

        mutating func byte() -> UInt8 {
            guard offset < bytes.count else { failed = true; return 0 }
            defer { offset += 1 }
            return bytes[offset]
        }
        mutating func bool() -> Bool { byte() == 1 }
        mutating func word() -> UInt64 {
            guard offset + 8 <= bytes.count else { failed = true; return 0 }
            defer { offset += 8 }
            return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        mutating func int() -> Int { Int(Int64(bitPattern: word())) }
        mutating func double() -> Double { Double(bitPattern: word()) }
        /// A count of items still to read, each at least a byte long.
        mutating func count() -> Int {
            let count = int()
            guard count >= 0, count <= bytes.count - offset else { failed = true; return 0 }
            return count
        }
        mutating func text() -> String {
            let count = count()
            defer { offset += count }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)]), as: UTF8.self)
        }
        mutating func ints() -> [Int] { (0..<count()).map { _ in int() } }
        mutating func date() -> Date? { bool() ? Date(timeIntervalSince1970: double()) : nil }
        mutating func series() -> GlucoseSeries {
            let name = text()
            return GlucoseSeries(name: name, sampling: bool() ? .scans : .periodic)
        }
        mutating func choice<T>(_ choices: [T], from index: Int) -> T {
            guard choices.indices.contains(index) else { failed = true; return choices[0] }
            return choices[index]
        }
        mutating func reading() -> GlucoseReading? {
            guard bool() else { return nil }
            let time = Date(timeIntervalSince1970: double())
            let mgdl = double()
            let flag = choice(ReadingFlag.allCases, from: Int(byte()))
            let trend = Int(byte())
            return GlucoseReading(time: time, mgdl: mgdl, trend: trend == 0 ? nil : choice(Trend.allCases, from: trend - 1), flag: flag,
                                  series: UInt16(truncatingIfNeeded: int()))
        }

        /// `hours` given: the summary's are those (a span's first day, whose hours are most often its inside's).
        mutating func summary(hours given: [HourBucket]? = nil) -> DaySummary {
            let day = text()
            let context = DaySummary.Context(previous: bool(), next: bool())
            let cadences = Dictionary((0..<count()).map { _ in (series(), double()) }, uniquingKeysWith: { first, _ in first })
            let eventInterval = double()
            let parts = (0..<count()).map { _ in
                DaySummary.SeriesPart(series: series(), order: int(), readings: int(), counted: int(), spacings: ints(),
                                      coveredSeconds: double())
            }
            let rangeCounts = ints(), bandCounts = ints()
            let hours: [HourBucket]
            if let given, !bool() { hours = given } else { hours = (0..<self.count()).map { _ in hour() } }
            let count = int()
            let (sum, squaredDeviations, covered, insulin, carbs) = (double(), double(), double(), double(), double())
            let risk = BloodGlucoseRisk(lowSum: double(), highSum: double(), count: count)
            let lowest = reading(), highest = reading()
            let therapy = therapy()
            let events = (0..<self.count()).map { _ in
                let head = int()
                return DaySummary.EventPart(head: head < 0 ? nil : head, count: int(), seconds: double(), end: run())
            }
            let head = (0..<self.count()).compactMap { _ in reading() }
            return DaySummary(day: day, context: context, cadences: cadences, eventInterval: eventInterval, series: parts,
                              rangeCounts: rangeCounts, bandCounts: bandCounts, hours: hours, count: count, sum: sum,
                              squaredDeviations: squaredDeviations, risk: risk, lowest: lowest, highest: highest, coveredSeconds: covered,
                              insulinUnits: insulin, carbGrams: carbs, therapy: therapy, events: events, head: head)
        }

        mutating func hour() -> HourBucket {
            HourBucket(veryLow: int(), low: int(), inRange: int(), high: int(), veryHigh: int(), sum: double(), lowest: double(),
                       highest: double())
        }

        mutating func therapy() -> TherapyFigures {
            var t = TherapyFigures(days: [])
            (t.basalUnits, t.basalHours, t.windowHours, t.automaticBolusUnits) = (double(), double(), double(), double())
            (t.manualBolusUnits, t.unknownKindUnits, t.carbsGrams, t.wholeDaysUnits) = (double(), double(), double(), double())
            (t.wholeDays, t.doseDays, t.carbDays) = (int(), int(), int())
            return t
        }

        mutating func run() -> EventRun {
            var run = EventRun(kind: choice(GlucoseEventKind.allCases, from: int()), samplingInterval: double())
            run.beyondFirst = reading()
            run.beyondLast = date()
            run.extreme = reading()
            run.inEvent = bool()
            run.backFirst = date()
            run.backLast = date()
            run.previous = date()
            return run
        }
    }
}
