import DayBandsChart
import DayBandsRecords
import DayBandsViewer
import Foundation

/// The year view as a vector picture (`render --view year --format
/// svg|html|png|pdf`): the screen's rows in pixels, a month a row of day
/// squares in the screen's classes, then its time in range as a bar with
/// the 70% target's tick, its mean as a dot on the 70-250 mg/dL track and
/// the three numbers as texts; the months that fit the height, chosen as the
/// screen chooses them around the cursor's day, which is outlined and read
/// out under the title.
public struct YearPicture {
    let summaries: YearSummaries
    let cursor: LocalDay
    let unit: GlucoseUnit
    let inks: PictureInks
    let width: Double
    let height: Double

    static let labelWidth = 72.0
    static let top = 64.0
    static let numbersWidth = 150.0
    static let gap = 14.0

    public init(summaries: YearSummaries, cursor: LocalDay, unit: GlucoseUnit, inks: PictureInks, width: Double, height: Double) {
        self.summaries = summaries
        self.cursor = cursor
        self.unit = unit
        self.inks = inks
        self.width = max(width, 600)
        self.height = max(height, 200)
    }

    /// Pitch of a day square, by the width left after the figures' least room.
    var pitch: Double { min(18, max(8, ((width - Self.labelWidth - 2 * Self.gap - 200 - Self.numbersWidth) / 31).rounded(.down))) }
    var barsWidth: Double { width - Self.labelWidth - 31 * pitch - 3 * Self.gap - Self.numbersWidth }
    var inRangeWidth: Double { (barsWidth * 0.55).rounded() }
    var figuresX: Double { Self.labelWidth + 31 * pitch + Self.gap }
    var meanX: Double { figuresX + inRangeWidth + Self.gap }
    var meanWidth: Double { barsWidth - inRangeWidth }
    var numbersX: Double { meanX + meanWidth + Self.gap }

    /// The rows that fit the height, chosen as the screen chooses them.
    var window: [YearRow] {
        YearLayout.window(of: Int((height - Self.top - 8) / pitch), cursor: YearMonth(cursor), rows: summaries.rows)
    }

    /// The months drawn: those `summaries` must hold the figures of (`YearSummaries.request(for:)`).
    public var months: [YearMonth] { window.compactMap(\.month) }

    public var picture: VectorPicture {
        var root = VectorGroup(kind: "year")
        guard let first = summaries.first, let last = summaries.last else {
            return VectorPicture(width: width, height: height, background: inks.background, title: "daybands: no readings", root: root)
        }
        let window = window
        let figures = summaries.figures(of: window.compactMap(\.month))
        root.add(.group(header(first: first, last: last, cursor: figures[YearMonth(cursor)])))
        for (row, shown) in window.enumerated() {
            let y = Self.top + Double(row) * pitch
            guard let month = shown.month else {
                root.add(.group(emptyYears(shown, y: y)))
                continue
            }
            root.add(.group(self.row(month, figures: figures[month], y: y, labelYear: row == 0 || month.month == 1,
                                     first: first, last: last)))
        }
        return VectorPicture(width: width, height: height, background: inks.background,
                             title: "daybands: \(first.isoDate) to \(last.isoDate)", root: root)
    }
}
