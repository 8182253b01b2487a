/// A terminal size in cells.
public struct Size: Hashable, Sendable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}

/// As `--size` and `--pixels` take it: `100x30`.
extension Size: CustomStringConvertible {
    public var description: String { "\(columns)x\(rows)" }
}

/// A cell position, origin top-left.
public struct Point: Hashable, Sendable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// A rectangle of cells, origin top-left; `x ..< x + width` by `y ..< y + height`.
public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var left: Int { x }
    public var top: Int { y }
    public var right: Int { x + width }
    public var bottom: Int { y + height }
    public var origin: Point { Point(x: x, y: y) }
    public var size: Size { Size(columns: width, rows: height) }

    public func contains(_ point: Point) -> Bool {
        point.x >= left && point.x < right && point.y >= top && point.y < bottom
    }

    /// Whether the two share at least one cell.
    public func intersects(_ other: Rect) -> Bool {
        left < other.right && other.left < right && top < other.bottom && other.top < bottom
    }
}
