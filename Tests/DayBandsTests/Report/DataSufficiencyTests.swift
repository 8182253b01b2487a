import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsReport

/// The AGP guidance's data sufficiency: 14 days with readings and the CGM
/// active 70% of the time; short of either, the report says so in one line
/// (its picture and its text), the active percent rounded down.
@Suite struct DataSufficiencyTests {
    @Test func fourteenDaysAtSeventyPercentIsEnoughAndEitherShortSaysSo() {
        #expect(AGPFigures.sufficiency(daysWithData: 14, activePercent: 70) == nil)
        #expect(AGPFigures.sufficiency(daysWithData: 13, activePercent: 100) == "13 of 14 days, 100% active: interpret with caution")
        #expect(AGPFigures.sufficiency(daysWithData: 14, activePercent: 69.99) == "14 of 14 days, 69% active: interpret with caution")
        #expect(AGPFigures.sufficiency(daysWithData: 9, activePercent: 62.4) == "9 of 14 days, 62% active: interpret with caution")
    }

    @Test func theReportOfAFullFortnightSaysNothingAndOfAFewDaysSaysItsLine() {
        let days = (0..<14).map { TestData.utc.day(containing: TestData.day.interval.start.addingTimeInterval(Double($0) * 86_400 + 3_600)) }
        let all = (0..<14 * 288).map { GlucoseReading(time: TestData.time(0, $0 * 5), mgdl: 120) }
        func figures(_ readings: [GlucoseReading]) -> AGPFigures {
            AGPFigures(summary: StatisticsSummary(data: GlucoseData(readings: readings), days: days, unit: .mgdl), unit: .mgdl)
        }
        #expect(figures(all).caution == nil && !figures(all).lines.contains { $0.contains("caution") })
        let nine = figures(Array(all.prefix(9 * 288)))
        #expect(nine.caution == "9 of 14 days, 64% active: interpret with caution")
        #expect(nine.lines.contains("9 of 14 days, 64% active: interpret with caution"))
    }
}
