import Foundation
import Testing
@testable import DayBandsRecords

/// The days a timeline browses run from the first to the last thing recorded,
/// readings or doses: a day holding only doses is still a day to look at.
struct TimelineTests {
    static let readings = TestData.readings(from: 8 * 60, to: 12 * 60) { _ in 120 }

    func dose(daysAfter days: Int, hour: Int) -> InsulinDose {
        InsulinDose(time: TestData.time(hour).addingTimeInterval(Double(days) * 86_400), units: 4)
    }

    @Test func daysHoldingOnlyDosesAreBrowsed() throws {
        let timeline = TestData.timeline(Self.readings, doses: [dose(daysAfter: 2, hour: 7)])
        #expect(timeline.days.map(\.isoDate) == ["2026-03-10", "2026-03-11", "2026-03-12"])
    }

    @Test func aDoseBeforeTheFirstReadingOpensTheTimelineEarlier() throws {
        let timeline = TestData.timeline(Self.readings, doses: [dose(daysAfter: -1, hour: 22)])
        #expect(timeline.days.map(\.isoDate) == ["2026-03-09", "2026-03-10"])
    }

    @Test func dosesWithoutReadingsMakeNoTimeline() {
        let data = GlucoseData(readings: [], doses: [dose(daysAfter: 0, hour: 7)])
        #expect(Timeline(data: data, calendar: TestData.utc) == nil)
    }
}
