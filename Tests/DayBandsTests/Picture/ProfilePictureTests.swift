import Foundation
import FoundationXML
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer
@testable import DayBandsReport

/// The profile (AGP) and the week as vector pictures, read back with a real
/// XML parser: the profile's median and ranges at the buckets' own values,
/// lows marked, the target guides and ranges named; the week's days as
/// small day pictures on one set of columns.
struct ProfilePictureTests {
    typealias T = DayPictureTests

    /// `days` days from the test day on, every 5 minutes, none from 10:00 to
    /// 11:00: 120 mg/dL plus the day's number, with a dip to 50 at 03:00 on
    /// the first two days only (the 5th percentile's low, not the median's).
    static func timeline(days: Int = 14) -> Timeline {
        let readings = (0..<days).flatMap { day in
            stride(from: 0, to: 1440, by: 5).filter { !(600..<660).contains($0) }.map { minute in
                let dip = day < 2 ? max(0, 70 - Double(abs(minute - 180))) : 0
                return GlucoseReading(time: TestData.day.interval.start.addingTimeInterval(Double(day * 86_400 + minute * 60)),
                                      mgdl: 120 + Double(day) - dip)
            }
        }
        return TestData.timeline(readings)
    }

    static func document(_ picture: VectorPicture) throws -> XMLDocument {
        try XMLDocument(data: Data(picture.document.utf8))
    }

    static func profile(_ timeline: Timeline, hour: Int = 13) throws -> XMLDocument {
        let state = ViewerState.opening(timeline, hour: hour, size: Size(columns: 100, rows: 30))
        return try document(ProfilePicture.picture(state: state, timeline: timeline,
                                                   context: DayChart.Context(data: timeline.data, calendar: TestData.utc),
                                                   width: 1000, height: 600, inks: PictureInks()))
    }

    static func plot(in document: XMLDocument) throws -> (x: Double, y: Double, width: Double, height: Double) {
        let rect = try #require(try T.nodes("//*[local-name()='g'][@class='plot']/*[local-name()='rect']", in: document).first)
        return (try T.number("x", of: rect), try T.number("y", of: rect), try T.number("width", of: rect),
                try T.number("height", of: rect))
    }

    @Test func theMedianIsTheBucketsOwnAndBreaksWhereABucketHasTooFewReadings() throws {
        let timeline = Self.timeline()
        let document = try Self.profile(timeline)
        let plot = try Self.plot(in: document)
        func y(_ mgdl: Double) -> Double { plot.y + plot.height - plot.height * (mgdl - 60) / 360 }
        let band = try #require(try T.nodes("//*[local-name()='g'][@class='line range-in-range']", in: document).first)
        let runs = try band.nodes(forXPath: "*[local-name()='path']").map(T.points)
        #expect(runs.count == 2, "broken at the hour without readings")
        let profile = AmbulatoryProfile(window: timeline)
        // Midnight (the wrap), then every bucket's centre up to 10:00.
        #expect(runs[0].count == 1 + 40)
        for (index, point) in runs[0].dropFirst().enumerated() {
            #expect(abs(point.x - (plot.x + plot.width * (Double(index) * 15 + 7.5) / 1440)) < 0.01)
            #expect(abs(point.y - y(profile.buckets[index].profile!.median)) < 0.01)
        }
        #expect(abs(runs[1].last!.x - (plot.x + plot.width)) < 0.01, "the last run reaches midnight")
    }

    @Test func theRangesAreFilledInTheirBandsAndALowFifthPercentileIsMarked() throws {
        let document = try Self.profile(Self.timeline())
        let inks = PictureInks(colored: true)
        for (kind, ink) in [("outer-range", Ink.outer(.green)), ("inner-range", Ink.inner(.green))] {
            let shapes = try T.nodes("//*[local-name()='g'][@class='\(kind) band-100-200']/*[local-name()='path']", in: document)
            #expect(shapes.count == 2)
            #expect(try shapes.allSatisfy { try T.attribute("fill", of: $0) == inks.color(ink).hex })
        }
        let marks = try T.nodes("//*[local-name()='g'][@class='marks']/*[local-name()='rect']", in: document)
        #expect(marks.count == 1, "the 5th percentile dips below 70 around 03:00 only")
        let plot = try Self.plot(in: document)
        let bar = try #require(marks.first)
        let middle = try T.number("x", of: bar) + (try T.number("width", of: bar)) / 2
        #expect(abs(middle - (plot.x + plot.width * 180 / 1440)) < plot.width / 96)
        #expect(try T.attribute("fill", of: bar) == inks.color(.low).hex)
        let guides = try T.nodes("//*[local-name()='g'][@class='target-guides']/*[local-name()='line']", in: document)
        let ys = try guides.map { try T.number("y1", of: $0) }
        #expect(ys.count == 2 && abs(ys[0] - (plot.y + plot.height - plot.height * 10 / 360)) < 0.01)
        let legend = try T.nodes("//*[local-name()='g'][@class='legend']/*[local-name()='text']", in: document).compactMap(\.stringValue)
        #expect(legend.suffix(2) == ["AGP 25–75%", "AGP 5–95%"])
    }

    @Test func theCursorsCalloutSaysTheScreensWordsAndTheHoursSpreadEvenly() throws {
        let timeline = Self.timeline()
        let document = try Self.profile(timeline, hour: 13)
        let callout = try T.nodes("//*[local-name()='g'][@class='callout']/*[local-name()='text']", in: document).compactMap(\.stringValue)
        let context = DayChart.Context(data: timeline.data, calendar: TestData.utc)
        let bucket = AmbulatoryProfile(window: timeline).bucket(hour: 13, minute: 0)
        #expect(callout == ["13:00"] + Callout.profileLines(bucket, context: context).map { $0.0.split(separator: " ").joined(separator: " ") })
        let hours = try T.nodes("//*[local-name()='text'][@class='hour-label']", in: document)
        #expect(hours.compactMap(\.stringValue) == (0..<24).map { String(format: "%02d", $0) })
        let xs = try hours.map { try T.number("x", of: $0) }
        let plot = try Self.plot(in: document)
        for (a, b) in zip(xs, xs.dropFirst()) { #expect(abs(b - a - plot.width / 24) < 0.02) }
        let all = try T.nodes("//*[local-name()='text']", in: document).compactMap(\.stringValue).joined(separator: "|")
        #expect(all.contains("profile (AGP)|2026-03-10 to 2026-03-23|14 days|mg/dL"))
        #expect(!all.contains("quit") && !all.contains("help"), "no key hints")
    }

    @Test func tooFewReadingsAreSaidAndNothingIsGuessed() throws {
        let document = try Self.profile(Self.timeline(days: 1))
        let notice = try T.nodes("//*[local-name()='text'][@class='notice']", in: document).compactMap(\.stringValue)
        #expect(notice == ["not enough readings for a profile"])
        #expect(try T.nodes("//*[local-name()='g'][starts-with(@class, 'line range-')]/*", in: document).isEmpty)
    }

    // MARK: The week

    static func week(_ timeline: Timeline, dayIndex: Int, size: Size = Size(columns: 100, rows: 30),
                     pixels: (Double, Double) = (1000, 600)) throws -> XMLDocument {
        var state = ViewerState.opening(timeline, dayIndex: dayIndex, hour: 3, size: size)
        state.apply(.toggleWeek, in: timeline)
        return try document(WeekPicture.picture(state: state, timeline: timeline,
                                                 context: DayChart.Context(data: timeline.data, calendar: TestData.utc),
                                                 width: pixels.0, height: pixels.1, inks: PictureInks()))
    }

    @Test func theWeeksDaysAreSmallDayPicturesOnOneSetOfColumns() throws {
        let timeline = Self.timeline(days: 9)
        let document = try Self.week(timeline, dayIndex: 1)
        let days = try T.nodes("//*[local-name()='g'][@class='week-day']", in: document)
        #expect(days.count == 7)
        let titles = try days.map { day in
            try day.nodes(forXPath: ".//*[local-name()='text'][@class='title']").compactMap(\.stringValue)
        }
        #expect(titles.map(\.first) == ["Tue 2026-03-10", "▶ Wed 2026-03-11", "Thu 2026-03-12", "Fri 2026-03-13",
                                        "Sat 2026-03-14", "Sun 2026-03-15", "Mon 2026-03-16"])
        let plots = try days.map { day in
            try #require(try day.nodes(forXPath: ".//*[local-name()='g'][@class='plot']/*[local-name()='rect']").first)
        }
        let xs = Set(try plots.map { try T.number("x", of: $0) }), widths = Set(try plots.map { try T.number("width", of: $0) })
        #expect(xs.count == 1 && widths.count == 1)
        let tops = try plots.map { try T.number("y", of: $0) }
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 < $1 }, "oldest first, top to bottom")
        // The first two days' lows, each with its lowest reading; the cursor's guide on its own day only.
        let lows = try days.map { try $0.nodes(forXPath: ".//*[local-name()='text'][@class='low-label']").compactMap(\.stringValue) }
        #expect(lows[0] == ["▼ 50"] && lows[1] == ["▼ 51"] && lows[2...].allSatisfy(\.isEmpty))
        #expect(try days.map { try $0.nodes(forXPath: ".//*[local-name()='g'][@class='cursor']").count } == [0, 1, 0, 0, 0, 0, 0])
        let hours = try days.map { try $0.nodes(forXPath: ".//*[local-name()='text'][@class='hour-label']").count }
        #expect(hours.dropLast().allSatisfy { $0 == 0 } && hours.last! == 24, "the hours under the last day only")
        let readout = try T.nodes("//*[local-name()='g'][@class='readout']/*", in: document).compactMap(\.stringValue)
        #expect(readout.first == "03:00 51 mg/dL")
    }

    @Test func aShortPictureShowsFewerDaysWithTheCursorsAmongThem() throws {
        let timeline = Self.timeline(days: 9)
        let document = try Self.week(timeline, dayIndex: 1, pixels: (800, 260))
        let titles = try T.nodes("//*[local-name()='g'][@class='week-day']//*[local-name()='text'][@class='title']",
                                 in: document).compactMap(\.stringValue)
        #expect(titles.count >= 1 && titles.count < 7)
        #expect(titles.contains("▶ Wed 2026-03-11"))
    }
}
