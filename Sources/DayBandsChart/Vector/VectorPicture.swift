import DayBandsRecords
/// A picture drawn in continuous coordinates (pixels at 96 per inch, as SVG
/// and CSS count them) and written as SVG: the AGP report and the day picture
/// are made of it, and the same SVG is shown in a browser (`HTMLPage`),
/// rasterised to PNG and printed to PDF (librsvg and cairo, in the executable).
public struct VectorPicture: Hashable, Sendable {
    public var width: Double
    public var height: Double
    /// Painted under everything, so the picture prints as it shows.
    public var background: VectorColor
    public var title: String
    public var root: VectorGroup

    public init(width: Double, height: Double, background: VectorColor, title: String, root: VectorGroup) {
        self.width = width
        self.height = height
        self.background = background
        self.title = title
        self.root = root
    }

    public static let fontFamily = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"

    /// The picture as an SVG document.
    public var document: String { "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element }

    /// The picture as one `<svg>` element, to stand alone or inside an HTML page.
    public var element: String {
        let n = SVGMarkup.number
        var writer = Writer()
        writer.write(.group(root))
        let title = SVGMarkup.escaped(PrintableText.escaped(self.title, limit: VectorText.limit))
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"\(Self.fontFamily)\">\n"
            + "<title>\(title)</title>\n"
            + "<rect class=\"background\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"\(background.hex)\"/>\n"
            + writer.out + "</svg>\n"
    }

    /// Writes items as SVG, numbering the clip paths it defines.
    private struct Writer {
        var out = ""
        var clips = 0

        mutating func write(_ item: VectorItem) {
            let n = SVGMarkup.number
            switch item {
            case .group(let group):
                var clipAttribute = ""
                if let clip = group.clip {
                    clips += 1
                    out += "<clipPath id=\"clip\(clips)\"><rect x=\"\(n(clip.x))\" y=\"\(n(clip.y))\" "
                        + "width=\"\(n(clip.width))\" height=\"\(n(clip.height))\"/></clipPath>\n"
                    clipAttribute = " clip-path=\"url(#clip\(clips))\""
                }
                out += "<g class=\"\(SVGMarkup.escaped(group.kind))\"\(clipAttribute)>\n"
                group.items.forEach { write($0) }
                out += "</g>\n"
            case .path(let path, let style):
                out += "<path d=\"\(path.data)\"\(style.attributes)/>\n"
            case .rect(let x, let y, let width, let height, let style):
                out += "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(max(0, width)))\" height=\"\(n(max(0, height)))\""
                    + "\(style.attributes)/>\n"
            case .line(let from, let to, let style):
                out += "<line x1=\"\(n(from.x))\" y1=\"\(n(from.y))\" x2=\"\(n(to.x))\" y2=\"\(n(to.y))\"\(style.attributes)/>\n"
            case .text(let text):
                out += text.element + "\n"
            }
        }
    }
}
