import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsReport

/// Meals: a carb entry (or a bolus given by hand) starts one; its start is
/// the reading within 15 minutes before (or after) it; its peak the highest
/// until 3 hours later or the next meal; 3 meals of a time make a pattern.
@Suite struct MealExcursionsTests {
    /// Lunch at 12:00 on `days`: glucose rises to 220 at 13:00, for 20 minutes.
    static func lunches(on days: [Int]) -> PatternFixture {
        var fixture = PatternFixture(dayCount: 14, stretches: days.map { ($0, 13 * 60, 20, 220) })
        fixture.carbs = days.map { CarbEntry(time: PatternFixture.time($0, 12 * 60), grams: 45) }
        fixture.doses = days.map { InsulinDose(time: PatternFixture.time($0, 12 * 60 + 5), units: 4.5) }
        return fixture
    }

    @Test func threeLunchesAreAPatternTwoAreNot() throws {
        let claims = try Self.lunches(on: [2, 5, 9]).claims()
        let lunch = try #require(claims.first { $0.kind == "meals-lunch" })
        #expect(lunch.isPattern && lunch.count == 3 && lunch.days == ["2026-03-04", "2026-03-07", "2026-03-11"])
        #expect(lunch.sentence == "After lunch (11:00 to 16:00): 3 of 3 meals peaked above 180 mg/dL; median peak 220 mg/dL, +100 from the start, 60 min after.")
        #expect(lunch.rows[0] == "2026-03-04 12:00 45 g 4.5 U: 120 to 220 mg/dL, peak 60 min after")
        let two = try #require(try Self.lunches(on: [2, 5]).claims().first { $0.kind == "meals-lunch" })
        #expect(!two.isPattern && two.sentence == "After lunch (11:00 to 16:00): 2 meals, too few for a pattern (3 needed).")
    }

    /// A reading 15 minutes before the meal is its start; 16 minutes before, with none after, leaves it out (said).
    @Test func aMealStartsFromAReadingWithinFifteenMinutes() {
        let meal = MealExcursions.MealStart(time: PatternFixture.time(0, 12 * 60), carbGrams: 30)
        let readings = [GlucoseReading(time: PatternFixture.time(0, 12 * 60 - 15), mgdl: 100),
                        GlucoseReading(time: PatternFixture.time(0, 12 * 60 + 40), mgdl: 190)]
        let found = MealExcursions.meal(meal, until: PatternFixture.time(0, 15 * 60), readings: readings, calendar: PatternFixture.calendar)
        #expect(found?.startMgdl == 100 && found?.peakMgdl == 190 && found?.minutesToPeak == 40)
        var late = readings
        late[0].time = PatternFixture.time(0, 12 * 60 - 16)
        late[1].time = PatternFixture.time(0, 12 * 60 + 16)
        #expect(MealExcursions.meal(meal, until: PatternFixture.time(0, 15 * 60), readings: late, calendar: PatternFixture.calendar) == nil)
    }

    /// A bolus with carbs near it is their meal; a loop's bolus and a correction are no meal.
    @Test func whatMakesAMeal() {
        let t = { (minute: Int) in PatternFixture.time(0, minute) }
        let data = GlucoseData(readings: [], doses: [InsulinDose(time: t(600), units: 3), InsulinDose(time: t(700), units: 1, automatic: true),
                                                     InsulinDose(time: t(800), units: 2, kind: "Correction Bolus"),
                                                     InsulinDose(time: t(900), units: 5)],
                               carbs: [CarbEntry(time: t(620), grams: 40)])
        let starts = MealExcursions.mealStarts(data: data, in: DateInterval(start: t(0), end: t(1440)))
        #expect(starts.map(\.time) == [t(600), t(900)])
        #expect(starts.map(\.carbGrams) == [40, 0] && starts.map(\.bolusUnits) == [3, 5])
    }
}
