import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart

/// The curve joins a silence of up to three sampling intervals (15 minutes at
/// 5, 45 at Libre's 15), never less than 15 minutes (so at 1 minute a
/// 15-minute gap is joined), and leaves a longer one empty. Each case fails
/// when the rule becomes two or four intervals (or the floor goes), as
/// `Tests/Mutants/mutations.txt` checks.
@Suite("Gap joins by cadence")
struct GapJoinTests {
    /// One column a minute, so the column after the gap's first reading is
    /// inside the gap, filled only by a join.
    private func joined(cadence: Int, gap: Int) -> Bool {
        let noon = 12 * 60
        let readings = TestData.readings(every: cadence, to: noon + 1) { _ in 150 }
            + TestData.readings(every: cadence, from: noon + gap) { _ in 150 }
        let axis = TimeAxis(day: TestData.day, columns: 24 * 60)
        let envelopes = ColumnEnvelope.envelopes(of: GlucoseData(readings: readings), on: axis)
        #expect(envelopes[noon] != nil && envelopes[noon + gap] != nil, "the readings either side show")
        return envelopes[noon + 1] != nil
    }

    @Test(arguments: [2, 3, 4])
    func aOneMinuteSeriesJoinsGapsUpToFifteenMinutes(intervals: Int) {
        #expect(joined(cadence: 1, gap: intervals))
    }

    @Test func aOneMinuteSeriesLeavesSixteenMinutesEmpty() {
        #expect(joined(cadence: 1, gap: 15))
        #expect(!joined(cadence: 1, gap: 16))
    }

    @Test(arguments: [(2, true), (3, true), (4, false)])
    func aFiveMinuteSeries(intervals: Int, isJoined: Bool) {
        #expect(joined(cadence: 5, gap: 5 * intervals) == isJoined)
    }

    @Test(arguments: [(2, true), (3, true), (4, false)])
    func aLibreFifteenMinuteSeries(intervals: Int, isJoined: Bool) {
        #expect(joined(cadence: 15, gap: 15 * intervals) == isJoined)
    }

    @Test func theRuleInMinutes() {
        #expect([60.0, 300, 900].map { Cadence.maximumJoin(for: $0) / 60 } == [15, 15, 45])
    }
}
