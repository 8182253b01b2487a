import Foundation
import FoundationXML
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer
@testable import DayBandsReport

/// Pictures far smaller than a screen (`--pixels` takes 16x16): every label
/// whole inside the picture and clear of every other, the legend's entries
/// left out whole when its share of the height is full.
struct SmallPictureTests {
    /// Every text's box (as the pictures estimate them) and the picture's size.
    static func boxes(_ picture: VectorPicture) -> [(String, PictureRect)] {
        func texts(_ group: VectorGroup) -> [VectorText] {
            group.items.flatMap { item -> [VectorText] in
                switch item {
                case .group(let inner): return texts(inner)
                case .text(let text): return [text]
                default: return []
                }
            }
        }
        return texts(picture.root).map { ($0.shown, LabelRoom.box(of: $0)) }
    }

    @Test(arguments: [(16.0, 16.0), (120, 80), (200, 120), (320, 160), (400, 240)])
    func everyLabelIsWholeInsideAndApart(width: Double, height: Double) {
        let timeline = TestData.sample
        let dayIndex = timeline.days.count - 20
        var state = ViewerState.opening(timeline, dayIndex: dayIndex, hour: 19, size: Size(columns: 100, rows: 30))
        state.selection.pin = HourMark(dayIndex: dayIndex, hour: 8)
        let context = DayChart.Context(data: timeline.data, calendar: timeline.calendar, source: "sample data")
        let page = PictureRect(x: 0, y: 0, width: width, height: height)
        var weekState = state
        weekState.apply(.toggleWeek, in: timeline)
        let pictures = [DayPicture.picture(state: state, timeline: timeline, context: context, width: width, height: height, inks: PictureInks()),
                        ProfilePicture.picture(state: state, timeline: timeline, context: context, width: width, height: height,
                                               inks: PictureInks()),
                        WeekPicture.picture(state: weekState, timeline: timeline, context: context, width: width, height: height,
                                            inks: PictureInks())]
        for picture in pictures {
            let boxes = Self.boxes(picture)
            for (words, box) in boxes {
                #expect(page.contains(box), "\(width)x\(height): '\(words)' past the edge")
            }
            for (index, a) in boxes.enumerated() {
                for b in boxes[(index + 1)...] where a.1.intersects(b.1) {
                    Issue.record(Comment(rawValue: "\(width)x\(height): '\(a.0)' over '\(b.0)'"))
                }
            }
        }
    }

    @Test func theLegendTakesAShareOfTheHeightAndLeavesOutWholeEntries() {
        let inks = PictureInks()
        func labels(width: Double, height: Double) -> [[String]] {
            PictureLegend(scale: .standard, unit: .mgdl, ranges: true, inks: inks, font: 12, width: width, height: height)
                .lines.map { $0.map(\.label) }
        }
        let all = ["mg/dL", "60–75 band", "75–100 band", "100–200 band", "200–300 band", "300–420 band", "AGP 25–75%", "AGP 5–95%"]
        #expect(labels(width: 2000, height: 600).flatMap { $0 } == all)
        let narrow = labels(width: 300, height: 600)
        #expect(narrow.count > 2 && narrow.flatMap { $0 } == all, "wrapped, nothing lost while there is height")
        let short = labels(width: 300, height: 100)
        // A quarter of 100 pixels holds one line of 18.
        #expect(short.count == 1 && Array(all.prefix(short[0].count)) == short[0])
        #expect(labels(width: 300, height: 40).isEmpty)
    }

    @Test func nothingIsPlacedPastThePicturesEdge() {
        var room = LabelRoom(margin: 1, width: 100, height: 50)
        let text = { (x: Double) in VectorText("180", at: VectorPoint(x: x, y: 20), kind: "", size: 10, color: VectorColor(0)) }
        #expect(room.place([text(95)], inside: PictureRect(x: 0, y: 0, width: 200, height: 200)) == nil)
        #expect(room.place([text(95), text(50)], inside: PictureRect(x: 0, y: 0, width: 200, height: 200))?.position.x == 50)
    }
}

extension SmallPictureTests {
    /// The year picture is at least 600 pixels wide: there its readout
    /// keeps the phrases that end before the columns' heads.
    @Test(arguments: [600.0, 700, 1000])
    func theYearsReadoutEndsBeforeTheColumnsHeads(width: Double) throws {
        let timeline = TestData.sample
        let picture = try YearPictureTests.picture(of: timeline.data, calendar: timeline.calendar,
                                                   cursor: timeline.days[timeline.days.count - 1].isoDate, width: width, height: 300).picture
        let boxes = Self.boxes(picture)
        let readout = try #require(boxes.first { $0.0.hasPrefix("Sat 2026-10-31") })
        #expect(width < 1000 || readout.0.hasSuffix("no lows") || readout.0.contains("low"), "the whole readout where there is room")
        for (words, box) in boxes where words != readout.0 {
            #expect(!box.intersects(readout.1), "\(width): the readout over '\(words)'")
        }
    }
}
