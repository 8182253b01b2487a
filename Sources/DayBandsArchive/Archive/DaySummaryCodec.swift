import DayBandsRecords
import Foundation

/// A kept day summary (`DaySummary.Kept`) as the bytes of its row in
/// `day_summaries`: fixed-width little-endian numbers, no keys, so ten
/// years of rows decode in milliseconds. The first byte is the format:
/// a row of another format is made again from the readings.
enum DaySummaryCodec {
    static let format: UInt8 = 4

    static func encode(_ kept: DaySummary.Kept) -> [UInt8] {
        var writer = Writer()
        writer.byte(format)
        writer.bool(kept.lastDiffers)
        writer.summary(kept.inside)
        writer.summary(kept.first, hoursOf: kept.inside)
        return writer.bytes
    }

    /// Nil for bytes of another format or cut short.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> DaySummary.Kept? {
        var reader = Reader(bytes: bytes)
        guard reader.byte() == format else { return nil }
        let lastDiffers = reader.bool()
        let inside = reader.summary()
        let first = reader.summary(hours: inside.hours)
        guard !reader.failed else { return nil }
        return DaySummary.Kept(inside: inside, first: first, lastDiffers: lastDiffers)
    }

    struct Writer {
        var bytes: [UInt8] = []

        mutating func byte(_ value: UInt8) { bytes.append(value) }
        mutating func bool(_ value: Bool) { byte(value ? 1 : 0) }
        mutating func int(_ value: Int) { withUnsafeBytes(of: Int64(value).littleEndian) { bytes += $0 } }
        mutating func double(_ value: Double) { withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes += $0 } }
        mutating func text(_ value: String) {
            int(value.utf8.count)
            bytes += value.utf8
        }
        mutating func ints(_ values: [Int]) {
            int(values.count)
            values.forEach { int($0) }
        }
        mutating func date(_ value: Date?) {
            bool(value != nil)
            if let value { double(value.timeIntervalSince1970) }
        }
        mutating func series(_ value: GlucoseSeries) {
            text(value.name)
            bool(value.sampling == .scans)
        }
        mutating func reading(_ value: GlucoseReading?) {
            bool(value != nil)
            guard let value else { return }
            double(value.time.timeIntervalSince1970)
            double(value.mgdl)
            byte(UInt8(ReadingFlag.allCases.firstIndex(of: value.flag)!))
            byte(value.trend.map { UInt8(Trend.allCases.firstIndex(of: $0)! + 1) } ?? 0)
            int(Int(value.series))
        }

        /// With `hoursOf`, the hours only when they differ from its (a bool
        /// first): a span's first day most often has its inside's.
        mutating func summary(_ s: DaySummary, hoursOf other: DaySummary? = nil) {
            text(s.day)
            bool(s.context.previous)
            bool(s.context.next)
            int(s.cadences.count)
            for (series, cadence) in s.cadences.sorted(by: { ($0.key.name, $0.key.sampling.rawValue) < ($1.key.name, $1.key.sampling.rawValue) }) {
                self.series(series)
                double(cadence)
            }
            double(s.eventInterval)
            int(s.series.count)
            for part in s.series {
                series(part.series)
                int(part.order)
                int(part.readings)
                int(part.counted)
                ints(part.spacings)
                double(part.coveredSeconds)
            }
            ints(s.rangeCounts)
            ints(s.bandCounts)
            let same = other.map { $0.hours == s.hours } ?? false
            if other != nil { bool(!same) }
            if !same { hours(s.hours) }
            int(s.count)
            [s.sum, s.squaredDeviations, s.coveredSeconds, s.insulinUnits, s.carbGrams].forEach { double($0) }
            double(s.risk.lowSum)
            double(s.risk.highSum)
            reading(s.lowest)
            reading(s.highest)
            therapy(s.therapy)
            int(s.events.count)
            for part in s.events {
                int(part.head ?? -1)
                int(part.count)
                double(part.seconds)
                run(part.end)
            }
            int(s.head.count)
            s.head.forEach { reading($0) }
        }

        mutating func hours(_ hours: [HourBucket]) {
            int(hours.count)
            for hour in hours {
                [hour.veryLow, hour.low, hour.inRange, hour.high, hour.veryHigh].forEach { int($0) }
                [hour.sum, hour.lowest, hour.highest].forEach { double($0) }
            }
        }

        mutating func therapy(_ t: TherapyFigures) {
            [t.basalUnits, t.basalHours, t.windowHours, t.automaticBolusUnits, t.manualBolusUnits, t.unknownKindUnits,
             t.carbsGrams, t.wholeDaysUnits].forEach { double($0) }
            int(t.wholeDays)
            int(t.doseDays)
            int(t.carbDays)
        }

        mutating func run(_ r: EventRun) {
            int(GlucoseEventKind.allCases.firstIndex(of: r.kind)!)
            double(r.samplingInterval)
            reading(r.beyondFirst)
            date(r.beyondLast)
            reading(r.extreme)
            bool(r.inEvent)
            date(r.backFirst)
            date(r.backLast)
            date(r.previous)
        }
    }
}
