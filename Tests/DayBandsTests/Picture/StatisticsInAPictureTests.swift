import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer
@testable import DayBandsReport

/// The statistics panel of a day picture (`StatisticsColumns`): the
/// screen's rows as real columns: labels left-aligned at the panel's left,
/// the day's and the window's figures right-aligned on their own column's
/// edge, a missed target's `!` after its figure without touching the next
/// column; rows that do not fit are the first ones and a line counting the rest.
struct StatisticsInAPictureTests {
    static let font = 12.0

    /// A day at 120 with an hour at 50 (time below range missed: marked).
    static func columns() -> (StatisticsColumns, rows: [StatisticsPanel.Row]) {
        let readings = TestData.readings { minute in (180..<240).contains(minute) ? 50 : 120 }
        let timeline = TestData.timeline(readings)
        let context = DayChart.Context(data: timeline.data, calendar: TestData.utc)
        let columns = StatisticsColumns(day: timeline.days[0], window: timeline.days, context: context,
                                        inks: PictureInks(colored: true), font: font)
        return (columns, StatisticsPanel.rows(day: timeline.days[0], window: timeline.days, context: context))
    }

    static func texts(_ group: VectorGroup) -> [VectorText] {
        group.items.compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    static func draw(_ columns: StatisticsColumns, height: Double) -> [VectorText] {
        let rect = PictureRect(x: 700, y: 40, width: columns.width, height: height)
        var room = LabelRoom(margin: font * 0.15, width: 2_000, height: 2_000)
        return texts(columns.group(in: rect, room: &room))
    }

    @Test func figuresAreRightAlignedOnTheirColumnsAndEveryRowDrawn() throws {
        let (columns, rows) = Self.columns()
        let texts = Self.draw(columns, height: 1_500)
        #expect(texts.first?.text == "statistics in mg/dL" && texts.first?.kind == "statistics-title")
        #expect(texts.first?.position == VectorPoint(x: 700, y: 40))
        let figureRows = rows.filter { if case .figures = $0 { true } else { false } }.count
        let figures = texts.filter { $0.kind == "statistics-figure" }
        #expect(figures.count == 2 * figureRows, "every figure of every row is drawn: none collides")
        #expect(figures.allSatisfy { $0.anchor == .end })
        for (index, figure) in figures.enumerated() {
            #expect(figure.position.x == 700 + (index % 2 == 0 ? columns.dayEnd : columns.windowEnd))
        }
        #expect(0 < columns.dayEnd && columns.dayEnd < columns.windowEnd && columns.windowEnd < columns.width)
        let labels = texts.filter { $0.kind == "statistics-label" }
        #expect(!labels.isEmpty && labels.allSatisfy { $0.position.x == 700 && $0.anchor == .start })
        #expect(labels.contains { $0.text == "mean" } && labels.contains { $0.text == "CV" })
        // No label reaches the day's widest figure.
        let widestDay = figures.enumerated().filter { $0.offset % 2 == 0 }.map { LabelRoom.box(of: $0.element).x }.min()!
        #expect(labels.allSatisfy { LabelRoom.box(of: $0).right < widestDay })
        // Rows a line apart, under the title.
        let ys = Set(texts.dropFirst().map(\.position.y)).sorted()
        #expect(ys.first == 40 + Self.font * 1.6)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { abs($1 - $0 - Self.font * 1.35) < 1e-9 })
    }

    @Test func aMissedTargetIsMarkedAfterItsFigureShortOfTheNextColumn() throws {
        let (columns, _) = Self.columns()
        let texts = Self.draw(columns, height: 1_500)
        let marks = texts.enumerated().filter { $0.element.kind == "statistics-mark" }
        #expect(!marks.isEmpty, "an hour at 50 misses the time-below-range targets")
        for (index, mark) in marks {
            #expect(mark.text == "!")
            let figure = texts[index - 1]
            #expect(figure.kind == "statistics-figure")
            #expect(mark.position.x == figure.position.x + Self.font * 0.15 && mark.position.y == figure.position.y)
            if figure.position.x == 700 + columns.dayEnd {
                let next = texts[index + 1]
                #expect(LabelRoom.box(of: mark).right < LabelRoom.box(of: next).x, "the mark stops short of the window's figure")
            }
        }
        let windowWidth = texts.filter { $0.kind == "statistics-figure" }.map(\.estimatedWidth).max()!
        #expect(columns.windowEnd - windowWidth - columns.dayEnd >= Self.font * 1.8 - 1e-9, "room for a mark between the columns")
    }

    /// Too short for every row: the first ones and a line saying how many are left out, as on the screen.
    @Test func rowsThatDoNotFitAreCounted() throws {
        let (columns, rows) = Self.columns()
        let height = Self.font * 1.6 + 6 * columns.lineHeight + 1
        let texts = Self.draw(columns, height: height)
        let notice = try #require(texts.last)
        #expect(notice.kind == "statistics-notice")
        let kept = StatisticsPanel.fitted(rows, room: 6)
        #expect(kept.count == 6)
        #expect(notice.text == "+\(rows.count - (kept.count - 1)) rows need a taller terminal")
        #expect(kept.last == .notice(notice.text, .muted))
        #expect(Set(texts.dropFirst().map(\.position.y)).count == 6)
        #expect(notice.position.y == 40 + Self.font * 1.6 + 5 * columns.lineHeight)
    }
}
