import DayBandsChart
import DayBandsRecords
/// Where a callout box goes on a chart: beside its hour's column (right of
/// it, or left), at the row where it covers the least of the curve, then the
/// least of the area under it, and never the labels in the plot (the day's max
/// and min) nor another box. Inside the plot's rows, so it never covers an
/// axis, dose or hour label. A pure function of the chart, the column and
/// where the box was before (`choice`): a box that still fits stays where it
/// is while the cursor moves, so a step redraws its text, not the whole box.
public struct CalloutPlacement: Sendable {
    /// Where boxes may go, in screen cells.
    public let area: Rect
    /// The screen column of `curve[0]`.
    public let curveX: Int
    /// Per column from `curveX`, the screen rows the curve occupies.
    public let curve: [ClosedRange<Int>?]
    /// Screen rectangles that must stay visible.
    public let labels: [Rect]

    public init(area: Rect, curveX: Int, curve: [ClosedRange<Int>?], labels: [Rect]) {
        self.area = area
        self.curveX = curveX
        self.curve = curve
        self.labels = labels
    }

    /// The places on a chart's plot. A small chart of the week view has its
    /// own cells at `origin` on the screen, and its box may use the title row
    /// above the plot too (`rowsAbove`), where `labels` (its phrases) allow.
    public init(chart: any PlotChart, at origin: Point = Point(x: 0, y: 0), rowsAbove: Int = 0, labels: [Rect]? = nil) {
        let layout = chart.layout
        let plot = Rect(x: origin.x + layout.plot.x, y: origin.y + layout.plot.y,
                        width: layout.plot.width, height: layout.plot.height)
        // The column right of the plot is free (the statistics panel, when
        // beside the plot, starts after it).
        self.init(area: Rect(x: plot.x, y: plot.top - rowsAbove,
                             width: min(plot.width + 1, origin.x + layout.screen.right - plot.x),
                             height: plot.height + rowsAbove),
                  curveX: plot.x,
                  curve: chart.curveRows.map { $0.map { (plot.top + $0.lowerBound)...(plot.top + $0.upperBound) } },
                  labels: labels ?? chart.plotLabels)
    }

    /// Which side of its hour's column a box is on.
    public enum Side: Hashable, Sendable { case left, right }

    /// What becomes of a box when its hour's column moves: it stays at its
    /// origin, or is placed anew (`origin(of:besideColumn:avoiding:ahead:)`),
    /// with a lead on the side the cursor is heading to (nil: as on a new chart).
    public enum Choice: Hashable, Sendable {
        case kept(Point)
        case placed(ahead: Side?)
    }

    /// The farthest a kept box may be from its column (beyond the free column
    /// beside it), and the lead a box placed ahead of the cursor gets: half a
    /// box, so it still reads as the cursor's.
    public static let reach = Callout.width / 2

    /// Where a box of `size` for the column `x` goes when it was at `previous`
    /// (nil: no box on this chart yet). Kept while it still fits: beside the
    /// column (the column and the one next to it free) within `reach`, inside
    /// the area, over no label, none of `others` and no cell of the curve.
    /// When the column ran into it, placed anew with a lead on the side the
    /// cursor is heading to, so the next steps can keep it; else placed anew.
    public func choice(of size: Size, besideColumn x: Int, avoiding others: [Rect], after previous: Point?) -> Choice {
        guard let previous else { return .placed(ahead: nil) }
        let box = Rect(x: previous.x, y: previous.y, width: size.columns, height: size.rows)
        let gapRight = box.left - (x + 2), gapLeft = (x - 1) - box.right
        guard gapRight >= 0 || gapLeft >= 0 else {
            return .placed(ahead: 2 * box.left + box.width > 2 * x ? .right : .left)
        }
        let fits = max(gapRight, gapLeft) <= Self.reach
            && box.left >= area.left && box.right <= area.right && box.top >= area.top && box.bottom <= area.bottom
            && !labels.contains(where: box.intersects) && !others.contains(where: box.intersects)
            && !(box.left..<box.right).contains { column in
                let index = column - curveX
                guard curve.indices.contains(index), let line = curve[index] else { return false }
                return line.overlaps(box.top...(box.bottom - 1))
            }
        return fits ? .kept(previous) : .placed(ahead: nil)
    }

    /// The top-left of a box of `size` for the hour at screen column `x`,
    /// keeping clear of `others` (boxes already placed). It goes right or left
    /// of the column, never on it: first where it covers no label or other
    /// box, then the least of the curve, then the least of the area under the
    /// curve and of the distance from the column (a cell of area weighs as
    /// much as half a column of distance; on the side `ahead` of a moving
    /// cursor, the distance beyond `reach`), then right before left, then
    /// higher, then (ahead) the nearest to `reach`, so the cursor can take a
    /// few steps before it runs into the box again. On a plot too narrow for
    /// either side the box is pushed back inside.
    public func origin(of size: Size, besideColumn x: Int, avoiding others: [Rect] = [],
                       ahead: Side? = nil) -> Point {
        let lastLeft = area.right - size.columns
        guard lastLeft >= area.left, area.height >= size.rows else { return area.origin }
        let nearRight = x + 2, nearLeft = x - 1 - size.columns
        // Right of the column from nearRight on, left of it up to nearLeft.
        var lefts = Array(stride(from: max(area.left, nearRight), through: lastLeft, by: 1))
            + Array(stride(from: area.left, through: min(lastLeft, nearLeft), by: 1))
        if lefts.isEmpty { lefts = [clamp(nearRight, area.left, lastLeft)] }
        let obstacles = labels + others
        // The curve's rows per column of the area (lowest > highest where none passes).
        let lines = (area.left..<area.right).map { column -> (Int, Int) in
            let index = column - curveX
            guard curve.indices.contains(index), let line = curve[index] else { return (Int.max, Int.min) }
            return (line.lowerBound, line.upperBound)
        }
        var best: (cost: (Int, Int, Int, Int, Int, Int), origin: Point)?
        // Per top row, the curve and area cells each column would have
        // covered, summed over a box's columns by prefix sums.
        var curveSums = [Int](repeating: 0, count: lines.count + 1), areaSums = curveSums
        for top in area.top...(area.bottom - size.rows) {
            let bottom = top + size.rows - 1
            for (index, (high, low)) in lines.enumerated() {
                let curveCells = high > low ? 0 : max(0, min(low, bottom) - max(high, top) + 1)
                let areaCells = high > low ? 0 : max(0, bottom - max(low + 1, top) + 1)
                curveSums[index + 1] = curveSums[index] + curveCells
                areaSums[index + 1] = areaSums[index] + areaCells
            }
            for left in lefts {
                let box = Rect(x: left, y: top, width: size.columns, height: size.rows)
                let from = left - area.left, to = from + size.columns
                let isRight = left >= nearRight
                let distance = isRight ? left - nearRight : max(0, nearLeft - left)
                var blocked = 0
                for obstacle in obstacles { blocked += overlap(box, obstacle) }
                let leads = ahead == (isRight ? .right : .left)
                let cost = (blocked, curveSums[to] - curveSums[from],
                            areaSums[to] - areaSums[from] + 2 * (leads ? max(0, distance - Self.reach) : distance),
                            isRight ? 0 : 1, top, leads ? Self.reach - min(distance, Self.reach) : 0)
                if best == nil || cost < best!.cost {
                    best = (cost, box.origin)
                }
            }
        }
        return best?.origin ?? area.origin
    }

    /// Whether a box covers a cell of the curve.
    public func covers(curveIn box: Rect) -> Bool {
        (box.left..<box.right).contains { column in
            guard curve.indices.contains(column - curveX), let line = curve[column - curveX] else { return false }
            return line.lowerBound < box.bottom && line.upperBound >= box.top
        }
    }

    private func overlap(_ a: Rect, _ b: Rect) -> Int {
        guard a.intersects(b) else { return 0 }
        return (min(a.right, b.right) - max(a.left, b.left)) * (min(a.bottom, b.bottom) - max(a.top, b.top))
    }
}
