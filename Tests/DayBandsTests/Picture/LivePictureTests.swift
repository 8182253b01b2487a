import Foundation
import FoundationXML
import Testing
@testable import DayBandsChart
@testable import DayBandsViewer
@testable import DayBandsReport

/// `render --format svg|png` of live data draws what the viewer opens on:
/// the live window across midnight with the forecast ahead of now, the
/// basal lane ending at now; a day asked for is that calendar day.
struct LivePictureTests {
    static func document(_ model: ViewerModel) throws -> XMLDocument {
        let context = DayChart.Context(data: model.page.data, calendar: NightFall.calendar)
        let picture = DayPicture.picture(state: model.state, timeline: model.page, context: context, width: 1000, height: 600,
                                         inks: PictureInks(), forecast: model.forecast, now: model.clock)
        return try XMLDocument(data: Data(picture.document.utf8))
    }

    static func texts(_ kind: String, in document: XMLDocument) throws -> [String] {
        try DayPictureTests.nodes("//*[local-name()='text'][@class='\(kind)']", in: document).map { $0.stringValue ?? "" }
    }

    /// The plot's left edge and width, and x of an instant on the window `interval`.
    static func x(_ instant: Date, in document: XMLDocument, interval: DateInterval) throws -> Double {
        let plot = try #require(try DayPictureTests.nodes("//*[local-name()='g'][@class='plot']/*[local-name()='rect']", in: document).first)
        let left = try DayPictureTests.number("x", of: plot), width = try DayPictureTests.number("width", of: plot)
        return left + width * instant.timeIntervalSince(interval.start) / interval.duration
    }

    @Test func atTwentyToOneTheFallBeforeMidnightAndTheForecastAreDrawn() throws {
        let model = NightFall.model()
        let window = try #require(model.state.liveInterval(in: model.page))
        let forecast = try #require(model.forecast)
        #expect(forecast.name == "forecast (AR2)")
        let document = try Self.document(model)
        let titles = try Self.texts("title", in: document)
        #expect(titles.first?.split(separator: " ").joined(separator: " ") == "last 12 h + forecast (AR2) Mon 9 Mar to Tue 10 Mar", "\(titles)")
        // The axis is labelled on through midnight.
        let hours = try Self.texts("hour-label", in: document)
        #expect(hours.contains("22") && hours.contains("00") && hours.firstIndex(of: "22")! < hours.firstIndex(of: "00")!, "\(hours)")
        // The fall's lowest, 50 at 00:40, is marked as a low.
        #expect(try Self.texts("low-label", in: document).contains { $0.hasSuffix("50") })
        // The forecast starts at the newest reading and runs only ahead of it, dotted, in its own ink.
        let line = try #require(try DayPictureTests.nodes("//*[local-name()='g'][@class='forecast-line']/*[local-name()='path']", in: document).first)
        let points = try DayPictureTests.points(of: line)
        let newest = try Self.x(NightFall.now, in: document, interval: window)
        #expect(abs(points[0].x - newest) < 0.01 && points.dropFirst().allSatisfy { $0.x > newest })
        #expect(try DayPictureTests.attribute("stroke", of: line) == PictureInks().color(.forecast).hex)
        #expect(try DayPictureTests.attribute("stroke-dasharray", of: line) != nil)
        #expect(try Self.texts("legend-label", in: document).contains("forecast (AR2)"))
        // The profile's rates ahead of now were not delivered: the lane ends at now.
        let basal = try DayPictureTherapyTests.rects("basal scheduled", in: document)
        #expect(!basal.isEmpty && basal.allSatisfy { $0.x + $0.width <= newest + 0.01 })
    }

    @Test func aDayAskedForIsItsCalendarDayWithNoForecast() throws {
        var model = NightFall.model()
        _ = model.update(.event(.moveDay(-1)))
        #expect(model.state.liveWindow == nil)
        let document = try Self.document(model)
        #expect(try Self.texts("title", in: document).first == "Mon 2026-03-09")
        #expect(try DayPictureTests.nodes("//*[local-name()='g'][@class='forecast']", in: document).isEmpty)
        #expect(!(try Self.texts("legend-label", in: document)).contains("forecast (AR2)"))
    }
}
