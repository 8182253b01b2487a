import DayBandsChart
import DayBandsRecords
import DayBandsViewer
import Foundation

extension YearPicture {
    static let textSize = 12.0

    /// Title, legend, the cursor's readout and the columns' heads.
    func header(first: LocalDay, last: LocalDay, cursor figures: YearMonthFigures?) -> VectorGroup {
        var group = VectorGroup(kind: "year-header")
        let ink = inks.color(.text)
        group.add(VectorText("Time in range by day, \(first.isoDate) to \(last.isoDate)", at: VectorPoint(x: 8, y: 18),
                             kind: "title", size: 15, color: ink, bold: true))
        let veryLow = unit.rangeText(GlucoseEventKind.level2Hypo.mgdlBounds)
        let samples: [(DayQuality, String)] = [(.inRange(100), ">70% in range"), (.inRange(60), "50-70%"), (.inRange(0), "<50%"),
                                               (.veryLow, "a low \(veryLow)"), (.noReadings, "no readings"), (.insufficient, "in part")]
        var x = 8.0
        for (quality, words) in samples {
            group.items += day(quality, x: x, y: 26, size: 11)
            let label = VectorText(words, at: VectorPoint(x: x + 15, y: 36), kind: "legend", size: 11, color: inks.color(.muted))
            group.add(label)
            x += 15 + label.estimatedWidth + 14
        }
        let inData = cursor.isoDate >= first.isoDate && cursor.isoDate <= last.isoDate
        let readout = YearReadout(day: cursor, figures: inData ? figures?.day(cursor.day) : nil, inData: inData,
                                  inEmptyYear: summaries.isInEmptyYear(cursor),
                                  weekday: summaries.calendar.weekday(of: cursor), unit: unit, width: Int.max)
        // Whole phrases, as many as end before the columns' heads beside it.
        func text(_ phrases: [String]) -> VectorText {
            VectorText(phrases.joined(separator: " · "), at: VectorPoint(x: 8, y: 54), kind: "readout", size: Self.textSize,
                       color: inks.color(.cursor), bold: true)
        }
        let count = (0...readout.phrases.count).last { text(Array(readout.phrases.prefix($0))).estimatedWidth <= figuresX - 24 } ?? 0
        if count > 0 { group.add(text(Array(readout.phrases.prefix(count)))) }
        let head = Self.top - 4
        // The bars' head in the words that end before the mean's (on a narrow picture, shorter, or none).
        if let words = ["time in range", "in range"].first(where: {
            VectorText($0, at: VectorPoint(x: 0, y: 0), kind: "", size: 10, color: ink).estimatedWidth <= meanX - figuresX - 4
        }) {
            group.add(VectorText(words, at: VectorPoint(x: figuresX, y: head), kind: "column-head", size: 10, color: inks.color(.muted)))
        }
        group.add(VectorText("mean", at: VectorPoint(x: meanX, y: head), kind: "column-head", size: 10, color: inks.color(.muted)))
        for (offset, words) in ["TIR", "mean", "GMI"].enumerated() {
            group.add(VectorText(words, at: VectorPoint(x: numbersX + Double(offset + 1) * 50, y: head), kind: "column-head",
                                 size: 10, color: inks.color(.muted), anchor: .end))
        }
        return group
    }

    /// One month: its label, its days, its bars and numbers.
    func row(_ month: YearMonth, figures: YearMonthFigures?, y: Double, labelYear: Bool, first: LocalDay, last: LocalDay) -> VectorGroup {
        var group = VectorGroup(kind: "month")
        let middle = y + pitch / 2
        group.add(VectorText((labelYear ? "\(month.year) " : "") + month.name, at: VectorPoint(x: Self.labelWidth - 8, y: middle),
                             kind: "month-label", size: min(Self.textSize, pitch - 2), color: inks.color(labelYear ? .text : .muted),
                             anchor: .end, baseline: .middle, bold: labelYear))
        for day in figures?.days ?? [] {
            let x = Self.labelWidth + Double(day.day.day - 1) * pitch
            group.items += self.day(day.quality, x: x, y: y + 1, size: pitch - 2)
            if day.day == cursor {
                group.add(.rect(x: x - 1.5, y: y - 0.5, width: pitch + 1, height: pitch + 1, .stroked(inks.color(.cursor), width: 2)))
            }
        }
        guard let figures, let inRange = figures.inRangePercent, let mean = figures.meanMgdl else { return group }
        let barHeight = max(4, pitch - 4)
        let barY = y + (pitch - barHeight) / 2
        group.add(.rect(x: figuresX, y: barY, width: inRangeWidth * inRange / 100, height: barHeight,
                        .filled(dayColor(.inRange(inRange)))))
        let target = figuresX + inRangeWidth * ConsensusTarget.inRange.target.percent / 100
        group.add(.line(from: VectorPoint(x: target, y: y), to: VectorPoint(x: target, y: y + pitch), .stroked(inks.color(.muted), dash: [2, 2])))
        let scale = YearChart.meanScale
        func meanPosition(_ mgdl: Double) -> Double {
            meanX + (min(max(mgdl, scale.lowerBound), scale.upperBound) - scale.lowerBound) / (scale.upperBound - scale.lowerBound) * meanWidth
        }
        group.add(.line(from: VectorPoint(x: meanX, y: middle), to: VectorPoint(x: meanX + meanWidth, y: middle), .stroked(inks.color(.muted), width: 0.5)))
        group.add(.line(from: VectorPoint(x: meanPosition(ConsensusRange.lowBelow), y: middle),
                        to: VectorPoint(x: meanPosition(ConsensusRange.highAbove), y: middle),
                        .stroked(inks.color(.line(.green)), width: 2)))
        let dot = meanPosition(mean)
        let radius = max(2, pitch / 2 - 2)
        group.add(.rect(x: dot - radius, y: middle - radius, width: 2 * radius, height: 2 * radius, .filled(inks.color(ConsensusRange(mgdl: mean).lineInk))))
        for (offset, words) in (figures.numbers(in: unit) ?? []).enumerated() {
            group.add(VectorText(words, at: VectorPoint(x: numbersX + Double(offset + 1) * 50, y: middle), kind: "month-figure",
                                 size: min(Self.textSize, pitch - 2), color: inks.color(.text), anchor: .end, baseline: .middle))
        }
        return group
    }

    /// A run of years without readings: the first year as a label, the words
    /// over the calendar's columns; the cursor's outline at the start when it is in them.
    func emptyYears(_ row: YearRow, y: Double) -> VectorGroup {
        var group = VectorGroup(kind: "empty-years")
        let middle = y + pitch / 2, size = min(Self.textSize, pitch - 2)
        group.add(VectorText(String(row.years.lowerBound), at: VectorPoint(x: Self.labelWidth - 8, y: middle), kind: "month-label",
                             size: size, color: inks.color(.text), anchor: .end, baseline: .middle, bold: true))
        group.add(VectorText(row.words, at: VectorPoint(x: Self.labelWidth + 2 * pitch, y: middle), kind: "empty-years",
                             size: size, color: inks.color(.muted), baseline: .middle))
        if row.holds(YearMonth(cursor)) {
            group.add(.rect(x: Self.labelWidth - 1.5, y: y - 0.5, width: pitch + 1, height: pitch + 1, .stroked(inks.color(.cursor), width: 2)))
        }
        return group
    }

    /// A day's square in its class: a low is the loudest red with a white
    /// notch, a day in part an outline, a day without readings a small dot.
    func day(_ quality: DayQuality, x: Double, y: Double, size: Double) -> [VectorItem] {
        switch quality {
        case .noReadings:
            return [.rect(x: x + size / 2 - 1, y: y + size / 2 - 1, width: 2, height: 2, .filled(inks.color(.muted)))]
        case .insufficient:
            return [.rect(x: x + 0.5, y: y + 0.5, width: size - 1, height: size - 1, .stroked(inks.color(.muted), width: 1))]
        case .veryLow:
            let notch = VectorPath.polyline([VectorPoint(x: x + size * 0.25, y: y + size * 0.3), VectorPoint(x: x + size * 0.75, y: y + size * 0.3),
                                             VectorPoint(x: x + size * 0.5, y: y + size * 0.75)], closed: true)
            return [.rect(x: x, y: y, width: size, height: size, .filled(inks.color(.low))), .path(notch, .filled(inks.background))]
        case .inRange:
            return [.rect(x: x, y: y, width: size, height: size, .filled(dayColor(quality)))]
        }
    }

    /// The class's colour: the line's inks of the screen's cells (grey steps without colour).
    func dayColor(_ quality: DayQuality) -> VectorColor {
        guard inks.colored else {
            guard case .inRange(let percent) = quality else { return inks.grey(0) }
            return inks.grey(ConsensusTarget.inRange.target.isMet(byPercent: percent) ? 0.1 : percent >= 50 ? 0.45 : 0.72)
        }
        return inks.color(quality.cell(glyphs: .unicode).fg)
    }
}
