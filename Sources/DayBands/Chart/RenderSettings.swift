/// How every layer is drawn, whatever the data: the calendar (zone and
/// clock), the band scale, the unit, the glyphs and colours, and what the
/// header calls the data. One value, so a layer's inputs name it whole.
public struct RenderSettings: Hashable, Sendable {
    public var calendar: DayCalendar
    public var scale: BandScale
    public var unit: GlucoseUnit
    public var style: RenderStyle
    public var source: String?
}

extension DayChart.Context {
    /// The context without its data.
    public var settings: RenderSettings {
        RenderSettings(calendar: calendar, scale: scale, unit: unit, style: style, source: source)
    }
}
