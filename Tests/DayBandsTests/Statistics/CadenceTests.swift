import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsViewer

/// Was a bug: capture assumed a reading every 5 minutes, so a complete Libre
/// day (96 readings at 15 minutes) showed 33%, 300 one-minute readings in 5
/// hours showed 100%, and a single 15-minute Libre low counted 5 minutes.
@Suite struct CadenceTests {
    typealias F = StatisticsFixture
    static let day = F.utc.day(containing: F.midnight)

    static func series(every minutes: Double, count: Int, from start: Double = 0, _ value: Double = 120) -> [GlucoseReading] {
        (0..<count).map { F.reading(minute: start + Double($0) * minutes, mgdl: value) }
    }

    @Test func aCompleteLibreDayIsComplete() {
        let readings = Self.series(every: 15, count: 96)
        let statistics = GlucoseStatistics(readings: readings, doses: [InsulinDose](), interval: Self.day.interval)
        #expect(statistics.samplingInterval == 900)
        #expect(statistics.expectedReadingCount == 96)
        #expect(statistics.capturePercent == 100)
        #expect(statistics.hasSufficientData)
        #expect(DayQuality(readings: readings[...], day: Self.day) == .inRange(100))
    }

    @Test func threeHundredOneMinuteReadingsAreFiveHours() {
        let readings = Self.series(every: 1, count: 300)
        let statistics = GlucoseStatistics(readings: readings, doses: [InsulinDose](), interval: Self.day.interval)
        #expect(statistics.samplingInterval == 60)
        // 300 minutes of 1,440, by hand: 20.83%.
        #expect(abs(statistics.capturePercent - 300.0 / 1440 * 100) < 1e-9)
        #expect(!statistics.hasSufficientData)
        #expect(DayQuality(readings: readings[...], day: Self.day) == .insufficient)
    }

    @Test func readingsPerSlotNotRows() {
        // Two uploaders' copies and a reading two seconds off: one slot each.
        let readings = Self.series(every: 5, count: 144) + Self.series(every: 5, count: 144)
        let sorted = GlucoseData(readings: readings).readings
        let statistics = GlucoseStatistics(readings: sorted, doses: [InsulinDose](), interval: Self.day.interval)
        #expect(statistics.readingCount == 288)
        #expect(statistics.capturePercent == 50)
    }

    /// Libre scans beside the historic series add short spacings; the
    /// median passes over them and the day stays a 15-minute series.
    @Test func scansBesideHistoricDataKeepTheHistoricCadence() {
        let historic = Self.series(every: 15, count: 96)
        let scans = [62.0, 301, 302, 725, 1090].map { F.reading(minute: $0, mgdl: 140) }
        let readings = GlucoseData(readings: historic + scans).readings
        #expect(Cadence.interval(of: readings) == 900)
        let statistics = GlucoseStatistics(readings: readings, doses: [InsulinDose](), interval: Self.day.interval)
        #expect(statistics.capturePercent == 100)
        #expect(statistics.readingCount == 101)
    }

    @Test(arguments: [(50.0, 60.0), (130, 60), (135, 300), (300, 300), (515, 300), (525, 900), (900, 900), (1000, 900)])
    func spacingSnapsToTheNearestSensorInterval(spacing: Double, interval: Double) {
        let readings = (0..<4).map { GlucoseReading(time: F.midnight.addingTimeInterval(Double($0) * spacing), mgdl: 100) }
        #expect(Cadence.interval(of: readings) == interval)
    }

    @Test func aSingleLibreLowCountsFifteenMinutes() throws {
        var readings = Self.series(every: 15, count: 8)
        readings[4].mgdl = 50
        let events = GlucoseEvents(.level2Hypo, readings: readings)
        #expect(events.count == 1)
        #expect(try #require(events.events.first).duration == 15 * 60)
        let summary = StatisticsSummary(data: GlucoseData(readings: readings), days: [Self.day], unit: .mgdl)
        #expect(summary.events.level2Hypo == .init(count: 1, minutes: 15))
    }

    @Test func fewReadingsAssumeFiveMinutes() {
        #expect(Cadence.interval(of: [GlucoseReading]()) == 300)
        #expect(Cadence.interval(of: [F.reading(minute: 0, mgdl: 100)]) == 300)
    }
}
