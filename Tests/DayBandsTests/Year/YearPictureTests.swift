import Foundation
import FoundationXML
import Testing
@testable import DayBandsRecords
@testable import DayBandsViewer
@testable import DayBandsReport

/// The year view as a vector picture, read back with a real XML parser: the
/// screen's months, figures, readout and lows, the cursor's day outlined.
@Suite struct YearPictureTests {
    static func document(cursor: String, colored: Bool = true) throws -> (XMLDocument, YearPicture) {
        let picture = try YearPictureTests.picture(of: YearSceneTests.data, cursor: cursor, colored: colored, width: 1000, height: 800)
        return (try XMLDocument(data: Data(picture.picture.document.utf8)), picture)
    }

    /// The picture with its months read as `render` reads them (the picture's window may hold more than a screen's).
    static func picture(of data: GlucoseData, calendar: DayCalendar = YearFixture.utc, cursor: String, colored: Bool = true,
                        width: Double, height: Double) throws -> YearPicture {
        let screen = try YearScreen(data, calendar: calendar)
        func picture(_ summaries: YearSummaries) -> YearPicture {
            YearPicture(summaries: summaries, cursor: YearFixture.day(cursor, in: calendar), unit: .mgdl, inks: PictureInks(colored: colored),
                        width: width, height: height)
        }
        return picture(screen.holding(picture(screen.summaries).months))
    }

    static func texts(_ kind: String, in document: XMLDocument) throws -> [String] {
        try document.nodes(forXPath: "//*[local-name()='text'][@class='\(kind)']").compactMap(\.stringValue)
    }

    @Test func itShowsTheScreensMonthsFiguresAndReadout() throws {
        let (document, _) = try Self.document(cursor: "2025-11-20")
        let labels = try Self.texts("month-label", in: document)
        // All 22 months fit 800 px: the year on the first row and on each January.
        #expect(labels.count == 22 && labels.first == "2024 May" && labels.contains("2025 Jan") && labels.last == "Feb")
        let screen = YearSceneTests.screen(try YearSceneTests.scene(), "2025-11-20").1
        let november = try #require(screen.lines.first { $0.hasPrefix("     Nov") && $0.contains("84%") })
        let figures = try Self.texts("month-figure", in: document)
        #expect(figures.count == 22 * 3)
        let row = try #require(labels.lastIndex(of: "Nov"))
        let shown: [String] = Array(figures[(row * 3)..<(row * 3 + 3)])
        #expect(shown == ["84%", "146", "6.8%"] && november.hasSuffix(" 84%  146  6.8% "))
        let readout = try Self.texts("readout", in: document)
        #expect(readout == ["Thu 2025-11-20 · in range 83% · mean 147 mg/dL · no lows"])
    }

    @Test func lowsAreTheLoudRedAndTheCursorIsOutlined() throws {
        let (document, picture) = try Self.document(cursor: "2025-11-20")
        let months = try document.nodes(forXPath: "//*[local-name()='g'][@class='month']")
        let screen = YearSceneTests.screen(try YearSceneTests.scene(), "2025-11-20").1
        // Each month's red squares are the screen's ▼ of that month (the first row, May 2024).
        let may = try #require(screen.lines.first { $0.hasPrefix("2024 May") })
        let red = try months[0].nodes(forXPath: "*[local-name()='rect'][@fill='#e00000']")
        #expect(red.count == may.filter { $0 == "▼" }.count && red.count > 0)
        let outlines = try document.nodes(forXPath: "//*[local-name()='rect'][@stroke='#0088aa']")
        #expect(outlines.count == 1)
        let x = try outlines.first?.nodes(forXPath: "@x").first?.stringValue.flatMap(Double.init)
        #expect(x == YearPicture.labelWidth + 19 * picture.pitch - 1.5)
        // Without colour, no red: the low is black with its white notch.
        let (grey, _) = try Self.document(cursor: "2025-11-20", colored: false)
        #expect(try grey.nodes(forXPath: "//*[local-name()='rect'][@fill='#e00000']").isEmpty)
    }
}

/// The picture over years without readings: one row for them, as on screen.
@Suite struct YearPictureEmptyYearsTests {
    @Test func emptyYearsAreOneRowWithTheCursorOutlinedThere() throws {
        let data = GlucoseData(readings: YearFixture.readings(on: YearFixture.day("2016-01-05"))
                                   + YearFixture.readings(on: YearFixture.day("2024-06-20")))
        let picture = try YearPictureTests.picture(of: data, cursor: "2019-02-02", width: 1000, height: 800)
        let document = try XMLDocument(data: Data(picture.picture.document.utf8))
        #expect(try YearPictureTests.texts("empty-years", in: document) == ["no readings from 2017 to 2023 (7 years)"])
        let labels = try YearPictureTests.texts("month-label", in: document)
        #expect(labels.first == "2016 Jan" && labels.contains("2017") && labels.last == "Jun" && labels.count == 19)
        #expect(try YearPictureTests.texts("readout", in: document) == ["Sat 2019-02-02 · no readings"])
        let outline = try document.nodes(forXPath: "//*[local-name()='g'][@class='empty-years']/*[local-name()='rect']")
        #expect(outline.count == 1)
    }
}
