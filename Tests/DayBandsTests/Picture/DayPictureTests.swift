import Foundation
import FoundationXML
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer
@testable import DayBandsReport

/// The day as a vector picture, read back with a real XML parser: the curve
/// through the readings' own coordinates, cut into the bands by clipping,
/// lows marked, every label a text of its own at its own point.
struct DayPictureTests {
    static let size = (width: 1000.0, height: 600.0)

    /// A day at 120 with a dip to 50 at 03:00 and a peak to 450 at 15:00 (above the 420 ceiling).
    static func dipAndPeak(minute: Int) -> Double {
        let dip = max(0, 70 - Double(abs(minute - 180))) // 120 - 70 = 50 at 03:00
        let peak = max(0, 330 - Double(abs(minute - 900)) * 3) // 120 + 330 = 450 at 15:00
        return 120 - dip + peak
    }

    static func picture(_ readings: [GlucoseReading], hour: Int = 12, doses: [InsulinDose] = [],
                        colored: Bool = true) throws -> (XMLDocument, DayPictureFrame) {
        let timeline = TestData.timeline(readings, doses: doses)
        let state = ViewerState.opening(timeline, hour: hour, size: Size(columns: 100, rows: 30))
        let context = DayChart.Context(data: timeline.data, calendar: TestData.utc)
        let picture = DayPicture.picture(state: state, timeline: timeline, context: context,
                                         width: size.width, height: size.height, inks: PictureInks(colored: colored))
        let frame = DayPictureFrame(width: size.width, height: size.height, day: TestData.day.interval, scale: .standard,
                                    valueLabelWidth: 0, legendLines: 0, doses: false, statisticsWidth: nil)
        return (try XMLDocument(data: Data(picture.document.utf8)), frame)
    }

    static func nodes(_ xpath: String, in document: XMLDocument) throws -> [XMLNode] {
        try document.nodes(forXPath: xpath)
    }

    static func attribute(_ name: String, of node: XMLNode) throws -> String? {
        try node.nodes(forXPath: "@\(name)").first?.stringValue
    }

    static func number(_ name: String, of node: XMLNode) throws -> Double {
        try #require(try attribute(name, of: node).flatMap(Double.init))
    }

    /// The points of a path made of M and L commands.
    static func points(of path: XMLNode) throws -> [(x: Double, y: Double)] {
        let data = try #require(try attribute("d", of: path))
        return data.split(whereSeparator: { $0 == "M" || $0 == "L" || $0 == "Z" }).map { pair in
            let numbers = pair.split(separator: " ").compactMap { Double($0) }
            return (numbers[0], numbers[1])
        }
    }

    @Test func theLineGoesThroughEveryReadingInEachRangesColour() throws {
        let readings = TestData.readings(Self.dipAndPeak)
        let (document, _) = try Self.picture(readings)
        let bands = try Self.nodes("//*[local-name()='g'][starts-with(@class, 'line range-')]", in: document)
        #expect(bands.count == 5, "one a consensus range")
        let plot = try #require(try Self.nodes("//*[local-name()='g'][@class='plot']/*[local-name()='rect']", in: document).first)
        let left = try Self.number("x", of: plot), top = try Self.number("y", of: plot)
        let width = try Self.number("width", of: plot), height = try Self.number("height", of: plot)
        let strokes = Set(try bands.map { band in try Self.attribute("stroke", of: try #require(band.children?.first)) ?? "" })
        #expect(strokes.count == 4, "one colour a range: very low and low both the low's red")
        for band in bands {
            let path = try #require(band.children?.first)
            let points = try Self.points(of: path)
            #expect(points.count == readings.count)
            for (point, reading) in zip(points, readings) {
                let x = left + width * reading.time.timeIntervalSince(TestData.day.interval.start) / 86_400
                let clamped = min(max(reading.mgdl, 60), 420)
                #expect(abs(point.x - x) < 0.01)
                #expect(abs(point.y - (top + height - height * (clamped - 60) / 360)) < 0.01)
            }
        }
    }

    @Test func eachBandIsClippedToItsStripAndThePeakIsFilledUnderTheCeiling() throws {
        let (document, _) = try Self.picture(TestData.readings(Self.dipAndPeak))
        let clips = try Self.nodes("//*[local-name()='clipPath']/*[local-name()='rect']", in: document)
        let plot = try #require(try Self.nodes("//*[local-name()='g'][@class='plot']/*[local-name()='rect']", in: document).first)
        let top = try Self.number("y", of: plot), height = try Self.number("height", of: plot)
        func y(_ mgdl: Double) -> Double { top + height - height * (mgdl - 60) / 360 }
        let strips = try clips.prefix(5).map { (try Self.number("y", of: $0), try Self.number("height", of: $0)) }
        // Bottom band first; the outer ones reach past the plot's edges.
        #expect(abs(strips[1].0 - y(100)) < 0.01 && abs(strips[1].1 - (y(75) - y(100))) < 0.01)
        #expect(abs(strips[2].0 - y(200)) < 0.01 && abs(strips[2].1 - (y(100) - y(200))) < 0.01)
        #expect(strips[4].0 < top)
        let topArea = try #require(try Self.nodes("//*[local-name()='g'][@class='area band-300-420']/*[local-name()='path']",
                                                  in: document).first)
        #expect(try Self.points(of: topArea).contains { abs($0.y - top) < 0.01 }, "the clipped peak's area reaches the ceiling")
    }

    @Test func lowsAreMarkedAtTheFloorWithTheLowestReading() throws {
        let (document, _) = try Self.picture(TestData.readings(Self.dipAndPeak))
        let marks = try #require(try Self.nodes("//*[local-name()='g'][@class='marks']", in: document).first)
        let red = PictureInks(colored: true).color(.low).hex
        let bars = try marks.nodes(forXPath: "*[local-name()='rect']").filter { try Self.attribute("fill", of: $0) == red }
        #expect(bars.count == 1)
        let labels = try marks.nodes(forXPath: "*[local-name()='text']").compactMap(\.stringValue)
        #expect(labels == ["▼ 50"])
        // The stretch below 69.5 (a low, rounded): 50 + |m - 180| < 69.5, 19.5 minutes either side of 03:00.
        let bar = try #require(bars.first)
        let x = try Self.number("x", of: bar), width = try Self.number("width", of: bar)
        let plot = try #require(try Self.nodes("//*[local-name()='g'][@class='plot']/*[local-name()='rect']", in: document).first)
        let perMinute = try Self.number("width", of: plot) / 1440
        #expect(abs(x - (try Self.number("x", of: plot) + (180 - 19.5) * perMinute)) < 0.05)
        #expect(abs(width - 39 * perMinute) < 0.05)
    }

    @Test func everyLabelIsATextOfItsOwnAndTheHoursSpreadEvenly() throws {
        let (document, _) = try Self.picture(TestData.readings(Self.dipAndPeak))
        let texts = try Self.nodes("//*[local-name()='text']", in: document)
        for text in texts {
            let words = text.stringValue ?? ""
            #expect(!words.contains("  "), "no space-padded text: '\(words)'")
            #expect(!(try Self.attribute("x", of: text) ?? "").contains(" "), "one position a text")
        }
        let all = texts.compactMap(\.stringValue).joined(separator: "|")
        #expect(!all.contains("quit") && !all.contains("help"), "no key hints")
        let hours = try Self.nodes("//*[local-name()='text'][@class='hour-label']", in: document)
        #expect(hours.compactMap(\.stringValue) == (0..<24).map { String(format: "%02d", $0) })
        let xs = try hours.map { try Self.number("x", of: $0) }
        let plot = try #require(try Self.nodes("//*[local-name()='g'][@class='plot']/*[local-name()='rect']", in: document).first)
        #expect(abs(xs[0] - (try Self.number("x", of: plot))) < 0.01)
        let step = (try Self.number("width", of: plot)) / 24
        for (a, b) in zip(xs, xs.dropFirst()) { #expect(abs(b - a - step) < 0.02) }
        #expect(all.contains("max 450") && all.contains("min 50"))
    }

    @Test func withoutColourEveryInkIsAGrey() throws {
        let (document, _) = try Self.picture(TestData.readings(Self.dipAndPeak), colored: false)
        let fills = try Self.nodes("//@fill | //@stroke", in: document).compactMap(\.stringValue).filter { $0 != "none" }
        for fill in Set(fills) {
            let digits = Array(fill.dropFirst())
            #expect(digits.count == 6 && digits[0...1] == digits[2...3] && digits[2...3] == digits[4...5], "\(fill)")
        }
    }

    @Test func theCurveBreaksAtAGapAndALoneReadingIsAPoint() {
        let readings = TestData.readings(to: 60) { _ in 100 } + [GlucoseReading(time: TestData.time(5), mgdl: 150)]
            + TestData.readings(from: 600, to: 700) { _ in 120 }
        let curve = DayCurve(readings: readings, maximumJoin: 15 * 60)
        #expect(curve.runs.map(\.count) == [12, 1, 20])
        #expect(curve.value(at: TestData.time(0, 7)) == 100)
        #expect(curve.value(at: TestData.time(3)) == nil)
    }
}
