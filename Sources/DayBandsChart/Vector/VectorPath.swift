/// A point of a vector picture, in pixels from its top left corner.
public struct VectorPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// An outline in continuous coordinates: straight lines, cubic curves, closed
/// or open. `smooth(through:)` and `band(upper:lower:)` make the AGP's curves
/// and filled bands.
public struct VectorPath: Hashable, Sendable {
    public enum Command: Hashable, Sendable {
        case move(VectorPoint)
        case line(VectorPoint)
        case cubic(VectorPoint, VectorPoint, VectorPoint)
        case close
    }

    public private(set) var commands: [Command] = []

    public init() {}

    public mutating func move(to point: VectorPoint) { commands.append(.move(point)) }
    public mutating func line(to point: VectorPoint) { commands.append(.line(point)) }
    public mutating func curve(_ control1: VectorPoint, _ control2: VectorPoint, to point: VectorPoint) {
        commands.append(.cubic(control1, control2, point))
    }
    public mutating func close() { commands.append(.close) }

    /// Straight lines through the points.
    public static func polyline(_ points: [VectorPoint], closed: Bool = false) -> VectorPath {
        var path = VectorPath()
        for (index, point) in points.enumerated() {
            if index == 0 { path.move(to: point) } else { path.line(to: point) }
        }
        if closed, !points.isEmpty { path.close() }
        return path
    }

    /// A smooth curve through points whose x rises: monotone cubic (Fritsch and
    /// Carlson), so between two points the curve never goes above the higher or
    /// below the lower: a percentile curve shows no value that is not there.
    public static func smooth(through points: [VectorPoint]) -> VectorPath {
        var path = VectorPath()
        path.appendSmooth(points, moving: true)
        return path
    }

    /// The area between two smooth curves over the same x: along the upper one,
    /// back along the lower one, closed. One shape, so the band has no holes.
    public static func band(upper: [VectorPoint], lower: [VectorPoint]) -> VectorPath {
        var path = VectorPath()
        path.appendSmooth(upper, moving: true)
        path.appendSmooth(lower.reversed(), moving: false)
        if !upper.isEmpty || !lower.isEmpty { path.close() }
        return path
    }

    private mutating func appendSmooth(_ points: [VectorPoint], moving: Bool) {
        guard let first = points.first else { return }
        if moving { move(to: first) } else { line(to: first) }
        let slopes = Self.monotoneSlopes(points)
        for index in points.indices.dropFirst() {
            let a = points[index - 1], b = points[index]
            let third = (b.x - a.x) / 3
            curve(VectorPoint(x: a.x + third, y: a.y + slopes[index - 1] * third),
                  VectorPoint(x: b.x - third, y: b.y - slopes[index] * third), to: b)
        }
    }

    /// Tangents at each point that keep a cubic Hermite curve monotone between
    /// neighbours (zero at a peak or a trough, limited where steep).
    static func monotoneSlopes(_ points: [VectorPoint]) -> [Double] {
        let count = points.count
        guard count > 1 else { return Array(repeating: 0, count: count) }
        let secants = (0..<(count - 1)).map { index -> Double in
            let dx = points[index + 1].x - points[index].x
            return dx == 0 ? 0 : (points[index + 1].y - points[index].y) / dx
        }
        var slopes = [secants[0]] + (1..<(count - 1)).map { index in
            secants[index - 1] * secants[index] <= 0 ? 0 : (secants[index - 1] + secants[index]) / 2
        } + [secants[count - 2]]
        for index in secants.indices {
            guard secants[index] != 0 else {
                slopes[index] = 0
                slopes[index + 1] = 0
                continue
            }
            let a = slopes[index] / secants[index], b = slopes[index + 1] / secants[index]
            let length = a * a + b * b
            if length > 9 {
                let scale = 3 / length.squareRoot()
                slopes[index] = scale * a * secants[index]
                slopes[index + 1] = scale * b * secants[index]
            }
        }
        return slopes
    }

    /// The outline as the `d` attribute of an SVG path.
    public var data: String {
        let n = SVGMarkup.number
        func pair(_ point: VectorPoint) -> String { "\(n(point.x)) \(n(point.y))" }
        return commands.map { command in
            switch command {
            case .move(let point): return "M" + pair(point)
            case .line(let point): return "L" + pair(point)
            case .cubic(let c1, let c2, let point): return "C" + [c1, c2, point].map(pair).joined(separator: " ")
            case .close: return "Z"
            }
        }.joined()
    }
}
