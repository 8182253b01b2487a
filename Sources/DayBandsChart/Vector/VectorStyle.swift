/// How a shape is painted: fill, stroke and their opacity, a dash pattern.
/// Nil fill or stroke is none (SVG's default fill, black, is never relied on).
public struct VectorStyle: Hashable, Sendable {
    public var fill: VectorColor?
    public var fillOpacity: Double
    public var stroke: VectorColor?
    public var strokeWidth: Double
    public var strokeOpacity: Double
    /// Dash and gap lengths; empty for a solid stroke.
    public var dash: [Double]

    public init(fill: VectorColor? = nil, fillOpacity: Double = 1, stroke: VectorColor? = nil, strokeWidth: Double = 1,
                strokeOpacity: Double = 1, dash: [Double] = []) {
        self.fill = fill
        self.fillOpacity = fillOpacity
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.strokeOpacity = strokeOpacity
        self.dash = dash
    }

    public static func filled(_ color: VectorColor, opacity: Double = 1) -> VectorStyle {
        VectorStyle(fill: color, fillOpacity: opacity)
    }

    public static func stroked(_ color: VectorColor, width: Double = 1, dash: [Double] = []) -> VectorStyle {
        VectorStyle(stroke: color, strokeWidth: width, dash: dash)
    }

    /// The style as SVG presentation attributes, each with a leading space.
    var attributes: String {
        let n = SVGMarkup.number
        var out = " fill=\"\(fill?.hex ?? "none")\""
        if fill != nil, fillOpacity < 1 { out += " fill-opacity=\"\(n(fillOpacity))\"" }
        if let stroke {
            out += " stroke=\"\(stroke.hex)\" stroke-width=\"\(n(strokeWidth))\""
            if strokeOpacity < 1 { out += " stroke-opacity=\"\(n(strokeOpacity))\"" }
            if !dash.isEmpty { out += " stroke-dasharray=\"\(dash.map(n).joined(separator: " "))\"" }
            out += " stroke-linejoin=\"round\""
        }
        return out
    }
}
