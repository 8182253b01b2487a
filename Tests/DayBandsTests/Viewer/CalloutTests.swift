import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

struct CalloutTests {
    func context() -> DayChart.Context {
        DayChart.Context(data: GlucoseData(readings: []), calendar: TestData.utc)
    }

    func callout(_ readings: [GlucoseReading], doses: [InsulinDose] = [], hour: Int,
                 role: Callout.Role = .live, treatments: Bool = true) -> [String] {
        let timeline = TestData.timeline(readings, doses: doses)
        let window = HourWindow(HourMark(dayIndex: 0, hour: hour), in: timeline)
        let lines = Callout(window, role: role, treatments: treatments, context: context()).grid.lines
        #expect(lines.count == Callout.size(role, treatments: treatments).rows)
        #expect(lines.allSatisfy { $0.count == Callout.width })
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.dropFirst().dropLast().contains { $0 != " " } },
                "no blank rows")
        return lines
    }

    @Test func theCalloutShowsTheNearestReadingInTheHalfOpenWindow() {
        let readings = [GlucoseReading(time: TestData.time(13, 31), mgdl: 90),
                        GlucoseReading(time: TestData.time(14, 20), mgdl: 182, trend: .fortyFiveUp)]
        let lines = callout(readings, hour: 14)
        #expect(lines[0].hasPrefix("┌─ 14:00 ─"))
        #expect(lines[1] == "│ 14:20  182 mg/dL ↗   │")
        // The consensus word, not the band's: 182 is in the 100-200 band but high (above 180).
        #expect(lines[2] == "│ high                 │")
        #expect(lines[3] == "│ no insulin or carbs  │")
        // 13:30 is inside [13:30, 14:30) for hour 14 but 14:30 is not.
        let edge = callout([GlucoseReading(time: TestData.time(14, 30), mgdl: 100),
                            GlucoseReading(time: TestData.time(12, 0), mgdl: 100)], hour: 14)
        #expect(edge[1].contains("no reading"))
        #expect(edge[2].contains("within 30 min"))
    }

    @Test func dosesInTheWindowAndTheDifferenceToThePinAreShown() {
        let readings = [GlucoseReading(time: TestData.time(8), mgdl: 150)]
        let doses = [InsulinDose(time: TestData.time(7, 45), units: 4), InsulinDose(time: TestData.time(8, 10), units: 1.5)]
        let pinned = GlucoseReading(time: TestData.time(6), mgdl: 113)
        let lines = callout(readings, doses: doses, hour: 8, role: .liveBesidePin(pinned))
        #expect(lines[3].contains("2 doses, 5.5 U"))
        #expect(lines[4].contains("Δ pin +37 mg/dL"))
        let pin = callout(readings, hour: 8, role: .pinned)
        #expect(pin[0].hasPrefix("┌─ pin 08:00 ─"))
        #expect(!pin.joined().contains("Δ"))
        // A pinned hour without a reading: the row stays, and says so.
        #expect(callout(readings, hour: 8, role: .liveBesidePin(nil))[4].contains("Δ pin: no reading"))
        // A day without insulin or carbs has no row for them.
        #expect(callout(readings, hour: 8, treatments: false).count == 4)
    }

    func callout(_ readings: [GlucoseReading], doses: [InsulinDose] = [], carbs: [CarbEntry], hour: Int) -> [String] {
        let timeline = Timeline(data: GlucoseData(readings: readings, doses: doses, carbs: carbs), calendar: TestData.utc)!
        let window = HourWindow(HourMark(dayIndex: 0, hour: hour), in: timeline)
        return Callout(window, role: .live, treatments: true, context: context()).grid.lines
    }

    @Test func carbsShareTheInsulinLineInTheSameHalfOpenWindow() {
        let readings = [GlucoseReading(time: TestData.time(8), mgdl: 150)]
        let meal = [InsulinDose(time: TestData.time(7, 45), units: 4.5)]
        let carbs = [CarbEntry(time: TestData.time(7, 30), grams: 30), CarbEntry(time: TestData.time(8, 10), grams: 15),
                     CarbEntry(time: TestData.time(8, 30), grams: 99)]  // 08:30 is the next hour's
        let one = callout(readings, doses: meal, carbs: carbs, hour: 8)
        #expect(one[3] == "│ insulin 4.5 U  45 g  │")
        let two = callout(readings, doses: meal + [InsulinDose(time: TestData.time(8, 10), units: 1)], carbs: carbs, hour: 8)
        #expect(two[3] == "│ 2 doses, 5.5 U  45 g │")
        let carbsOnly = callout(readings, carbs: carbs, hour: 8)
        #expect(carbsOnly[3] == "│ carbs 45 g           │")
        let later = callout(readings, carbs: carbs, hour: 9)
        #expect(later[3] == "│ carbs 99 g           │")
        let none = callout(readings, carbs: carbs, hour: 12)
        #expect(none[3] == "│ no insulin or carbs  │")
        for lines in [one, two, carbsOnly, later, none] {
            #expect(lines.count == Callout.size(.live, treatments: true).rows && lines.allSatisfy { $0.count == Callout.width })
        }
    }

    /// Large amounts drop the dose count and the word `insulin` before any
    /// number is cut; the box never grows.
    /// `12:55pm` and an ASCII trend make the reading's line wider than the
    /// box: a space goes, then the unit, never a digit or the trend.
    @Test(arguments: [
        ("12:55", "22.2", "mmol/L", " →", "12:55  22.2 mmol/L →"),
        ("12:55pm", "222", "mg/dL", " →", "12:55pm  222 mg/dL →"),
        ("12:55pm", "22.2", "mmol/L", " →", "12:55pm 22.2 →"),
        ("12:55", "22.2", "mmol/L", " ^^", "12:55 22.2 mmol/L ^^"),
        ("12:55pm", "22.2", "mmol/L", " ^^^", "12:55pm 22.2 ^^^"),
    ])
    func theReadingLineKeepsTimeValueAndTrendWhole(time: String, value: String, unit: String, arrow: String,
                                                   expected: String) {
        let line = Callout.readingLine(time: time, value: value, unit: unit, arrow: arrow)
        #expect(line == expected)
        #expect(line.count <= Callout.textWidth)
    }

    @Test func largeAmountsStayWithinTheTextWidth() {
        let readings = [GlucoseReading(time: TestData.time(8), mgdl: 150)]
        let big = [InsulinDose(time: TestData.time(8), units: 12.5)]
        let carbs = [CarbEntry(time: TestData.time(8), grams: 120)]
        #expect(callout(readings, doses: big, carbs: carbs, hour: 8)[3] == "│ 12.5 U  carbs 120 g  │")
        let many = (0..<12).map { InsulinDose(time: TestData.time(7, 31 + $0), units: 12.125) }
        let lines = callout(readings, doses: many, carbs: [CarbEntry(time: TestData.time(8), grams: 499.5)], hour: 8)
        #expect(lines[3] == "│ 145.5 U  499.5 g     │")
        #expect(lines.allSatisfy { $0.count == Callout.width })
        #expect(Callout.treatmentLine(doses: [], carbs: []).0.isEmpty)
        let line = Callout.treatmentLine(doses: [InsulinDose(time: TestData.time(8), units: 9999.5)][...],
                                         carbs: [CarbEntry(time: TestData.time(8), grams: 499.5)][...]).0
        #expect(line == "9999.5 U  499.5 g" && line.count <= Callout.textWidth)
    }

    /// Was a crash: `Int(_:)` of 1e20 units trapped in the label. Any finite
    /// amount is drawn whole or left out, never cut.
    @Test func anAbsurdDoseIsNeverCutAndNeverTraps() {
        let hour = TestData.time(8)
        for units in [1e20, 1e300, Double.greatestFiniteMagnitude] {
            let line = Callout.treatmentLine(doses: [InsulinDose(time: hour, units: units)][...], carbs: [][...]).0
            #expect(line == "amount too long to show")
        }
        let line = Callout.treatmentLine(doses: [InsulinDose(time: hour, units: 1e15)][...], carbs: [][...]).0
        #expect(line == "1000000000000000 U")
        #expect(DayChart.unitsText(1e20) == "100000000000000000000")
        #expect(DayChart.unitsText(-0.01) == "0")
        #expect(GlucoseUnit.mgdl.format(mgdl: 1e20) == "100000000000000000000")
        let doses = [InsulinDose(time: TestData.time(7), units: 1e20), InsulinDose(time: TestData.time(18), units: 1e300)]
        let chart = TestData.chart(TestData.readings { _ in 150 }, doses: doses, size: Size(columns: 102, rows: 14))
        let lane = chart.grid.line(chart.layout.doseLane.y)
        #expect(lane.contains("◆100000000000000000000U"))
        #expect(lane.filter { $0 == "◆" }.count == 2)
        #expect(!lane.contains("…"), "a label is left out, never cut")
    }

    @Test func outOfRangeReadingsSayWhatTheyAre() {
        let low = callout([GlucoseReading(time: TestData.time(3), mgdl: 40, flag: .belowSensorRange)], hour: 3)
        #expect(low[1].contains("<40 mg/dL"))
        #expect(low[2].contains("below sensor range"))
    }

    /// Below 80x20 the callout is a readout: whole parts only, in order.
    @Test func theReadoutKeepsWholePartsOnly() {
        let timeline = TestData.timeline([GlucoseReading(time: TestData.time(8, 5), mgdl: 150, trend: .flat)],
                                         doses: [InsulinDose(time: TestData.time(8), units: 4.5)])
        let window = HourWindow(HourMark(dayIndex: 0, hour: 8), in: timeline)
        let role = Callout.Role.liveBesidePin(GlucoseReading(time: TestData.time(6), mgdl: 113))
        func text(_ width: Int) -> String {
            Callout.readout(window, role: role, context: context(), width: width).map(\.0).joined(separator: "  ")
        }
        #expect(text(80) == "08:05  150 mg/dL →  in range  insulin 4.5 U  Δ pin +37 mg/dL")
        #expect(text(40) == "08:05  150 mg/dL →  in range")
        #expect(text(10).isEmpty)
        let empty = HourWindow(HourMark(dayIndex: 0, hour: 14), in: timeline)
        #expect(Callout.readout(empty, role: .live, context: context(), width: 40).map(\.0) == ["14:00 no reading"])
    }
}
