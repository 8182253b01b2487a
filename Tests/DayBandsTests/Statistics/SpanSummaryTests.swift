import Foundation
import Testing
@testable import DayBandsRecords

/// Figures merged from day summaries equal the figures read from the readings
/// (`StatisticsSummary(data:days:unit:)`, the reference) on random histories.
@Suite struct SpanSummaryTests {
    static let calendar = RandomHistory.newYork

    /// Random spans of random histories, a day long to the whole history.
    @Test(arguments: 0..<24)
    func spanFiguresEqualTheReadings(seed: Int) throws {
        var history = RandomHistory(seed: UInt64(seed) * 7_919 + 1)
        let data = history.data(days: 12)
        let days = Self.calendar.days(from: history.start, through: history.start.addingTimeInterval(14 * 86_400))
        var generator = RandomHistory.Generator(seed: UInt64(seed))
        for _ in 0..<6 {
            let first = Int.random(in: 0..<days.count, using: &generator)
            let last = Int.random(in: first..<min(days.count, first + 1 + Int.random(in: 0...14, using: &generator)), using: &generator)
            let span = Array(days[first...last])
            let expected = StatisticsSummary(data: data, days: span, unit: .mgdl)
            let merged = StatisticsSummary(span: try SpanSummary(days: span, in: Self.calendar, store: data), unit: .mgdl)
            #expect(merged.agrees(with: expected), "seed \(seed), days \(first)...\(last)\n\(merged)\n\(expected)")
        }
    }

    /// A steady history (one 5-minute CGM, lows and highs across midnight,
    /// a DST change) is merged from the kept summaries: only the span's last
    /// day is read again, when a scan or reading after it could matter.
    @Test func aSteadyHistoryReadsNoDayButTheLast() throws {
        // From a local midnight, so readings fall on every midnight too.
        let start = Self.calendar.day(year: 2026, month: 2, day: 25)!.interval.start
        let readings = (0..<(20 * 288)).map { step in
            // Below 54 from 22:00 to 02:00 some nights, above 250 at noon.
            let minute = Double(step * 5)
            let hour = Self.calendar.clock(start.addingTimeInterval(minute * 60)).hour
            let mgdl: Double = (hour >= 22 || hour < 2) && step / 288 % 3 == 0 ? 50 : (hour == 12 ? 280 : 120 + Double(step % 7))
            return GlucoseReading(time: start.addingTimeInterval(minute * 60), mgdl: mgdl)
        }
        let data = GlucoseData(readings: readings)
        let days = Array(Self.calendar.days(from: start, through: readings.last!.time).dropFirst().dropLast())
        let span = try SpanSummary(days: days, in: Self.calendar, store: data)
        #expect(span.daysRead <= 1)
        let merged = StatisticsSummary(span: span, unit: .mgdl)
        #expect(merged.agrees(with: StatisticsSummary(data: data, days: days, unit: .mgdl)))
        #expect(merged.events.level2Hypo.count > 0 && merged.events.hyper.count > 0)
    }

}
