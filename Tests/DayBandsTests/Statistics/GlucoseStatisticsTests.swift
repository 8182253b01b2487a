import Foundation
import Testing
@testable import DayBandsRecords

@Suite struct GlucoseStatisticsTests {
    typealias F = StatisticsFixture

    /// One hour with a 15-minute gap: a Low at 00:00, readings at 00:05 and
    /// 00:10, nothing until 00:30, a High at 00:35.
    static let gappyHour = GlucoseData(
        readings: [
            F.reading(minute: 0, mgdl: 40, flag: .belowSensorRange),
            F.reading(minute: 5, mgdl: 100),
            F.reading(minute: 10, mgdl: 160),
            F.reading(minute: 30, mgdl: 220),
            F.reading(minute: 35, mgdl: 400, flag: .aboveSensorRange),
            F.reading(minute: 60, mgdl: 90),  // the next hour: left out
        ],
        doses: [
            InsulinDose(time: F.time(minute: 2), units: 2.5),
            InsulinDose(time: F.time(minute: 20), units: 4),
            InsulinDose(time: F.time(minute: 59), units: 0.5),
            InsulinDose(time: F.time(minute: 60), units: 10),  // the next hour: left out
        ])

    @Test func figuresOfAGappyHourWithFlaggedReadings() throws {
        let statistics = GlucoseStatistics(data: Self.gappyHour, interval: F.hour())
        #expect(statistics.readingCount == 5)
        #expect(statistics.expectedReadingCount == 12)
        #expect(abs(statistics.capturePercent - 500.0 / 12) < 1e-9)
        #expect(!statistics.hasSufficientData)
        #expect(statistics.insulinUnits == 7)

        let glucose = try #require(statistics.glucose)
        // Flagged readings count at their stored value: (40 + 100 + 160 + 220 + 400) / 5.
        #expect(glucose.mean == 184)
        // Squared deviations 20736 + 7056 + 576 + 1296 + 46656 = 76320, over n - 1 = 4.
        #expect(abs(glucose.standardDeviation - 19080.0.squareRoot()) < 1e-9)
        #expect(abs(glucose.standardDeviation - 138.130_373_2) < 1e-6)
        #expect(abs(glucose.coefficientOfVariationPercent - 75.070_855_00) < 1e-6)
        #expect(abs(glucose.gmiPercent - 7.711_28) < 1e-9)  // 3.31 + 0.02392 * 184
        #expect(glucose.lowest == Self.gappyHour.readings[0])
        #expect(glucose.highest == Self.gappyHour.readings[4])
        #expect(glucose.highest.time == F.time(minute: 35))
    }

    /// iglu's `sd_glu` is R's `sd`: the sample SD, and its `cv_glu` uses it.
    @Test func standardDeviationIsTheSampleOne() throws {
        // [2, 4, 4, 4, 5, 5, 7, 9]: mean 5, squared deviations sum to 32;
        // sample SD sqrt(32 / 7) = 2.138, where the population SD would be sqrt(32 / 8) = 2.
        let readings = F.series([2, 4, 4, 4, 5, 5, 7, 9])
        let glucose = try #require(GlucoseSummary(readings: readings))
        #expect(glucose.mean == 5)
        #expect(abs(glucose.standardDeviation - 2.138_089_935) < 1e-9)
        #expect(abs(glucose.coefficientOfVariationPercent - 42.761_798_71) < 1e-8)
    }

    @Test func singleReadingHasNoSpread() throws {
        let glucose = try #require(GlucoseSummary(readings: F.series([123])))
        #expect(glucose.standardDeviation == 0)
        #expect(glucose.coefficientOfVariationPercent == 0)
        #expect(glucose.lowest == glucose.highest)
    }

    @Test func tiedExtremesAreTheEarliest() throws {
        let readings = F.series([80, 200, 80, 200])
        let glucose = try #require(GlucoseSummary(readings: readings))
        #expect(glucose.lowest.time == F.time(minute: 0))
        #expect(glucose.highest.time == F.time(minute: 5))
    }

    @Test func noReadingsSayNoData() {
        let statistics = GlucoseStatistics(data: GlucoseData(readings: []), interval: F.utc.day(containing: F.midnight).interval)
        #expect(statistics.readingCount == 0)
        #expect(statistics.expectedReadingCount == 288)
        #expect(statistics.capturePercent == 0)
        #expect(statistics.glucose == nil)
        #expect(statistics.insulinUnits == 0)
        #expect(!statistics.hasSufficientData)
    }

    @Test func emptyIntervalExpectsNothing() {
        let statistics = GlucoseStatistics(readings: [GlucoseReading](), doses: [InsulinDose](),
                                           interval: DateInterval(start: F.midnight, duration: 0))
        #expect(statistics.expectedReadingCount == 0)
        #expect(statistics.capturePercent == 0)
    }

    // Local days around daylight-saving changes in New York hold 23 and 25 hours.
    @Test(arguments: [
        ((2026, 3, 8), 276),
        ((2026, 7, 1), 288),
        ((2026, 11, 1), 300),
    ])
    func expectedReadingsFollowTheLengthOfTheLocalDay(date: (Int, Int, Int), expected: Int) throws {
        let day = try #require(F.newYork.day(year: date.0, month: date.1, day: date.2))
        let statistics = GlucoseStatistics(data: GlucoseData(readings: []), interval: day.interval)
        #expect(statistics.expectedReadingCount == expected)
    }

    @Test func captureUsesTheGivenSamplingInterval() {
        // Libre historic data: every 15 minutes, 4 an hour.
        let readings = (0..<4).map { F.reading(minute: Double($0) * 15, mgdl: 100) }
        let libre = GlucoseStatistics(readings: readings, doses: [InsulinDose](), interval: F.hour(), samplingInterval: 900)
        #expect(libre.expectedReadingCount == 4)
        #expect(libre.capturePercent == 100)
        #expect(libre.hasSufficientData)
    }

    @Test func captureIsCappedWhenASourceReportsMoreOften() {
        let readings = (0..<60).map { F.reading(minute: Double($0), mgdl: 100) }
        let statistics = GlucoseStatistics(readings: readings, doses: [InsulinDose](), interval: F.hour())
        #expect(statistics.readingCount == 60)
        #expect(statistics.capturePercent == 100)
    }
}
