import Foundation
import FoundationXML
import Testing
@testable import DayBandsChart

/// The vector primitives, read back with a real XML parser: texts with their
/// own position, anchor and class; escaping and sanitising; clipped groups;
/// smooth curves that never leave their points' range; bands as one shape.
struct VectorPictureTests {
    static let ink = VectorColor(0x202020)

    static func parsed(_ picture: VectorPicture) throws -> XMLDocument {
        try XMLDocument(data: Data(picture.document.utf8))
    }

    /// An attribute's value, read through XPath (the SVG namespace hides it from `attribute(forName:)`).
    static func attribute(_ name: String, of node: XMLNode) throws -> String? {
        try node.nodes(forXPath: "@\(name)").first?.stringValue
    }

    static func picture(_ items: [VectorItem], title: String = "test") -> VectorPicture {
        VectorPicture(width: 200, height: 100, background: VectorColor(0xFFFFFF), title: title,
                      root: VectorGroup(kind: "page", items: items))
    }

    @Test func textKeepsItsPositionAnchorAndClass() throws {
        let labels = (0..<3).map { index in
            VectorItem.text(VectorText(String(format: "%02d", index * 2), at: VectorPoint(x: 10.5 + Double(index) * 40, y: 90),
                                       kind: "hour-label", size: 10, color: Self.ink, anchor: .middle))
        }
        let document = try Self.parsed(Self.picture(labels))
        let texts = try document.nodes(forXPath: "//*[local-name()='text'][@class='hour-label']")
        #expect(texts.map(\.stringValue) == ["00", "02", "04"])
        #expect(try texts.map { try Self.attribute("x", of: $0) } == ["10.5", "50.5", "90.5"])
        let anchors = try texts.compactMap { try Self.attribute("text-anchor", of: $0) }
        #expect(anchors == ["middle", "middle", "middle"])
    }

    @Test func textIsEscapedSanitisedAndCollapsed() throws {
        let hostile = "a<b>&\"c\"\u{1B}[31m   d\u{202E}e" + String(repeating: "x", count: 500)
        let item = VectorItem.text(VectorText(hostile, at: VectorPoint(x: 0, y: 0), kind: "source", size: 10, color: Self.ink))
        let picture = Self.picture([item], title: "t<i>tle\u{7}")
        let document = try Self.parsed(picture)
        let text = try #require(try document.nodes(forXPath: "//*[local-name()='text']").first?.stringValue)
        #expect(text.hasPrefix("a<b>&\"c\"\\x1b[31m d\\u{202e}e"))
        #expect(text.hasSuffix("…"))
        #expect(text.count == VectorText.limit + 1)
        #expect(!picture.document.contains("\u{1B}") && !picture.document.contains("\u{7}"))
        #expect(try document.nodes(forXPath: "//*[local-name()='title']").first?.stringValue == "t<i>tle\\x07")
    }

    @Test func middleBaselineShiftsTheBaselineDown() {
        let middle = VectorText("x", at: VectorPoint(x: 0, y: 50), kind: "k", size: 10, color: Self.ink, baseline: .middle)
        let plain = VectorText("x", at: VectorPoint(x: 0, y: 50), kind: "k", size: 10, color: Self.ink)
        #expect(middle.baselineY > plain.baselineY && middle.baselineY < 50 + 10)
        #expect(middle.estimatedWidth > 0 && plain.estimatedWidth == middle.estimatedWidth)
    }

    @Test func groupsAreClippedWithTheirOwnClipPath() throws {
        let first = VectorGroup(kind: "day-tile", clip: VectorClip(x: 0, y: 0, width: 50, height: 40))
        let second = VectorGroup(kind: "day-tile", clip: VectorClip(x: 60, y: 0, width: 50, height: 40))
        let document = try Self.parsed(Self.picture([.group(first), .group(second)]))
        let groups = try document.nodes(forXPath: "//*[local-name()='g'][@class='day-tile']")
        let references = try groups.compactMap { try Self.attribute("clip-path", of: $0) }
        #expect(references == ["url(#clip1)", "url(#clip2)"])
        #expect(try document.nodes(forXPath: "//*[local-name()='clipPath']").count == 2)
    }

    @Test func stylesWriteNoneForNoFillAndTheDash() throws {
        let line = VectorItem.line(from: VectorPoint(x: 0, y: 10), to: VectorPoint(x: 100, y: 10),
                                   .stroked(VectorColor(0xFF0000), width: 1.5, dash: [4, 2]))
        let rect = VectorItem.rect(x: 1, y: 2, width: 3, height: 4, .filled(VectorColor(0x00FF00), opacity: 0.25))
        let svg = Self.picture([line, rect]).element
        #expect(svg.contains("<line x1=\"0\" y1=\"10\" x2=\"100\" y2=\"10\" fill=\"none\" stroke=\"#ff0000\" stroke-width=\"1.5\""))
        #expect(svg.contains("stroke-dasharray=\"4 2\""))
        #expect(svg.contains("<rect x=\"1\" y=\"2\" width=\"3\" height=\"4\" fill=\"#00ff00\" fill-opacity=\"0.25\"/>"))
    }

    /// The curve's y at many points along each cubic stays within its two ends' y.
    @Test func smoothCurveNeverOvershootsItsPoints() {
        let ys: [Double] = [50, 52, 90, 91, 20, 20, 21, 80, 10]
        let points = ys.enumerated().map { VectorPoint(x: Double($0.offset) * 10, y: $0.element) }
        let path = VectorPath.smooth(through: points)
        var start = points[0]
        var cubics = 0
        for command in path.commands {
            guard case .cubic(let c1, let c2, let end) = command else { continue }
            cubics += 1
            for step in 0...20 {
                let t = Double(step) / 20, u = 1 - t
                let y = u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y
                #expect(y >= min(start.y, end.y) - 1e-9 && y <= max(start.y, end.y) + 1e-9)
            }
            start = end
        }
        #expect(cubics == points.count - 1)
    }

    @Test func bandIsOneClosedShapeAlongBothCurves() {
        let upper = [VectorPoint(x: 0, y: 10), VectorPoint(x: 10, y: 12), VectorPoint(x: 20, y: 8)]
        let lower = [VectorPoint(x: 0, y: 30), VectorPoint(x: 10, y: 35), VectorPoint(x: 20, y: 28)]
        let band = VectorPath.band(upper: upper, lower: lower)
        let moves = band.commands.filter { if case .move = $0 { return true } else { return false } }
        #expect(moves.count == 1)
        #expect(band.commands.last == .close)
        #expect(band.commands.contains(.line(VectorPoint(x: 20, y: 28))))
        #expect(band.data.hasPrefix("M0 10C"))
    }

    @Test func numbersAreShort() {
        #expect(SVGMarkup.number(3) == "3")
        #expect(SVGMarkup.number(2.5) == "2.5")
        #expect(SVGMarkup.number(1.005) == "1" || SVGMarkup.number(1.005) == "1.01")
        #expect(SVGMarkup.number(-0.001) == "0")
        #expect(VectorColor(0x0A0B0C).hex == "#0a0b0c")
    }
}
