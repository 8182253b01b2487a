import Testing
@testable import DayBands

@Suite struct TimeInRangesTests {
    typealias F = StatisticsFixture

    // Values are classified by their nearest whole mg/dL.
    @Test(arguments: [
        (39.0, ConsensusRange.veryLow), (53, .veryLow), (53.49, .veryLow),
        (53.5, .low), (54, .low), (69, .low), (69.49, .low),
        (69.5, .inRange), (70, .inRange), (180, .inRange), (180.49, .inRange),
        (180.5, .high), (181, .high), (250, .high), (250.49, .high),
        (250.5, .veryHigh), (251, .veryHigh), (401, .veryHigh),
    ])
    func boundariesInMgdl(mgdl: Double, expected: ConsensusRange) {
        #expect(ConsensusRange(mgdl: mgdl) == expected)
    }

    // mmol/L thresholds land where the consensus puts them (3.9, 10.0, 13.9, 3.0).
    @Test(arguments: [
        (2.9, ConsensusRange.veryLow), (3.0, .low), (3.8, .low), (3.9, .inRange),
        (10.0, .inRange), (10.1, .high), (13.9, .high), (14.0, .veryHigh),
    ])
    func boundariesInMmol(mmol: Double, expected: ConsensusRange) {
        #expect(ConsensusRange(mgdl: GlucoseUnit.mmol.mgdl(from: mmol)) == expected)
    }

    @Test func everyRangeHoldsItsOwnBounds() {
        for range in ConsensusRange.allCases {
            if let lowest = range.mgdlBounds.lowest { #expect(ConsensusRange(mgdl: Double(lowest)) == range) }
            if let highest = range.mgdlBounds.highest { #expect(ConsensusRange(mgdl: Double(highest)) == range) }
        }
    }

    @Test func sharesOfReadingsWithFlaggedOnes() {
        let readings = [
            F.reading(minute: 0, mgdl: 39, flag: .belowSensorRange),
            F.reading(minute: 5, mgdl: 60),
            F.reading(minute: 10, mgdl: 100),
            F.reading(minute: 15, mgdl: 120),
            F.reading(minute: 40, mgdl: 150),  // after a gap: a gap weighs nothing
            F.reading(minute: 45, mgdl: 170),
            F.reading(minute: 50, mgdl: 200),
            F.reading(minute: 55, mgdl: 401, flag: .aboveSensorRange),
        ]
        let ranges = TimeInRanges(readings: readings)
        #expect(ranges.readingCount == 8)
        #expect(ConsensusRange.allCases.map(ranges.count) == [1, 1, 4, 1, 1])
        #expect(ConsensusRange.allCases.map(ranges.percent) == [12.5, 12.5, 50, 12.5, 12.5])
        #expect(ConsensusRange.allCases.map(ranges.meetsTarget) == [false, false, false, true, false])
    }

    @Test func noReadingsHaveNoShares() {
        let ranges = TimeInRanges(readings: [GlucoseReading]())
        #expect(ranges.readingCount == 0)
        #expect(ranges.count(.inRange) == 0)
        #expect(ranges.percent(.inRange) == nil)
        #expect(ranges.meetsTarget(.inRange) == nil)
    }

    @Test(arguments: [
        (ConsensusRange.veryLow, RangeTarget.Bound.below, 1.0),
        (.low, .below, 4), (.inRange, .above, 70), (.high, .below, 25), (.veryHigh, .below, 5),
    ])
    func consensusTargets(range: ConsensusRange, bound: RangeTarget.Bound, percent: Double) {
        #expect(range.target == RangeTarget(bound: bound, percent: percent))
    }

    // Targets are strict, as the consensus writes them: "> 70%", "< 4%".
    @Test(arguments: [
        (ConsensusRange.inRange, 70.01, true), (.inRange, 70, false),
        (.low, 3.99, true), (.low, 4, false), (.veryLow, 0, true),
    ])
    func targetsAreStrict(range: ConsensusRange, share: Double, met: Bool) {
        #expect(range.target.isMet(byPercent: share) == met)
    }
}
