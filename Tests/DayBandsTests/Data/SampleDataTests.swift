import Foundation
import Testing
@testable import DayBandsRecords

struct SampleDataTests {
    let timeline = TestData.sample

    func readings(_ day: Int) -> ArraySlice<GlucoseReading> {
        timeline.data.readings(in: timeline.days[day - 1].interval)
    }

    @Test func thirtyOneDaysOfFiveMinuteReadings() {
        #expect(timeline.days.count == 31)
        #expect(timeline.days.first?.isoDate == "2026-10-01")
        #expect(timeline.days.last?.isoDate == "2026-10-31")
        #expect(readings(1).count == 288)
        #expect(zip(readings(2), readings(2).dropFirst()).allSatisfy { $1.time.timeIntervalSince($0.time) == 300 })
    }

    @Test func plantedFeaturesArePresent() {
        #expect(readings(12).contains { $0.mgdl > 420 }, "a peak above the domain")
        #expect(readings(5).contains { $0.mgdl < 60 }, "a night low")
        #expect(readings(20).contains { $0.mgdl < 60 }, "another night low")
        let day17 = readings(17)
        let longestGap = zip(day17, day17.dropFirst()).map { $1.time.timeIntervalSince($0.time) }.max() ?? 0
        #expect(longestGap >= 3 * 3600, "a sensor gap of a few hours")
        let kinds = Set(timeline.data.doses.map(\.kind))
        #expect(kinds == ["Meal Bolus", "Correction Bolus"])
        #expect(timeline.data.doses.count >= 31 * 3)
    }

    @Test func itIsTheSameEveryTime() throws {
        let again = try SampleData().load(in: TestData.utc)
        #expect(again.readings == timeline.data.readings)
        #expect(again.doses == timeline.data.doses)
    }

    @Test func itFollowsTheViewersTimeZoneClock() throws {
        let tokyo = DayCalendar(timeZone: try #require(TimeZone(identifier: "Asia/Tokyo")))
        let data = try SampleData().load(in: tokyo)
        let first = try #require(data.readings.first)
        #expect(tokyo.clockText(first.time) == "00:00")
        #expect(tokyo.day(containing: first.time).isoDate == "2026-10-01")
    }
}
