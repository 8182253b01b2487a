/// Where the week picture's parts go, in pixels:
///
///     header (week, unit, source)
///     per day: title row (weekday and date | max and min), then its plot
///     hour labels under the last plot
///     the cursor's readout
///     legend
///
/// Every day's plot has the same columns. A picture too short for the
/// week's days at a readable height (`minimumPlot`) shows fewer, the
/// cursor's among them (or none, and says so), rather than plots too flat
/// to read.
struct WeekPictureLayout {
    let width: Double
    let height: Double
    let font: Double
    let margin: Double
    /// Under the header: where the first day's title row starts.
    let top: Double
    let legendTop: Double
    let readoutBaseline: Double
    let left: Double
    /// Room for the days' title rows and plots.
    let stack: Double

    /// A plot's least height, in body text sizes.
    static let minimumPlot = 2.0

    init(width: Double, height: Double, font: Double, legendLines: Int, valueLabelWidth: Double) {
        self.width = width
        self.height = height
        self.font = font
        margin = font
        top = margin + font * 1.6
        legendTop = height - margin - Double(legendLines) * DayPictureFrame.legendLineHeight(font * 0.85) + font * 0.2
        readoutBaseline = legendTop - font * 0.6
        left = margin + valueLabelWidth + font * 0.5
        stack = max(0, readoutBaseline - font * 1.2 - font * 1.8 - top)
    }

    var titleHeight: Double { font * 1.5 }

    /// The days shown: the week's, or as many of them as fit, ending as late
    /// as keeps the cursor's day; none when not even one fits.
    func days(around cursor: Int, week: Range<Int>) -> Range<Int> {
        let fitting = min(week.count, Int(stack / (titleHeight + font * Self.minimumPlot)))
        guard fitting > 0 else { return cursor..<cursor }
        let end = min(week.upperBound, max(cursor + 1, week.lowerBound + fitting))
        return (end - fitting)..<end
    }

    private func pitch(count: Int) -> Double { stack / Double(max(1, count)) }

    /// The `index`th day's title row, above its plot.
    func titleRow(_ index: Int, of count: Int) -> PictureRect {
        PictureRect(x: 0, y: top + Double(index) * pitch(count: count), width: width, height: titleHeight)
    }

    /// The `index`th day's plot.
    func plot(_ index: Int, of count: Int) -> PictureRect {
        let row = titleRow(index, of: count)
        return PictureRect(x: left, y: row.bottom, width: max(1, width - margin - left),
                           height: max(1, pitch(count: count) - titleHeight - font * 0.3))
    }
}
