import DayBandsChart
import DayBandsRecords
import Foundation

/// The span's days by hour of the day as a picture (`patterns --format
/// svg|html|png|pdf`): a row a day, oldest at the top, a cell an hour of the
/// local clock, coloured by what the hour was by the patterns' rule
/// (`PatternDay.range(at:)`: lows before anything else, the loudest), no
/// colour without readings; the hours across the top, the days down the
/// left (each, or the first of each month where rows are thin), a legend of
/// the consensus ranges underneath.
public struct PatternHeatMap {
    static let cellWidth = 28.0
    static let margin = 16.0
    static let labelWidth = 92.0
    static let headerHeight = 64.0
    static let legendHeight = 44.0
    /// The grid's height the rows share (each 2 to 18 pixels).
    static let gridHeight = 720.0
    static let labelSize = 11.0

    public let picture: VectorPicture

    public init(days: [PatternDay], words: PatternWords, inks: PictureInks) {
        let row = min(18, max(2, Self.gridHeight / Double(max(1, days.count))))
        let left = Self.margin + Self.labelWidth, top = Self.headerHeight
        let width = left + 24 * Self.cellWidth + Self.margin
        let height = top + row * Double(days.count) + Self.legendHeight + Self.margin
        let span = "\(days.first?.day.isoDate ?? "-") to \(days.last?.day.isoDate ?? "-") (\(LocalDay.countText(days.count)))"
        let title = VectorText("Lows and highs by hour of the day, \(span)", at: VectorPoint(x: Self.margin, y: 24), kind: "title",
                               size: 15, color: inks.ink, bold: true)
        let note = VectorText("an hour is low or high when its readings beyond the range stand for 15 minutes; lows first",
                              at: VectorPoint(x: Self.margin, y: 42), kind: "note", size: Self.labelSize, color: inks.muted)
        let items: [VectorItem] = [.text(title), .text(note), .group(Self.hourLabels(left: left, top: top, words: words, inks: inks)),
                                   .group(Self.cells(days, left: left, top: top, row: row, inks: inks)),
                                   .group(Self.dayLabels(days, top: top, row: row, words: words, inks: inks)),
                                   .group(Self.legend(top: top + row * Double(days.count) + 14, words: words, inks: inks))]
        picture = VectorPicture(width: width, height: height, background: inks.background, title: "daybands patterns, \(span)",
                                root: VectorGroup(kind: "heat-map", items: items))
    }

    private static func hourLabels(left: Double, top: Double, words: PatternWords, inks: PictureInks) -> VectorGroup {
        VectorGroup(kind: "hour-labels", items: stride(from: 0, to: 24, by: 3).map { hour in
            .text(VectorText(words.calendar.clockFormat.hourLabel(hour), at: VectorPoint(x: left + Double(hour) * cellWidth, y: top - 6),
                             kind: "hour-label", size: labelSize, color: inks.muted))
        })
    }

    /// A cell for each hour with readings; the lows' cells drawn last, over nothing.
    private static func cells(_ days: [PatternDay], left: Double, top: Double, row: Double, inks: PictureInks) -> VectorGroup {
        var items: [VectorItem] = []
        for (index, day) in days.enumerated() {
            for hour in 0..<24 {
                guard let range = day.range(at: hour) else { continue }
                items.append(.rect(x: left + Double(hour) * cellWidth, y: top + Double(index) * row, width: cellWidth - 1,
                                   height: max(1, row - (row >= 6 ? 1 : 0)), .filled(inks.range(range))))
            }
        }
        return VectorGroup(kind: "cells", items: items)
    }

    /// Each day's name where rows are tall enough, else the first day of each month (and the span's first) with room.
    private static func dayLabels(_ days: [PatternDay], top: Double, row: Double, words: PatternWords, inks: PictureInks) -> VectorGroup {
        var items: [VectorItem] = []
        var lastY = -Double.infinity
        for (index, day) in days.enumerated() {
            let y = top + (Double(index) + 0.5) * row
            let every = row >= labelSize + 1
            guard every || ((index == 0 || day.day.day == 1) && y - lastY >= labelSize + 2) else { continue }
            let text = every ? words.calendar.dayText(day.day) : day.day.isoDate
            items.append(.text(VectorText(text, at: VectorPoint(x: margin, y: y), kind: "day-label", size: labelSize,
                                          color: inks.ink, baseline: .middle)))
            lastY = y
        }
        return VectorGroup(kind: "day-labels", items: items)
    }

    /// The five ranges in the unit, lows first, and what an empty cell means.
    private static func legend(top: Double, words: PatternWords, inks: PictureInks) -> VectorGroup {
        var items: [VectorItem] = []
        var x = margin
        for range in ConsensusRange.allCases {
            let text = "\(range.name) \(words.unit.rangeText(range.mgdlBounds))"
            items.append(.rect(x: x, y: top, width: 12, height: 12, .filled(inks.range(range))))
            let label = VectorText(text, at: VectorPoint(x: x + 16, y: top + 6), kind: "legend", size: labelSize, color: inks.ink,
                                   baseline: .middle)
            items.append(.text(label))
            x += 16 + label.estimatedWidth + 14
        }
        let unit = VectorText("\(words.unit.label); no colour: no readings", at: VectorPoint(x: x, y: top + 6), kind: "legend",
                              size: labelSize, color: inks.muted, baseline: .middle)
        return VectorGroup(kind: "legend", items: items + [.text(unit)])
    }
}
