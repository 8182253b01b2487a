import Foundation
import FoundationXML
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer
@testable import DayBandsReport

/// The one table of the pictures' colours, on a light and a dark page: the
/// marks that must be seen stand out from the page, the quiet tints stay
/// quiet, and every picture (the report too) paints the same page.
struct PictureInksTests {
    /// WCAG's relative luminance and contrast ratio.
    static func luminance(_ color: VectorColor) -> Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
    }

    static func contrast(_ a: VectorColor, _ b: VectorColor) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test(arguments: PictureTheme.allCases)
    func marksStandOutFromThePageAndTintsStayQuiet(theme: PictureTheme) {
        let inks = PictureInks(theme: theme)
        let page = inks.background
        let marks: [Ink] = [.text, .low, .cursor, .pin, .dose, .muted] + BandTone.allCases.map { .line($0) }
        for ink in marks {
            #expect(Self.contrast(inks.color(ink), page) >= 3, "\(theme) \(ink): \(inks.color(ink).hex) on \(page.hex)")
        }
        for tone in BandTone.allCases {
            // The area is nearer the page than the inner range, and that nearer than the line.
            let area = Self.contrast(inks.color(.area(tone)), page), inner = Self.contrast(inks.color(.inner(tone)), page)
            #expect(area < inner && inner < Self.contrast(inks.color(.line(tone)), page), "\(theme) \(tone)")
        }
        #expect(Self.contrast(inks.color(.low), page) >= Self.contrast(inks.color(.line(.red)), page) * 0.9,
                "the low at least as loud as the red band's line")
        #expect(Self.contrast(inks.rule, page) < Self.contrast(inks.muted, page), "rules quieter than words")
    }

    @Test(arguments: PictureTheme.allCases)
    func withoutColourEveryInkIsAGreyBetweenTheTextAndThePage(theme: PictureTheme) {
        let inks = PictureInks(theme: theme, colored: false)
        let inkLuminance = Self.luminance(inks.ink), pageLuminance = Self.luminance(inks.background)
        let all: [Ink] = [.text, .muted, .low, .cursor, .overlay, .basal, .basalTemp] + BandTone.allCases.flatMap { [.area($0), .line($0), .inner($0), .outer($0)] }
        for ink in all {
            let color = inks.color(ink)
            #expect(color.red == color.green && color.green == color.blue, "\(theme) \(ink): \(color.hex)")
            let l = Self.luminance(color)
            #expect(min(inkLuminance, pageLuminance) <= l && l <= max(inkLuminance, pageLuminance))
        }
        #expect(Self.contrast(inks.color(.area(.green)), inks.background) < Self.contrast(inks.color(.inner(.green)), inks.background))
        #expect(Self.contrast(inks.color(.basal), inks.background) < Self.contrast(inks.color(.basalTemp), inks.background),
                "a temp's rate louder than the schedule's")
    }

    /// The background a picture's SVG paints.
    static func background(_ picture: VectorPicture) throws -> String? {
        let document = try XMLDocument(data: Data(picture.document.utf8))
        return try document.nodes(forXPath: "//*[local-name()='rect'][@class='background']/@fill").first?.stringValue
    }

    @Test(arguments: PictureTheme.allCases)
    func everyPictureAndTheReportPaintTheThemesPage(theme: PictureTheme) throws {
        let timeline = TestData.sample
        let inks = PictureInks(theme: theme)
        let state = ViewerState.opening(timeline, hour: 12, size: Size(columns: 100, rows: 30))
        let context = DayChart.Context(data: timeline.data, calendar: timeline.calendar)
        let pictures = [
            DayPicture.picture(state: state, timeline: timeline, context: context, width: 1000, height: 600, inks: inks),
            ProfilePicture.picture(state: state, timeline: timeline, context: context, width: 1000, height: 600, inks: inks),
            WeekPicture.picture(state: state, timeline: timeline, context: context, width: 1000, height: 600, inks: inks),
        ]
        let report = AGPReport(timeline: timeline, unit: .mgdl,
                               details: .init(name: nil, source: "test", made: "2026-12-02", theme: theme)).picture
        for picture in pictures + [report] {
            #expect(try Self.background(picture) == inks.background.hex)
        }
        #expect(PictureInks(theme: .light).background != PictureInks(theme: .dark).background)
    }
}
