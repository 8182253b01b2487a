import DayBandsChart
import DayBandsRecords
import DayBandsViewer
/// The statistics panel in a vector picture: the screen's rows
/// (`StatisticsPanel.rows`, the same figures and marks) as real columns, each
/// label and figure a text of its own: labels left-aligned, the day's and the
/// window's figures right-aligned on their column's edge, a missed target's
/// `!` after its figure. The rows that do not fit keep the screen's rule:
/// the first ones, and a line saying how many were left out.
struct StatisticsColumns {
    let rows: [StatisticsPanel.Row]
    let title: String
    let inks: PictureInks
    let font: Double
    /// Where the day's and the window's figures end, from the panel's left.
    let dayEnd: Double
    let windowEnd: Double
    let width: Double

    init(day: LocalDay, window: [LocalDay], context: DayChart.Context, inks: PictureInks, font: Double) {
        rows = StatisticsPanel.rows(day: day, window: window, context: context)
        title = "statistics in \(context.unit.label)"
        self.inks = inks
        self.font = font
        func width(_ words: String) -> Double {
            VectorText(words, at: VectorPoint(x: 0, y: 0), kind: "", size: font, color: inks.color(.text)).estimatedWidth
        }
        var labels = 0.0, days = 0.0, windows = 0.0
        for row in rows {
            guard case let .figures(label, _, target, dayFigure, windowFigure) = row else { continue }
            labels = max(labels, width(label + (target.map { " " + $0 } ?? "")))
            days = max(days, width(dayFigure.text))
            windows = max(windows, width(windowFigure.text))
        }
        // Room for a missed target's `!` after each figure.
        let gap = font * 1.8
        dayEnd = labels + gap + days
        windowEnd = dayEnd + gap + windows
        self.width = max(windowEnd + font, width(title))
    }

    var lineHeight: Double { font * 1.35 }

    func group(in rect: PictureRect, room: inout LabelRoom) -> VectorGroup {
        var group = VectorGroup(kind: "statistics")
        group.add(VectorText(title, at: VectorPoint(x: rect.x, y: rect.y), kind: "statistics-title", size: font * 1.1,
                             color: inks.color(.title), baseline: .top, bold: true))
        let room0 = Int(((rect.height - font * 1.6) / lineHeight).rounded(.down))
        for (index, row) in StatisticsPanel.fitted(rows, room: room0).enumerated() {
            let y = rect.y + font * 1.6 + Double(index) * lineHeight
            for text in texts(of: row, left: rect.x, y: y) where room.isFree(LabelRoom.box(of: text)) {
                room.take(LabelRoom.box(of: text))
                group.add(text)
            }
        }
        return group
    }

    private func texts(of row: StatisticsPanel.Row, left: Double, y: Double) -> [VectorText] {
        func text(_ words: String, _ x: Double, _ ink: Ink, kind: String, anchor: VectorText.Anchor = .start,
                  bold: Bool = false) -> VectorText {
            VectorText(words, at: VectorPoint(x: x, y: y), kind: kind, size: font, color: inks.color(ink), anchor: anchor,
                       baseline: .top, bold: bold)
        }
        switch row {
        case .heading(let words):
            return [text(words, left, .title, kind: "statistics-heading", bold: true)]
        case let .notice(words, ink):
            return [text(words, left, ink, kind: "statistics-notice")]
        case let .figures(label, labelInk, target, day, window):
            var texts: [VectorText] = []
            if !label.isEmpty { texts.append(text(label, left, labelInk, kind: "statistics-label")) }
            if let target {
                let labelWidth = label.isEmpty ? 0 : text(label, 0, labelInk, kind: "").estimatedWidth + font * 0.4
                texts.append(text(target, left + labelWidth, .muted, kind: "statistics-target"))
            }
            for (figure, end) in [(day, dayEnd), (window, windowEnd)] {
                texts.append(text(figure.text, left + end, figure.ink, kind: "statistics-figure", anchor: .end))
                if figure.marked { texts.append(text("!", left + end + font * 0.15, figure.ink, kind: "statistics-mark", bold: true)) }
            }
            return texts
        }
    }
}
