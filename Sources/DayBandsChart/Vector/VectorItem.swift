/// One thing drawn in a vector picture: a group of things, a path, a
/// rectangle, a line or a text.
public indirect enum VectorItem: Hashable, Sendable {
    case group(VectorGroup)
    case path(VectorPath, VectorStyle)
    case rect(x: Double, y: Double, width: Double, height: Double, VectorStyle)
    case line(from: VectorPoint, to: VectorPoint, VectorStyle)
    case text(VectorText)
}

/// Things drawn together: named by a class (`agp`, `day-tile`), optionally
/// clipped to a rectangle (a day's curve stays inside its tile).
public struct VectorGroup: Hashable, Sendable {
    public var kind: String
    public var clip: VectorClip?
    public var items: [VectorItem]

    public init(kind: String, clip: VectorClip? = nil, items: [VectorItem] = []) {
        self.kind = kind
        self.clip = clip
        self.items = items
    }

    public mutating func add(_ item: VectorItem) { items.append(item) }
    public mutating func add(_ text: VectorText) { items.append(.text(text)) }
    public mutating func add(_ path: VectorPath, _ style: VectorStyle) { items.append(.path(path, style)) }
}

/// The rectangle a group is clipped to.
public struct VectorClip: Hashable, Sendable {
    public var x: Double, y: Double, width: Double, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
