import DayBandsChart
import DayBandsRecords
import Foundation

/// Where the day picture's parts go, in pixels, and the plot's scales: time
/// across (a 23- or 25-hour day spreads its real hours over the same width),
/// glucose up over the band scale's fixed domain (values beyond it clipped to
/// its edges).
///
///     header (title, unit, source, range | max and min)
///     value labels | plot                              | statistics
///     top rate     | basal lane (when the data has basal rates)
///                  | dose lane (when the day has doses)
///                  | event lane (when the data has carbs, targets or changes)
///                  | hour labels
///     legend
struct DayPictureFrame {
    let width: Double
    let height: Double
    /// The body text size; every other size is a share of it.
    let font: Double
    let margin: Double
    let plot: PictureRect
    let basalLane: PictureRect?
    let doseLane: PictureRect?
    let eventLane: PictureRect?
    let hourBaseline: Double
    let legendTop: Double
    /// Where the statistics panel goes, right of the plot.
    let statistics: PictureRect?
    let day: DateInterval
    let scale: BandScale

    init(width: Double, height: Double, day: DateInterval, scale: BandScale, valueLabelWidth: Double,
         legendLines: Int, doses: Bool, lanes: TherapyLanes = TherapyLanes(), statisticsWidth: Double?) {
        self.width = width
        self.height = height
        self.day = day
        self.scale = scale
        font = Self.font(width: width, height: height)
        margin = font
        let legendHeight = Double(legendLines) * Self.legendLineHeight(font)
        legendTop = height - margin - legendHeight + font * 0.2
        let hourRow = font * 1.8
        let laneHeight = doses ? font * 1.5 : 0
        // Apart from the plot by more than its floor's value label reaches; as tall as two lines of text.
        let basalGap = lanes.basal ? font * 0.7 : 0, basalHeight = lanes.basal ? font * 2 : 0
        let eventHeight = lanes.events ? font * 1.5 : 0
        let top = margin + font * 2
        let bottom = legendTop - font * 0.6 - hourRow - laneHeight - basalGap - basalHeight - eventHeight
        let left = margin + valueLabelWidth + font * 0.5
        var right = width - margin
        if let statisticsWidth, right - statisticsWidth - margin - left >= width * 0.4 {
            statistics = PictureRect(x: right - statisticsWidth, y: top, width: statisticsWidth, height: bottom - top)
            right -= statisticsWidth + margin
        } else {
            statistics = nil
        }
        plot = PictureRect(x: left, y: top, width: max(1, right - left), height: max(1, bottom - top))
        basalLane = lanes.basal ? PictureRect(x: left, y: plot.bottom + basalGap, width: plot.width, height: basalHeight) : nil
        let lanesTop = plot.bottom + basalGap + basalHeight
        doseLane = doses ? PictureRect(x: left, y: lanesTop, width: plot.width, height: laneHeight) : nil
        eventLane = lanes.events ? PictureRect(x: left, y: lanesTop + laneHeight, width: plot.width, height: eventHeight) : nil
        hourBaseline = lanesTop + laneHeight + eventHeight + font * 1.4
    }

    /// A small chart's frame in a picture of many (the week's days): its plot
    /// given, no dose lane, legend or statistics; the hours under the plot.
    init(tile plot: PictureRect, in picture: (width: Double, height: Double), font: Double, day: DateInterval,
         scale: BandScale) {
        width = picture.width
        height = picture.height
        self.font = font
        margin = font
        self.plot = plot
        basalLane = nil
        doseLane = nil
        eventLane = nil
        statistics = nil
        hourBaseline = plot.bottom + font * 1.4
        legendTop = picture.height
        self.day = day
        self.scale = scale
    }

    /// The body text size for a picture's size: 14 px at the default 1000 by 600.
    static func font(width: Double, height: Double) -> Double {
        min(16, max(9, min(width / 70, height / 32)))
    }

    static func legendLineHeight(_ font: Double) -> Double { font * 1.5 }

    /// The size of the small labels: axis values, hours, the legend.
    var smallFont: Double { font * 0.85 }

    func x(_ instant: Date) -> Double {
        plot.x + plot.width * instant.timeIntervalSince(day.start) / day.duration
    }

    /// The instant at a horizontal position.
    func instant(atX x: Double) -> Date {
        day.start.addingTimeInterval((x - plot.x) / plot.width * day.duration)
    }

    func y(_ mgdl: Double) -> Double {
        let clamped = min(max(mgdl, scale.floor), scale.ceiling)
        return plot.bottom - plot.height * (clamped - scale.floor) / (scale.ceiling - scale.floor)
    }

    func point(_ reading: GlucoseReading) -> VectorPoint {
        VectorPoint(x: x(reading.time), y: y(reading.mgdl))
    }

    /// The plot's strip of one band: from its lower to its upper bound.
    func strip(of band: BandScale.Band) -> VectorClip {
        VectorClip(x: plot.x, y: y(band.upper), width: plot.width, height: y(band.lower) - y(band.upper))
    }
}
