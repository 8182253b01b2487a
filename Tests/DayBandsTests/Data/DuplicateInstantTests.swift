import Foundation
import Testing
@testable import DayBands

/// Two copies of a record are one when their instants agree to the whole
/// second (uploaders write milliseconds differently) and their amounts agree.
struct DuplicateInstantTests {
    static let instant = Date(timeIntervalSince1970: 1_790_841_600)

    @Test func recordsAgreeingToTheSecondAreOne() {
        let first = GlucoseData(readings: [GlucoseReading(time: Self.instant, mgdl: 120)],
                                doses: [InsulinDose(time: Self.instant, units: 4)])
        let second = GlucoseData(readings: [GlucoseReading(time: Self.instant.addingTimeInterval(0.4), mgdl: 120)],
                                 doses: [InsulinDose(time: Self.instant.addingTimeInterval(0.25), units: 4)])
        let merged = first.merged(with: second)
        #expect(merged.readings.count == 1)
        #expect(merged.doses.count == 1)
    }

    @Test func aSecondApartAreTwo() {
        let first = GlucoseData(readings: [GlucoseReading(time: Self.instant, mgdl: 120)])
        let second = GlucoseData(readings: [GlucoseReading(time: Self.instant.addingTimeInterval(1), mgdl: 120)])
        #expect(first.merged(with: second).readings.count == 2)
    }

    /// Readings of one instant come in one order whatever order they were
    /// given in (a file's rows, the archive's keys): periodic before scans,
    /// then by value, so a file and its import draw the same curve.
    @Test func readingsOfOneInstantHaveOneOrder() {
        let series = [GlucoseSeries(name: "Libre", sampling: .scans), GlucoseSeries(name: "Libre")]
        let given = [GlucoseReading(time: Self.instant, mgdl: 104, series: 0), GlucoseReading(time: Self.instant, mgdl: 137, series: 1),
                     GlucoseReading(time: Self.instant, mgdl: 123, series: 1)]
        for order in [given, given.reversed(), [given[2], given[0], given[1]]] {
            #expect(GlucoseData(readings: order, series: series).readings.map(\.mgdl) == [123, 137, 104])
        }
    }
}
