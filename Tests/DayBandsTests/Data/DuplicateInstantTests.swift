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
}
