import Foundation
import FoundationXML
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer
@testable import DayBandsReport

/// The therapy lanes of the day picture, read back from its SVG: the basal
/// rate as a step area under the plot where the data has basal rates, and
/// nothing of it where it has none.
struct DayPictureTherapyTests {
    static func document(_ timeline: Timeline) throws -> XMLDocument {
        let state = ViewerState.opening(timeline, dayIndex: 0, hour: 12, size: Size(columns: 100, rows: 30))
        let picture = DayPicture.picture(state: state, timeline: timeline,
                                         context: DayChart.Context(data: timeline.data, calendar: timeline.calendar),
                                         width: DayPictureTests.size.width, height: DayPictureTests.size.height,
                                         inks: PictureInks())
        return try XMLDocument(data: Data(picture.document.utf8))
    }

    /// A group's rectangles as (x, y, width, height).
    static func rects(_ kind: String, in document: XMLDocument) throws -> [(x: Double, y: Double, width: Double, height: Double)] {
        try DayPictureTests.nodes("//*[local-name()='g'][@class='\(kind)']/*[local-name()='rect']", in: document).map {
            (try DayPictureTests.number("x", of: $0), try DayPictureTests.number("y", of: $0),
             try DayPictureTests.number("width", of: $0), try DayPictureTests.number("height", of: $0))
        }
    }

    @Test func theBasalLaneIsTheRateAsAStepAreaByWhatSetIt() throws {
        let timeline = try TherapyLaneTests.timeline("therapy-loop-treatments.json")
        let document = try Self.document(timeline)
        let plot = try #require(try DayPictureTests.nodes("//*[local-name()='g'][@class='plot']/*[local-name()='rect']", in: document).first)
        let left = try DayPictureTests.number("x", of: plot), width = try DayPictureTests.number("width", of: plot)
        let plotBottom = try DayPictureTests.number("y", of: plot) + (try DayPictureTests.number("height", of: plot))
        func x(_ clock: String) -> Double {
            left + width * Fixture.instant("2026-10-01T\(clock):00Z").timeIntervalSince(timeline.days[0].interval.start) / 86_400
        }
        let ruleNode = try #require(try DayPictureTests.nodes("//*[local-name()='g'][@class='basal-lane']/*[local-name()='line']", in: document).first)
        let laneTop = try DayPictureTests.number("y1", of: ruleNode)
        #expect(laneTop > plotBottom)
        let scheduled = try Self.rects("basal scheduled", in: document), temp = try Self.rects("basal temp", in: document)
        let floor = try #require(scheduled.first).y + scheduled[0].height
        #expect(scheduled.allSatisfy { abs($0.y + $0.height - floor) < 0.01 } && temp.allSatisfy { abs($0.y + $0.height - floor) < 0.01 })
        // The loop's 2 U/h from 09:00 is the day's highest rate: the lane's full height, labelled.
        let loop = try #require(temp.first { abs($0.x - x("09:00")) < 0.01 })
        #expect(abs(loop.height - (floor - laneTop)) < 0.02 && abs(loop.x + loop.width - x("09:15")) < 0.02)
        let label = try DayPictureTests.nodes("//*[local-name()='text'][@class='basal-top']", in: document)
        #expect(label.map(\.stringValue) == ["2 U/h"])
        // The schedule's 0.8 U/h at 02:00 (04:00 in the profile's Berlin) is 0.8 / 2 of it, in the basal ink.
        let night = try #require(scheduled.first { $0.x <= x("02:00") && $0.x + $0.width >= x("02:00") })
        #expect(abs(night.height / (floor - laneTop) - 0.4) < 0.001)
        let fills = try DayPictureTests.nodes("//*[local-name()='g'][@class='basal scheduled']/*[local-name()='rect']/@fill", in: document)
        #expect(Set(fills.compactMap(\.stringValue)) == [PictureInks().color(.basal).hex])
        // The suspend is a thin line along the floor in the temp ink, from 09:15 to 09:45.
        let suspend = try #require(temp.first { abs($0.x - x("09:15")) < 0.01 })
        #expect(suspend.height < 3 && abs(suspend.x + suspend.width - x("09:45")) < 0.02)
    }

    @Test func aDayWithoutTherapyRecordsHasNoBasalLane() throws {
        let document = try Self.document(TestData.sample)
        #expect(try DayPictureTests.nodes("//*[local-name()='g'][starts-with(@class, 'basal')]", in: document).isEmpty)
        #expect(try DayPictureTests.nodes("//*[local-name()='g'][@class='event-lane']", in: document).isEmpty)
        #expect(try DayPictureTests.nodes("//*[local-name()='text'][@class='basal-top']", in: document).isEmpty)
    }

    @Test func whereNoRateIsKnownTheLaneShowsAGapNeverAGuess() throws {
        // The loop's temps and suspend without the profile: its schedule is unknown.
        let document = try Self.document(try TherapyLaneTests.timeline("therapy-loop-treatments.json", profile: false))
        #expect(try Self.rects("basal scheduled", in: document).isEmpty)
        let temp = try Self.rects("basal temp", in: document)
        // The loop's 2 U/h and the suspend, 09:00 to 09:45: nothing else of the day is drawn.
        #expect(temp.count == 2)
        let plot = try #require(try DayPictureTests.nodes("//*[local-name()='g'][@class='plot']/*[local-name()='rect']", in: document).first)
        let width = try DayPictureTests.number("width", of: plot)
        #expect(abs(temp.map(\.width).reduce(0, +) - width * 0.75 / 24) < 0.05)
    }

    @Test func theEventLaneShowsCarbsTargetsAndChanges() throws {
        let timeline = try TherapyLaneTests.timeline("therapy-aaps-treatments.json")
        let document = try Self.document(timeline)
        let plot = try #require(try DayPictureTests.nodes("//*[local-name()='g'][@class='plot']/*[local-name()='rect']", in: document).first)
        let left = try DayPictureTests.number("x", of: plot), width = try DayPictureTests.number("width", of: plot)
        func x(_ clock: String) -> Double {
            left + width * Fixture.instant("2026-10-01T\(clock):00Z").timeIntervalSince(timeline.days[0].interval.start) / 86_400
        }
        func texts(_ kind: String, in document: XMLDocument) throws -> [(String, Double)] {
            try DayPictureTests.nodes("//*[local-name()='g'][@class='event-lane']/*[local-name()='text'][@class='\(kind)']", in: document)
                .map { ($0.stringValue ?? "", try DayPictureTests.number("x", of: $0)) }
        }
        // AndroidAPS's 40 g at 13:00, beside its marker.
        let carbs = try texts("carbs-label", in: document)
        #expect(carbs.map(\.0) == ["40 g"] && carbs[0].1 > x("13:00") && carbs[0].1 < x("13:30"))
        // Its target of 8-9 mmol/L from 14:00 for an hour: a band over that time, its range in mg/dL from its start.
        let band = try #require(try Self.rects("event-lane", in: document).first)
        #expect(abs(band.x - x("14:00")) < 0.02 && abs(band.x + band.width - x("15:00")) < 0.02)
        let range = try texts("target-label", in: document)
        #expect(range.map(\.0) == ["144-162"] && range[0].1 > band.x && range[0].1 < band.x + band.width)
        // Loop's sensor change at 07:00: a tick and its letter.
        let loop = try Self.document(try TherapyLaneTests.timeline("therapy-loop-treatments.json"))
        let change = try texts("change-mark", in: loop)
        #expect(change.map(\.0) == ["C"] && change[0].1 > x("07:00") && change[0].1 < x("07:30"))
        let tick = try #require(try DayPictureTests.nodes("//*[local-name()='g'][@class='event-lane']/*[local-name()='line']", in: loop).first)
        #expect(abs(try DayPictureTests.number("x1", of: tick) - x("07:00")) < 0.02)
    }

    /// As on the screen, a person's boluses are labelled markers and a loop's
    /// SMB is a quiet ring without its units.
    @Test func aLoopsAutomaticDoseIsAQuietRingAndAPersonsIsLabelled() throws {
        let document = try Self.document(try TherapyLaneTests.timeline("therapy-aaps-treatments.json"))
        let labels = try DayPictureTests.nodes("//*[local-name()='g'][@class='doses']//*[local-name()='text']", in: document)
        #expect(labels.compactMap(\.stringValue) == ["3 U", "4 U"], "the combo and the meal bolus; not the SMB's 0.4")
        let paths = try DayPictureTests.nodes("//*[local-name()='g'][@class='doses']/*[local-name()='path']/@fill", in: document)
        #expect(paths.compactMap(\.stringValue).filter { $0 == "none" }.count == 1, "one ring: the 08:30 SMB")
        #expect(paths.count == 3)
    }
}

