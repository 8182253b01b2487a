import Foundation
import Testing
@testable import DayBandsRecords

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

    /// Copies are found among the readings of their second, which lie
    /// together once sorted: a copy with readings of the same second
    /// between it and the first (other values, other times in the second)
    /// is still one, and the last moment of a second is not the next one's.
    @Test func copiesAreFoundAmongTheirSecondsReadings() {
        let base = Self.instant
        let first = GlucoseData(readings: [GlucoseReading(time: base.addingTimeInterval(0.1), mgdl: 120),
                                           GlucoseReading(time: base.addingTimeInterval(0.2), mgdl: 130),
                                           GlucoseReading(time: base.addingTimeInterval(0.999), mgdl: 140)])
        let second = GlucoseData(readings: [GlucoseReading(time: base.addingTimeInterval(0.9), mgdl: 120),
                                            GlucoseReading(time: base.addingTimeInterval(1.0), mgdl: 140)])
        let merged = first.merged(with: second)
        #expect(merged.readings.map(\.mgdl) == [120, 130, 140, 140])
        #expect(merged.readings.map(\.time) == [0.1, 0.2, 0.999, 1.0].map(base.addingTimeInterval))
    }

    /// A crowded second (many uploaders at one instant, more than are
    /// compared one by one) keeps one copy of each value and the first copy
    /// of each, and a periodic copy still replaces a scan.
    @Test func aCrowdedSecondKeepsOneCopyOfEachValue() {
        let series = [GlucoseSeries(name: "Libre", sampling: .scans), GlucoseSeries(name: "Libre")]
        let values = (0..<40).map { Double(100 + $0) }
        // The scans come first in time, so each periodic copy meets its scan already kept.
        let scans = GlucoseData(readings: values.map { GlucoseReading(time: Self.instant, mgdl: $0, series: 0) }, series: series)
        let periodic = GlucoseData(readings: values.reversed().map { GlucoseReading(time: Self.instant.addingTimeInterval(0.5), mgdl: $0, series: 1) },
                                   series: series)
        let merged = scans.merged(with: scans).merged(with: periodic)
        #expect(merged.readings.count == 40)
        #expect(merged.readings.allSatisfy { merged.series[Int($0.series)].sampling == .periodic })
        #expect(Set(merged.readings.map(\.mgdl)) == Set(values))
        let scansOnly = scans.merged(with: scans)
        #expect(scansOnly.readings.count == 40)
        #expect(scansOnly.readings.allSatisfy { scansOnly.series[Int($0.series)].sampling == .scans })
    }
}
