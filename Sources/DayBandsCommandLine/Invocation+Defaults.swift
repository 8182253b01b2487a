import DayBands

/// What a command takes where an option is not given: one home for the
/// commands that apply it and the help that says it.
extension Invocation {
    /// `render`'s screen where there is no terminal to measure.
    public static let sizeWithoutTerminal = Size(columns: 100, rows: 30)
    /// A picture's pixels for each cell of the screen it draws.
    public static let pixelsPerCell = Size(columns: 10, rows: 20)
    /// `status`'s milliseconds the answer may take.
    public static let defaultStatusLimit = 500

    /// `--pixels`, else `screen`'s cells at `pixelsPerCell`.
    public func pixels(for screen: Size) -> Size {
        pixels ?? Size(columns: screen.columns * Self.pixelsPerCell.columns, rows: screen.rows * Self.pixelsPerCell.rows)
    }
}

