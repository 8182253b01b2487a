import Foundation
import Testing
@testable import DayBands

/// Was a bug: glucose of 0, negative, 10,000 mg/dL or "Infinity" (and
/// infinite insulin) was read as a measured value: the chart showed
/// "max 10000", statistics averaged it in, and an infinite value reached
/// the renderer. Values outside 1 to 1,000 mg/dL are now skipped rows, said
/// in the warnings; NaN and Infinity were and are unreadable numbers.
@Suite("Implausible glucose")
struct ImplausibleGlucoseTests {
    @Test func plainCSVKeepsOnlyPlausibleValuesAndSaysHowManyNot() throws {
        let name = "plain/implausible-glucose-kept.csv"
        let report = try Regression.read(name)
        #expect(report.data.readings.map(\.mgdl) == [120, 130, 180])
        #expect(report.warnings.first == "6 rows skipped in \(Regression.path(name)): first at line 3: "
            + "expected glucose from 1 to 1000 mg/dL, found -40 mg/dL")
    }

    @Test func nightscoutInfinityAndTenThousandAreSkipped() throws {
        let report = try Regression.read("entries/infinite-sgv-kept.json")
        #expect(report.data.readings.map(\.mgdl) == [120])
        #expect(report.warnings.first?.hasPrefix("2 rows skipped in ") == true)
        #expect(report.warnings.first?.hasSuffix("first at line 2: expected a number in sgv") == true)
    }

    @Test func nightscoutInfiniteInsulinIsSkipped() throws {
        let report = try Regression.read("treatments/infinite-insulin-kept.json")
        #expect(report.data.doses.allSatisfy { $0.units.isFinite })
        #expect(report.warnings.first?.hasPrefix("2 rows skipped in ") == true)
    }

    @Test func clarityNegativeValueOldDateAndInfiniteInsulinAreSkipped() throws {
        let report = try Regression.read("clarity/implausible-values-kept.csv")
        #expect(report.data.readings.map(\.mgdl) == [120])
        #expect(report.data.doses.isEmpty)
        #expect(report.warnings.first?.hasPrefix("3 rows skipped in ") == true)
    }

    @Test func libreViewTenThousandOldDateAndInfiniteInsulinAreSkipped() throws {
        let report = try Regression.read("libreview/implausible-values-kept.csv")
        #expect(report.data.readings.map(\.mgdl) == [98])
        #expect(report.data.doses.isEmpty)
        #expect(report.warnings.first?.hasPrefix("3 rows skipped in ") == true)
    }
}
