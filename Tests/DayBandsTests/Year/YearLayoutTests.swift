import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// The year view's calendar as cells: months as rows, day N in column N of
/// the days, classes as the overview strip's, days without data apart from
/// bad days, months and years labelled.
@Suite struct YearLayoutTests {
    let size = Size(columns: 80, rows: 24)
    let dayX = YearLayout.calendarX

    func row(of month: String, in grid: CellGrid) -> Int? {
        grid.lines.firstIndex { $0.hasPrefix(month) || $0.dropFirst(5).hasPrefix(month) }
    }

    /// Was a bug: the mean's track stopped at 180 mg/dL (a mean of 250 sat
    /// past its end), a mean beyond the track sat at its end unmarked, and
    /// the time-in-range bar had no track. Both tracks are whole; a mean
    /// beyond its track is `▲` (above 250) or `▾` (below 70) at its end.
    @Test(arguments: [(300.0, "▲", true), (60, "▾", false), (120, "●", false)])
    func theTracksAreWholeAndAMeanBeyondItsTrackIsMarked(mgdl: Double, mark: Character, atEnd: Bool) throws {
        let size = Size(columns: 100, rows: 24)
        let day = YearFixture.day("2024-06-20")
        let grid = try YearFixture.screen(GlucoseData(readings: YearFixture.readings(on: day) { _ in mgdl }),
                                          cursor: "2024-06-20", size: size).grid
        let layout = YearLayout(size: size)
        let june = try #require(row(of: "2024 Jun", in: grid))
        let track = (0..<layout.meanBarWidth).map { grid[layout.meanBarX + $0, june]! }
        #expect(track.filter { $0.symbol == mark }.count == 1, "\(track.map(\.symbol))")
        #expect(track.allSatisfy { [mark, "▁", "▂"].contains($0.symbol) }, "the track whole: \(track.map(\.symbol))")
        #expect(atEnd ? track.last!.symbol == mark : mark == "▾" ? track.first!.symbol == mark : true)
        let bar = (0..<layout.inRangeBarWidth).map { grid[YearLayout.figuresX + $0, june]!.symbol }
        #expect(!bar.contains(" "), "the bar on its track: \(bar)")
    }

    @Test func aLeapYearsFebruaryHas29DaysAndTheYearBeforeIt28() throws {
        let days = ["2023-02-01", "2024-02-01"].flatMap { first in
            (0..<29).compactMap { offset -> LocalDay? in
                let day = YearFixture.day(first)
                let date = YearFixture.utc.day(containing: day.interval.start.addingTimeInterval(Double(offset) * 86_400 + 3600))
                return date.month == 2 ? date : nil
            }
        }
        let data = GlucoseData(readings: days.flatMap { YearFixture.readings(on: $0) })
        let grid = try YearFixture.screen(data, cursor: "2024-02-10", size: size).grid
        let lines = grid.lines
        // The window ends at the data's last month; the year is on the top row and on January.
        #expect(lines[3].hasPrefix("2023 Feb") && lines[14].hasPrefix("2024 Jan") && lines.count == 24)
        let february2024 = try #require(lines.lastIndex { $0.hasPrefix("     Feb") })
        #expect(february2024 == 15 && lines[16].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(String(Array(lines[february2024])[dayX..<(dayX + 31)]) == String(repeating: "█", count: 29) + "  ")
        let february2023 = try #require(lines.firstIndex { $0.hasPrefix("2023 Feb") })
        #expect(String(Array(lines[february2023])[dayX..<(dayX + 31)]) == String(repeating: "█", count: 28) + "   ")
        // The months between are days without readings, not bad days and not left blank.
        let march2023 = try #require(lines.firstIndex { $0.hasPrefix("     Mar") })
        #expect(String(Array(lines[march2023])[dayX..<(dayX + 31)]) == String(repeating: "·", count: 31))
        #expect(grid[dayX, march2023]?.fg == .muted)
        #expect(grid[dayX, february2024]?.fg == .line(.green))
    }

    /// Days of 23 and 25 hours with readings all day are whole days, not
    /// days of little data.
    @Test func daylightSavingDaysAreWholeDays() throws {
        let calendar = YearFixture.newYork
        let spring = YearFixture.day("2024-03-10", in: calendar)
        let autumn = YearFixture.day("2024-11-03", in: calendar)
        #expect(spring.hourCount == 23 && autumn.hourCount == 25)
        let data = GlucoseData(readings: [spring, autumn].flatMap { YearFixture.readings(on: $0) })
        let grid = try YearFixture.screen(data, cursor: "2024-11-03", size: size, calendar: calendar).grid
        let lines = grid.lines
        let march = try #require(lines.firstIndex { $0.hasSuffix("Mar") || $0.dropFirst(5).hasPrefix("Mar") })
        let november = try #require(lines.firstIndex { $0.dropFirst(5).hasPrefix("Nov") })
        #expect(grid[dayX + 9, march]?.symbol == "█" && grid[dayX + 9, march]?.fg == .line(.green))
        #expect(grid[dayX + 2, november]?.symbol == "█" && grid[dayX + 2, november]?.fg == .cursor)
        // Before the first day and after the last, nothing; between them, days without readings.
        #expect(grid[dayX + 8, march]?.symbol == " " && grid[dayX + 3, november]?.symbol == " ")
        #expect(grid[dayX + 10, march]?.symbol == "·" && grid[dayX + 1, november]?.symbol == "·")
    }

    /// Two imports eight years apart: the seven years between them are one
    /// row saying so, the data's years their months (days without data as
    /// `·`), and only the months on screen are read.
    @Test func emptyYearsAreOneRowAndOnlyTheWindowIsRead() throws {
        let early = YearFixture.day("2016-01-05")
        let late = YearFixture.day("2024-06-20")
        let data = GlucoseData(readings: YearFixture.readings(on: early) + YearFixture.veryLowDay(late))
        let (scene, grid) = try YearFixture.screen(data, cursor: "2024-06-20", size: size)
        let lines = grid.lines
        #expect(lines[0].hasPrefix("2016-01-05 to 2024-06-20"))
        // 2016's twelve months, one row for 2017-2023, 2024's six: 19 rows of the 20 there is room for.
        #expect(lines[3].hasPrefix("2016 Jan ") && lines[14].hasPrefix("     Dec "))
        #expect(lines[15] == "2017       no readings from 2017 to 2023 (7 years)".padding(toLength: size.columns, withPad: " ", startingAt: 0))
        #expect(lines[16].hasPrefix("2024 Jan ") && lines[22].trimmingCharacters(in: .whitespaces).isEmpty)
        let june = try #require(lines.lastIndex { $0.dropFirst(5).hasPrefix("Jun") })
        #expect(june == 21)
        // The cursor's day, a very low: its mark kept, underlined (`OverviewStrip.currentDay`).
        #expect(grid[dayX + 19, june] == Cell("▼", fg: .low, bold: true, underline: true))
        // The day before holds the reading at its end's midnight no more than any other day.
        #expect(grid[dayX + 18, june]?.symbol == "·")
        // Past the data's last day: nothing.
        #expect(grid[dayX + 20, june]?.symbol == " ")
        #expect(scene.monthsRead == 18)
        // The readout names the day's low, loud.
        #expect(lines[1].hasPrefix("Thu 2024-06-20   in range 99%   mean 119 mg/dL   lows 1 <70, 1 <54"))
        #expect(grid[lines[1].distance(from: lines[1].startIndex, to: lines[1].range(of: "lows")!.lowerBound), 1]?.fg == .low)
        // A day of the empty years: the cursor at the start of their row, the readout saying no readings.
        let (_, between) = try YearFixture.screen(data, cursor: "2020-03-03", size: size)
        #expect(between.lines[1].hasPrefix("Tue 2020-03-03   no readings "))
        #expect(between[dayX, 15]?.fg == .cursor)
        #expect(between.lines[3].hasPrefix("2016 Jan ") && between[dayX + 4, 3]?.symbol != " ")
    }

    /// Runs of empty years are each one row; the window keeps whole years
    /// ending at the cursor's December, a run counting as one row.
    @Test func theRowsAndTheWindowOverEmptyYears() {
        let data = YearMonth(year: 2010, month: 11)...YearMonth(year: 2020, month: 2)
        let rows = YearRow.rows(of: data, emptyYears: [2012, 2013, 2014, 2016, 2019])
        #expect(rows.first == .month(YearMonth(year: 2010, month: 11)))
        #expect(rows.filter { $0.month == nil } == [.emptyYears(2012...2014), .emptyYears(2016...2016), .emptyYears(2019...2019)])
        #expect(rows.count == 2 + 12 + 1 + 12 + 1 + 12 + 12 + 1 + 2)
        #expect(rows.last == .month(YearMonth(year: 2020, month: 2)))
        // Whole years ending at the cursor's December: 2017 and 2018, the 2016 row above them.
        let window = YearLayout.window(of: 25, cursor: YearMonth(year: 2018, month: 5), rows: rows)
        #expect(window.first == .emptyYears(2016...2016) && window.last == .month(YearMonth(year: 2018, month: 12)))
        // In an empty run, the window ends with the run.
        let inRun = YearLayout.window(of: 13, cursor: YearMonth(year: 2013, month: 7), rows: rows)
        #expect(inRun.first == .month(YearMonth(year: 2011, month: 1)) && inRun.last == .emptyYears(2012...2014))
        // Fewer rows than a year: around the cursor.
        #expect(YearLayout.window(of: 3, cursor: YearMonth(year: 2016, month: 4), rows: rows)
            == [.month(YearMonth(year: 2015, month: 12)), .emptyYears(2016...2016), .month(YearMonth(year: 2017, month: 1))])
        #expect(YearRow.emptyYears(2016...2016).words == "no readings in 2016")
    }

    @Test func aYearWithOneDayIsOneMonthOfOneCell() throws {
        let only = YearFixture.day("2020-05-05")
        let data = GlucoseData(readings: YearFixture.readings(on: only) { $0 < 600 ? 250 : 120 })
        let (scene, grid) = try YearFixture.screen(data, cursor: "2020-05-05", size: size)
        let lines = grid.lines
        #expect(lines[3].hasPrefix("2020 May     ") && lines[4].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(grid[dayX + 4, 3]?.fg == .cursor)
        // 600 of 1,440 minutes at 250: 58% in range, a yellow day; the month's
        // bar short of the target's tick, the mean 174 (7.5% GMI) above the in-range track.
        #expect(lines[1].contains("in range 58%") && grid[dayX + 4, 3]?.symbol == "▅")
        #expect(lines[3].hasSuffix(" 58%  174  7.5% "))
        let bar = String(Array(lines[3])[YearLayout.figuresX..<(YearLayout.figuresX + 12)])
        #expect(bar == "███████▁┊▁▁▁", "the bar on its track")
        #expect(grid[YearLayout.figuresX, 3]?.fg == .line(.yellow))
        #expect(scene.monthsRead == 1)
    }
}
