import Foundation
import Testing
@testable import DayBandsRecords

struct ClockFormatTests {
    @Test(arguments: [
        (0, 0, "00:00", "12:00am"), (0, 5, "00:05", "12:05am"), (9, 30, "09:30", "9:30am"), (11, 59, "11:59", "11:59am"),
        (12, 0, "12:00", "12:00pm"), (13, 7, "13:07", "1:07pm"), (23, 55, "23:55", "11:55pm"),
    ])
    func timesOfDay(hour: Int, minute: Int, twentyFour: String, twelve: String) {
        #expect(ClockFormat.twentyFourHour.text(hour: hour, minute: minute) == twentyFour)
        #expect(ClockFormat.twelveHour.text(hour: hour, minute: minute) == twelve)
        // What is shown reads back as the same time.
        #expect(ClockFormat.parse(twentyFour)! == (hour, minute))
        #expect(ClockFormat.parse(twelve)! == (hour, minute))
    }

    @Test func hourLabelsAreShortAndWhole() {
        #expect((0..<24).map(ClockFormat.twelveHour.hourLabel) == [
            "12a", "1a", "2a", "3a", "4a", "5a", "6a", "7a", "8a", "9a", "10a", "11a",
            "12p", "1p", "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p", "10p", "11p",
        ])
        #expect(ClockFormat.twentyFourHour.hourLabel(0) == "00" && ClockFormat.twentyFourHour.hourLabel(17) == "17")
        // At most three cells: the axis keeps at least six columns between labels.
        #expect(ClockFormat.allCases.allSatisfy { format in (0..<24).allSatisfy { format.hourLabel($0).count <= 3 } })
    }

    @Test(arguments: ["3pm", "3 PM", "3:00pm", "03:00PM", "15:00", "3:00 pm"])
    func typedTimesAreRead(text: String) throws {
        let time = try #require(ClockFormat.parse(text))
        #expect(time == (15, 0))
    }

    @Test(arguments: ["", "7:00", "24:00", "12:60", "0am", "13pm", "3:5pm", "3::00pm", "pm", "15:00pm", "1٢:00", "-1:00am",
                      "12:00 am ", "3:00xm"])
    func otherTextIsNotATime(text: String) {
        #expect(ClockFormat.parse(text) == nil)
    }

    @Test(arguments: [
        (["LANG": "en_US.UTF-8"], ClockFormat.twelveHour),
        (["LANG": "en_US"], .twelveHour),
        (["LANG": "hi_IN.UTF-8"], .twelveHour),
        (["LANG": "en_CA.UTF-8"], .twelveHour),
        (["LANG": "el_GR.UTF-8@euro"], .twelveHour),
        (["LANG": "en_GB.UTF-8"], .twentyFourHour),
        (["LANG": "en_AU.UTF-8"], .twentyFourHour),
        (["LANG": "fr_CA.UTF-8"], .twentyFourHour),
        (["LANG": "de_DE.UTF-8"], .twentyFourHour),
        (["LANG": "C.UTF-8"], .twentyFourHour),
        (["LANG": "C"], .twentyFourHour),
        (["LANG": "POSIX"], .twentyFourHour),
        ([:], .twentyFourHour),
        // LC_ALL over LC_TIME over LANG; an empty one does not count.
        (["LC_ALL": "de_DE.UTF-8", "LC_TIME": "en_US.UTF-8", "LANG": "en_US.UTF-8"], .twentyFourHour),
        (["LC_TIME": "en_US.UTF-8", "LANG": "de_DE.UTF-8"], .twelveHour),
        (["LC_ALL": "", "LC_TIME": "", "LANG": "en_US.UTF-8"], .twelveHour),
        (["LC_TIME": "en_GB.UTF-8", "LANG": "en_US.UTF-8"], .twentyFourHour),
    ] as [([String: String], ClockFormat)])
    func theDefaultFollowsTheLocale(environment: [String: String], expected: ClockFormat) {
        #expect(ClockFormat(locale: environment) == expected)
    }

    @Test func theCalendarWritesItsTimesInItsFormat() throws {
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        let calendar = DayCalendar(timeZone: zone, clockFormat: .twelveHour)
        let day = try #require(calendar.day(iso: "2026-10-12"))
        #expect(calendar.clockText(day.instant(atHour: 15).addingTimeInterval(300)) == "3:05pm")
        #expect(DayCalendar(timeZone: zone).clockText(day.instant(atHour: 15)) == "15:00")
    }
}
