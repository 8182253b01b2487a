import DayBandsRecords
/// How every layer is drawn, whatever the data: the calendar (zone and
/// clock), the band scale, the unit, the glyphs and colours, and what the
/// header calls the data. One value, so a layer's inputs name it whole.
public struct RenderSettings: Hashable, Sendable {
    public var calendar: DayCalendar
    public var scale: BandScale
    public var unit: GlucoseUnit
    public var style: RenderStyle
    public var source: String?

    public init(calendar: DayCalendar, scale: BandScale = .standard, unit: GlucoseUnit = .mgdl,
                style: RenderStyle = RenderStyle(), source: String? = nil) {
        self.calendar = calendar
        self.scale = scale
        self.unit = unit
        self.style = style
        self.source = source
    }
}
