import DayBandsChart
/// The layers of a screen, bottom to top. A front end keeps one window per
/// kind and stacks them in this order; an absent layer is hidden, not removed.
public enum LayerKind: Int, CaseIterable, Comparable, Sendable {
    case chart
    /// The live row: the glucose now and the device status (`LiveHeader`).
    case live
    /// Another day's curve over the plot (`o`), under the guides.
    case overlay
    case overview
    /// The week view's highlighted day (its title marked).
    case highlight
    case pinGuide
    case cursor
    case statistics
    case pinCallout
    case liveCallout
    case status
    case help
    case message

    public static func < (a: LayerKind, b: LayerKind) -> Bool { a.rawValue < b.rawValue }
}

/// One layer: a grid of cells placed on the screen. `revision` identifies the
/// content, so a front end repaints a layer's window only when it changes.
public struct Layer: Hashable, Sendable {
    public var origin: Point
    public var grid: CellGrid
    public var revision: Int

    public init(origin: Point, grid: CellGrid, revision: Int) {
        self.origin = origin
        self.grid = grid
        self.revision = revision
    }
}

/// Everything on the screen, as layers.
public struct Scene: Sendable {
    public var size: Size
    public var layers: [LayerKind: Layer]
    /// Where the cursor's box was drawn, on which chart: the run loop gives
    /// it back to the model (`ViewerMessage.drawn`), so the next frame keeps it there while it fits.
    public var calloutPlace: CalloutPlace?

    public init(size: Size, layers: [LayerKind: Layer] = [:]) {
        self.size = size
        self.layers = layers
    }

    /// The layers flattened bottom to top into one grid: what the terminal shows.
    public func composed() -> CellGrid {
        var grid = CellGrid(size: size)
        for kind in LayerKind.allCases {
            if let layer = layers[kind] { grid.draw(layer.grid, at: layer.origin) }
        }
        return grid
    }
}
