import Foundation
import Testing
@testable import DayBandsRecords

/// Consensus events (Danne 2017; Battelino 2023): 15 minutes beyond the
/// threshold start an event, 15 minutes back end it.
@Suite struct GlucoseEventsTests {
    typealias F = StatisticsFixture

    /// Was a bug: one 65-minute low with a single 5-minute reading of 55 in
    /// the middle counted as two events; 5 minutes back do not end it.
    @Test func aShortReturnDoesNotSplitAnEvent() throws {
        // 30 minutes at 50, one 55, 30 minutes at 50, then back at 100.
        let readings = F.series(from: 0, Array(repeating: 50, count: 6) + [55] + Array(repeating: 50, count: 6) + [100, 100, 100, 100])
        for kind in [GlucoseEventKind.level2Hypo, .level1Hypo] {
            let events = GlucoseEvents(kind, readings: readings)
            #expect(events.count == 1, "\(kind)")
            let event = try #require(events.events.first)
            #expect(event.start == F.time(minute: 0))
            #expect(event.end == F.time(minute: 65))  // the first reading of the 15 minutes back
            #expect(event.duration == 65 * 60)
            #expect(event.extreme.mgdl == 50)
        }
    }

    @Test func fifteenMinutesBackEndAnEventAndShorterLowsAreNone() throws {
        let readings =
            F.series(from: 0, [50, 50, 50, 60, 60, 60, 50, 50, 50, 90])  // 15 min, 15 min back: ends; 15 min again
            + F.series(from: 100, [50, 50, 90, 90, 90, 90])                // 10 minutes below: no event
        let events = GlucoseEvents(.level2Hypo, readings: readings)
        #expect(events.events.map(\.start) == [F.time(minute: 0), F.time(minute: 30)])
        #expect(events.events.map(\.end) == [F.time(minute: 15), F.time(minute: 45)])
        #expect(events.totalDuration == 30 * 60)
        // Below 70 the whole first stretch is one event: 60 is below 70 too.
        let level1 = GlucoseEvents(.level1Hypo, readings: readings)
        #expect(level1.events.map(\.start) == [F.time(minute: 0)])
        #expect(level1.events.map(\.end) == [F.time(minute: 45)])
    }

    @Test func hyperEventsAboveTwoHundredFifty() throws {
        let readings = F.series(from: 0, [240, 260, 300, 280, 251, 250, 250, 260, 250, 250, 250, 200])
        let events = GlucoseEvents(.hyper, readings: readings)
        let event = try #require(events.events.first)
        #expect(events.count == 1)
        #expect(event.start == F.time(minute: 5))
        #expect(event.end == F.time(minute: 40))  // 250, 250, 250 from minute 40: 15 minutes back
        #expect(event.extreme.mgdl == 300)
    }

    // Each threshold by the whole mg/dL, as the consensus ranges: the boundary values.
    @Test(arguments: [
        (GlucoseEventKind.level2Hypo, 53.4, 1), (.level2Hypo, 53.5, 0), (.level2Hypo, 54, 0),
        (.level1Hypo, 69.4, 1), (.level1Hypo, 69.5, 0), (.level1Hypo, 70, 0),
        (.hyper, 250.4, 0), (.hyper, 250.5, 1), (.hyper, 251, 1),
    ])
    func thresholdsFollowTheConsensusRanges(kind: GlucoseEventKind, mgdl: Double, events: Int) {
        #expect(GlucoseEvents(kind, readings: F.series([mgdl, mgdl, mgdl])).count == events)
        // Two readings are 10 minutes: never an event.
        #expect(GlucoseEvents(kind, readings: F.series([mgdl, mgdl])).count == 0)
    }

    @Test func aGapEndsAnEventAtItsLastReadingBeyond() throws {
        let readings = F.series(from: 0, [50, 50, 50, 50]) + F.series(from: 60, [50, 50, 100])
        let events = GlucoseEvents(.level2Hypo, readings: readings)
        // 20 minutes before a 45-minute gap; after it only 10 minutes: one event.
        #expect(events.events.map(\.end) == [F.time(minute: 20)])
        #expect(events.count == 1)
    }

    @Test func eachReadingStandsForOneSamplingInterval() throws {
        // Libre historic data every 15 minutes: one reading is 15 minutes below.
        let events = GlucoseEvents(.level2Hypo, readings: [F.reading(minute: 0, mgdl: 50)], samplingInterval: 900)
        #expect(events.count == 1)
        #expect(try #require(events.events.first).duration == 900)
        #expect(GlucoseEvents(.level2Hypo, readings: [F.reading(minute: 0, mgdl: 50)]).count == 0)
    }

    @Test func noReadingsNoEvents() {
        for kind in GlucoseEventKind.allCases {
            #expect(GlucoseEvents(kind, readings: [GlucoseReading]()).count == 0)
        }
    }
}
