import Testing
@testable import DayBands

@Suite struct HypoEventsTests {
    typealias F = StatisticsFixture

    @Test func episodesOfFifteenMinutesOrMoreBelow54() {
        let readings =
            F.series(from: 0, [50, 45, 52, 60])          // 3 readings = 15 min: an event
            + F.series(from: 60, [50, 50, 70])           // 10 min: too short
            + F.series(from: 120, [50, 48])              // 10 min, then a 25-minute gap...
            + F.series(from: 150, [49, 47, 80])          // ...so 10 min again, not 30
            + [F.reading(minute: 180, mgdl: 50), F.reading(minute: 195, mgdl: 50)]  // a 15-minute gap is spanned: 20 min
            + F.series(from: 200, [100])
            + F.series(from: 240, [40, 40, 40, 40]).map { GlucoseReading(time: $0.time, mgdl: $0.mgdl, flag: .belowSensorRange) }
        let events = HypoEvents(readings: readings).events
        #expect(events.count == 3)
        #expect(events.map(\.start) == [F.time(minute: 0), F.time(minute: 180), F.time(minute: 240)])
        #expect(events.map(\.end) == [F.time(minute: 10), F.time(minute: 195), F.time(minute: 255)])
        #expect(events.map(\.duration) == [900.0, 1200, 1200])  // 15, 20 and 20 minutes
        #expect(events.map(\.readingCount) == [3, 2, 4])
        #expect(events.map(\.lowest.mgdl) == [45, 50, 40])
        #expect(events[0].lowest.time == F.time(minute: 5))
        // The data ends inside the last episode: it still counts, and its lowest is the earliest 40.
        #expect(events[2].lowest.time == F.time(minute: 240))
    }

    // Below 54 means a value that rounds below 54, as in the consensus ranges.
    @Test(arguments: [(53.4, 1), (53.5, 0), (54, 0)])
    func thresholdFollowsTheConsensusRanges(mgdl: Double, events: Int) {
        #expect(HypoEvents(readings: F.series([mgdl, mgdl, mgdl])).count == events)
    }

    @Test func eachReadingStandsForOneSamplingInterval() {
        // Libre historic data every 15 minutes: one reading is 15 minutes below.
        let events = HypoEvents(readings: [F.reading(minute: 0, mgdl: 50)], samplingInterval: 900)
        #expect(events.count == 1)
        #expect(events.events[0].duration == 900)
        #expect(HypoEvents(readings: [F.reading(minute: 0, mgdl: 50)]).count == 0)
    }

    @Test func noReadingsNoEvents() {
        #expect(HypoEvents(readings: [GlucoseReading]()).count == 0)
    }
}
