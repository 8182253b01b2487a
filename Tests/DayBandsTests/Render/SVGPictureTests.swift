import Foundation
import FoundationXML
import Testing
@testable import DayBands

/// The SVG picture, read back with a real XML parser: every cell's colour where
/// the screen has it, the callout text, the pixel size, the legend, escaping.
struct SVGPictureTests {
    /// A rectangle of the picture and its fill.
    struct Box {
        var x, y, width, height: Double
        var fill: String
        var opacity: Double

        func contains(_ px: Double, _ py: Double) -> Bool {
            px >= x && px < x + width && py >= y && py < y + height
        }
    }

    static let palette = Palette(depth: .ansi256)

    /// Oct 12 of the sample (the peak above 420), cursor at 19:00, pin at 08:00.
    static func peakDay(size: Size = Size(columns: 100, rows: 30)) throws -> Scene {
        let timeline = TestData.sample
        let dayIndex = try timeline.dayIndex(iso: "2026-10-12").get()
        var state = ViewerState.opening(timeline, dayIndex: dayIndex, hour: 19, size: size)
        state.selection.pin = HourMark(dayIndex: dayIndex, hour: 8)
        let builder = SceneBuilder(timeline: timeline, context: .init(data: timeline.data, calendar: timeline.calendar))
        return builder.scene(for: state)
    }

    static func document(_ picture: SVGPicture) throws -> XMLDocument {
        try XMLDocument(data: Data(picture.text.utf8))
    }

    /// An attribute's value, read through XPath.
    static func attribute(_ name: String, of node: XMLNode) throws -> String? {
        try node.nodes(forXPath: "@\(name)").first?.stringValue
    }

    static func boxes(in element: XMLNode) throws -> [Box] {
        try element.nodes(forXPath: ".//*[local-name()='rect']").map { rect in
            func number(_ name: String, _ fallback: Double = 0) throws -> Double {
                try attribute(name, of: rect).flatMap(Double.init) ?? fallback
            }
            return Box(x: try number("x"), y: try number("y"), width: try number("width"), height: try number("height"),
                       fill: try attribute("fill", of: rect) ?? "", opacity: try number("fill-opacity", 1))
        }
    }

    static func group(_ id: String, in document: XMLDocument) throws -> XMLNode {
        try #require(try document.nodes(forXPath: "//*[local-name()='g'][@id='\(id)']").first)
    }

    static func texts(in node: XMLNode) throws -> [String] {
        try node.nodes(forXPath: ".//*[local-name()='text']").compactMap(\.stringValue)
    }

    static func hex(_ ink: Ink) throws -> String {
        SVGPicture.hex(try #require(palette.color(ink)))
    }

    /// The fill a point of the picture shows: the last (topmost) opaque rectangle over it.
    static func fill(at px: Double, _ py: Double, in boxes: [Box]) -> String? {
        boxes.last { $0.contains(px, py) && $0.opacity == 1 }?.fill
    }

    @Test func everyBandCellOfTheChartIsARectangleOfItsPaletteColour() throws {
        let scene = try Self.peakDay()
        let chart = try #require(scene.layers[.chart])
        let picture = SVGPicture(scene: Scene(size: scene.size, layers: [.chart: chart]), palette: Self.palette, legend: [])
        let boxes = try Self.boxes(in: try Self.group("chart", in: try Self.document(picture)))
        var checked = 0
        var tones = Set<BandTone>()
        for y in 0..<chart.grid.size.rows {
            for x in 0..<chart.grid.size.columns {
                let cell = try #require(chart.grid[x, y])
                let left = Double(x + chart.origin.x) * 10, top = Double(y + chart.origin.y) * 20
                switch (cell.symbol, cell.fg, cell.bg) {
                case ("█", .area(let tone), _), ("█", .line(let tone), _):
                    #expect(Self.fill(at: left + 5, top + 10, in: boxes) == (try Self.hex(cell.fg)), "cell \(x),\(y) \(cell)")
                    tones.insert(tone)
                    checked += 1
                case ("▄", _, let upper):
                    // The lower band in front, the upper behind (or nothing, on the
                    // top edge): both halves keep their colour.
                    #expect(Self.fill(at: left + 5, top + 15, in: boxes) == (try Self.hex(cell.fg)), "cell \(x),\(y)")
                    let behind = upper == .none ? "#1c1c1c" : try Self.hex(upper)
                    #expect(Self.fill(at: left + 5, top + 5, in: boxes) == behind, "cell \(x),\(y)")
                    checked += 1
                case ("▂", .line, _):
                    // Two eighths: the bottom quarter is coloured, the top is the background.
                    #expect(Self.fill(at: left + 5, top + 18, in: boxes) == (try Self.hex(cell.fg)), "cell \(x),\(y)")
                    #expect(Self.fill(at: left + 5, top + 10, in: boxes) == "#1c1c1c", "cell \(x),\(y)")
                    checked += 1
                default:
                    break
                }
            }
        }
        #expect(checked > 500)
        #expect(tones == Set(BandTone.allCases))
    }

    /// The profile's ranges to half a cell: a split cell keeps both halves'
    /// colours, a cell with only its upper half in a range is filled above
    /// its middle and empty below, and the two ranges differ in colour.
    @Test func theProfilesRangesAreDrawnToHalfACell() throws {
        let timeline = TestData.sample
        var state = ViewerState.opening(timeline, size: Size(columns: 100, rows: 30))
        state.mode = .profile
        let builder = SceneBuilder(timeline: timeline, context: .init(data: timeline.data, calendar: timeline.calendar))
        let chart = try #require(builder.scene(for: state).layers[.chart])
        let picture = SVGPicture(scene: Scene(size: state.size, layers: [.chart: chart]), palette: Self.palette, legend: [])
        let boxes = try Self.boxes(in: try Self.group("chart", in: try Self.document(picture)))
        var upper = 0, split = 0, whole = 0
        for y in 0..<chart.grid.size.rows {
            for x in 0..<chart.grid.size.columns {
                let cell = try #require(chart.grid[x, y])
                let left = Double(x + chart.origin.x) * 10 + 5, top = Double(y + chart.origin.y) * 20
                let back = cell.bg == .none ? "#1c1c1c" : try Self.hex(cell.bg)
                switch (cell.symbol, cell.fg) {
                case ("▀", .outer), ("▀", .area):
                    #expect(Self.fill(at: left, top + 5, in: boxes) == (try Self.hex(cell.fg)), "cell \(x),\(y)")
                    #expect(Self.fill(at: left, top + 15, in: boxes) == back, "cell \(x),\(y)")
                    upper += 1
                case ("▄", .outer), ("▄", .area):
                    #expect(Self.fill(at: left, top + 15, in: boxes) == (try Self.hex(cell.fg)), "cell \(x),\(y)")
                    #expect(Self.fill(at: left, top + 5, in: boxes) == back, "cell \(x),\(y)")
                    split += 1
                case ("█", .outer):
                    #expect(Self.fill(at: left, top + 10, in: boxes) == (try Self.hex(cell.fg)), "cell \(x),\(y)")
                    whole += 1
                default:
                    break
                }
            }
        }
        #expect(upper > 10 && split > 10 && whole > 10, "\(upper) upper halves, \(split) split, \(whole) whole")
        for tone in BandTone.allCases {
            #expect(try Self.hex(.outer(tone)) != (try Self.hex(.inner(tone))), "\(tone)")
        }
    }

    @Test func theBandColoursAreTheTerminalsOwn() throws {
        // 52, 58, 22, 94 are the 256-colour palette's quiet area shades, as xterm draws them;
        // 124, 178, 28, 166 the profile's inner range.
        #expect(try Self.hex(.area(.red)) == "#5f0000")
        #expect(try Self.hex(.area(.yellow)) == "#5f5f00")
        #expect(try Self.hex(.area(.green)) == "#005f00")
        #expect(try Self.hex(.area(.orange)) == "#875f00")
        #expect(try Self.hex(.inner(.red)) == "#af0000")
        #expect(try Self.hex(.inner(.orange)) == "#d75f00")
        #expect(try Self.hex(.low) == "#ff0000")
        #expect(SVGPicture.hex(1) == "#cd0000")
        #expect(SVGPicture.hex(244) == "#808080")
    }

    @Test func everyLayerIsAGroupAndTheCalloutsSayWhatTheScreenSays() throws {
        let scene = try Self.peakDay()
        let document = try Self.document(SVGPicture(scene: scene, palette: Self.palette, legend: []))
        let ids = try document.nodes(forXPath: "//*[local-name()='g']").compactMap { try Self.attribute("id", of: $0) }
        #expect(ids == LayerKind.allCases.filter { scene.layers[$0] != nil }.map { "\($0)" })
        let live = try Self.texts(in: try Self.group("liveCallout", in: document)).joined(separator: "\n")
        let pinned = try Self.texts(in: try Self.group("pinCallout", in: document)).joined(separator: "\n")
        let screen = scene.composed().lines.joined(separator: "\n")
        let liveReading = try #require(live.firstMatch(of: /\d\d:\d\d  \d+ mg\/dL/))
        #expect(screen.contains(liveReading.output))
        #expect(live.contains("19:00"))
        #expect(pinned.contains("pin 08:00"))
        #expect(live.contains("Δ pin"))
    }

    @Test func aGivenPixelSizeIsThePicturesSizeAndHoldsEverything() throws {
        let scene = try Self.peakDay(size: Size(columns: 80, rows: 24))
        let legend = SVGPicture.legend(for: .standard, unit: .mgdl, style: RenderStyle())
        let picture = SVGPicture(scene: scene, palette: Self.palette, legend: legend, pixels: Size(columns: 1200, rows: 700))
        let document = try Self.document(picture)
        let root = try #require(document.rootElement())
        #expect(try Self.attribute("width", of: root) == "1200")
        #expect(try Self.attribute("height", of: root) == "700")
        for box in try Self.boxes(in: root) {
            #expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= 1200.01 && box.y + box.height <= 700.01)
        }
    }

    @Test func theLegendNamesEveryBandInTheDisplayUnit() throws {
        let scene = try Self.peakDay()
        let mgdl = SVGPicture.legend(for: .standard, unit: .mgdl, style: RenderStyle())
        let texts = try Self.texts(in: try Self.group("legend", in: try Self.document(SVGPicture(scene: scene, palette: Self.palette, legend: mgdl))))
        #expect(texts == ["mg/dL", "60–75 band", "75–100 band", "100–200 band", "200–300 band", "300–420 band"])
        let mmol = SVGPicture.legend(for: .standard, unit: .mmol, style: RenderStyle())
        #expect(mmol.map(\.label).contains("5.6–11.1 band"))
        #expect(mmol.first?.label == "mmol/L")
    }

    @Test func aNarrowPictureWrapsItsLegendAndCutsNoLabel() throws {
        let scene = try Self.peakDay(size: Size(columns: 40, rows: 12))
        let legend = SVGPicture.legend(for: .standard, unit: .mgdl, style: RenderStyle())
        let picture = SVGPicture(scene: scene, palette: Self.palette, legend: legend)
        let group = try Self.group("legend", in: try Self.document(picture))
        #expect(try Self.texts(in: group) == legend.map(\.label))
        #expect(picture.height > 12 * 20 + 20)
        for node in try group.nodes(forXPath: ".//*[local-name()='text']") {
            let xs = try #require(try Self.attribute("x", of: node)).split(separator: " ").compactMap { Double($0) }
            #expect((xs.last ?? 0) + 10 <= 400, "\(node.stringValue ?? "") runs past the right edge")
        }
    }

    @Test func textFromTheDataIsEscapedAndCharactersXMLCannotHoldAreReplaced() throws {
        var grid = CellGrid(size: Size(columns: 20, rows: 1))
        grid.write("a<b>&\"c\u{1}d", x: 0, y: 0)
        let scene = Scene(size: grid.size, layers: [.message: Layer(origin: Point(x: 0, y: 0), grid: grid, revision: 0)])
        let document = try Self.document(SVGPicture(scene: scene, palette: Self.palette, legend: []))
        #expect(try Self.texts(in: try Self.group("message", in: document)) == ["a<b>&\"c\u{FFFD}d"])
    }

    @Test func monochromeKeepsTheBandsApartByShade() throws {
        let legend = SVGPicture.legend(for: .standard, unit: .mgdl, style: RenderStyle(monochrome: true))
        #expect(legend.compactMap(\.swatch?.symbol) == ["▒", "░", "·", "░", "▒"])
    }
}
