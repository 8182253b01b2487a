import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// Where callout boxes go: beside the hour, inside the plot, off the curve,
/// the labels and each other.
struct CalloutPlacementTests {
    let box = Callout.size(.live, treatments: true)

    func placement(_ layout: ChartLayout, curve: (Int) -> ClosedRange<Int>? = { _ in nil },
                   labels: [Rect] = []) -> CalloutPlacement {
        let area = Rect(x: layout.plot.x, y: layout.plot.top, width: layout.plot.width + 1, height: layout.plot.height)
        return CalloutPlacement(area: area, curveX: layout.plot.x, curve: (0..<layout.plot.width).map(curve), labels: labels)
    }

    func rect(_ origin: Point, _ size: Size) -> Rect {
        Rect(x: origin.x, y: origin.y, width: size.columns, height: size.rows)
    }

    @Test(arguments: [Size(columns: 80, rows: 20), Size(columns: 100, rows: 30), Size(columns: 300, rows: 80)])
    func aBoxIsWhollyInsideThePlotRowsAndNeverOnItsColumn(size: Size) throws {
        let layout = try #require(ChartLayout(size: size))
        let placement = placement(layout)
        for x in stride(from: layout.plot.left, to: layout.plot.right, by: size.columns / 80) {
            let box = rect(placement.origin(of: box, besideColumn: x), box)
            #expect(box.left >= layout.plot.left && box.right <= layout.screen.right)
            #expect(box.top >= layout.plot.top && box.bottom <= layout.plot.bottom, "never over the dose lane or hour labels")
            #expect(!(box.left...box.right - 1).contains(x), "the cursor's own column stays visible")
        }
    }

    /// At 100 columns the area ends at column 100: a 24-wide box right of
    /// column x starts at x + 2, so it fits up to x = 74 and flips left at 75.
    @Test func theBoxFlipsToTheLeftExactlyWhereTheRightNoLongerFits() throws {
        let layout = try #require(ChartLayout(size: Size(columns: 100, rows: 30)))
        let placement = placement(layout)
        #expect(placement.origin(of: box, besideColumn: 10) == Point(x: 12, y: 2))
        #expect(placement.origin(of: box, besideColumn: 74) == Point(x: 76, y: 2))
        #expect(placement.origin(of: box, besideColumn: 75) == Point(x: 50, y: 2))
        #expect(placement.origin(of: box, besideColumn: 98) == Point(x: 73, y: 2))
    }

    @Test func aCurveHighOnOneSideSendsTheBoxToTheOther() throws {
        let layout = try #require(ChartLayout(size: Size(columns: 100, rows: 30)))
        // The curve runs along the top rows right of column 50 (plot column 45).
        let placement = placement(layout) { $0 >= 45 ? 2...3 : 20...20 }
        let origin = placement.origin(of: box, besideColumn: 55)
        // Right of the cursor is all curve; just left of it (x 30) the box
        // would still cover columns 50-53: it moves on to 26, above the low curve.
        #expect(origin == Point(x: 26, y: 2))
    }

    @Test func aCurveHighEverywhereLeavesTheBoxBelowItNotOnIt() throws {
        let layout = try #require(ChartLayout(size: Size(columns: 100, rows: 30)))
        let line = 4...6  // plot rows
        let placement = placement(layout) { _ in (layout.plot.top + line.lowerBound)...(layout.plot.top + line.upperBound) }
        let box = rect(placement.origin(of: box, besideColumn: 40), box)
        #expect(box.top > layout.plot.top + line.upperBound, "under the line, over the area only")
        #expect(box.left == 42)
    }

    @Test func labelsAndOtherBoxesAreNeverCovered() throws {
        let layout = try #require(ChartLayout(size: Size(columns: 100, rows: 30)))
        let label = Rect(x: 50, y: 2, width: 7, height: 1)
        let placement = placement(layout, labels: [label])
        let first = rect(placement.origin(of: box, besideColumn: 40), box)
        #expect(!first.intersects(label))
        #expect(first.left == 42, "still right of the cursor, just lower")
        let second = rect(placement.origin(of: box, besideColumn: 41, avoiding: [first]), box)
        #expect(!second.intersects(first) && !second.intersects(label))
    }

    /// On the shortest screen with boxes (80x20, 15 plot rows), the pin's box
    /// and the cursor's (with its difference row) never overlap, wherever both are.
    @Test func twoBoxesOnAShortScreenNeverOverlap() throws {
        let layout = try #require(ChartLayout(size: Callout.boxMinimum))
        let pinSize = Callout.size(.pinned, treatments: true)
        let liveSize = Callout.size(.liveBesidePin(nil), treatments: true)
        #expect(pinSize.rows + liveSize.rows <= layout.plot.height)
        let placement = placement(layout)
        for pinX in stride(from: layout.plot.left, to: layout.plot.right, by: 3) {
            let pin = rect(placement.origin(of: pinSize, besideColumn: pinX), pinSize)
            for x in layout.plot.left..<layout.plot.right where x != pinX {
                let live = rect(placement.origin(of: liveSize, besideColumn: x, avoiding: [pin]), liveSize)
                #expect(!live.intersects(pin), "pin at \(pinX), cursor at \(x)")
                #expect(live.top >= layout.plot.top && live.bottom <= layout.plot.bottom)
            }
        }
    }

    @Test func aStatisticsPanelBesideThePlotIsNotCovered() throws {
        let layout = try #require(ChartLayout(size: Size(columns: 150, rows: 30), sidePanel: true))
        let chart = DayChart(day: TestData.day, dayNumber: 1, dayCount: 1, layout: layout,
                             context: DayChart.Context(data: GlucoseData(readings: []), calendar: TestData.utc))
        let origin = CalloutPlacement(chart: chart).origin(of: box, besideColumn: layout.plot.right - 3)
        #expect(origin.x + box.columns <= layout.statistics.left)
    }

    /// A frame that draws no box (the terminal too small) leaves the box's
    /// place alone: back at the same size, the screen is the one before,
    /// the box where it stayed (reliability's R03Resize, in tmux).
    @Test func tooSmallAndBackKeepsTheBoxWhereItWas() throws {
        let timeline = TestData.sample
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar))
        let size = Size(columns: 100, rows: 30)
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, size: size))
        func frame() -> Scene {
            let scene = builder.scene(for: model)
            _ = model.update(.drawn(scene.calloutPlace))
            return scene
        }
        _ = frame()
        _ = model.update(.event(.lastHour))
        let before = try #require(frame().layers[.liveCallout]).origin
        for small in [Size(columns: 39, rows: 30), Size(columns: 20, rows: 5), Size(columns: 1, rows: 1)] {
            _ = model.update(.event(.resize(small)))
            _ = frame()
        }
        _ = model.update(.event(.resize(size)))
        #expect(try #require(frame().layers[.liveCallout]).origin == before)
    }

    /// On a real day the boxes leave the curve, the max/min labels and each
    /// other alone at every hour (the sample's Oct 12 has its peak clipped at
    /// the top, with `max 471` beside it).
    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 100, rows: 30), Size(columns: 120, rows: 40)])
    func onTheSamplePeakDayNothingIsHidden(size: Size) throws {
        let timeline = TestData.sample
        let dayIndex = try timeline.dayIndex(iso: "2026-10-12").get()
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar))
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, dayIndex: dayIndex, hour: 0, size: size))
        model.state.selection.pin = HourMark(dayIndex: dayIndex, hour: 8)
        let chart = try #require(builder.chart(for: model))
        // `max 471`; `min 116` would sit two rows above its point, so it is
        // left out (the header gives it).
        #expect(chart.plotLabels.count == 1)
        for hour in 0..<24 {
            model.state.selection.cursor.hour = hour
            let scene = builder.scene(for: model)
            _ = model.update(.drawn(scene.calloutPlace))
            let pin = try #require(scene.layers[.pinCallout])
            let pinRect = rect(pin.origin, pin.grid.size)
            let boxes = [pinRect] + (scene.layers[.liveCallout].map { [rect($0.origin, $0.grid.size)] } ?? [])
            #expect(hour == 8 ? boxes.count == 1 : boxes.count == 2, "one box when pin and cursor share the hour")
            for box in boxes {
                for label in chart.plotLabels { #expect(!box.intersects(label), "\(hour):00 covers a label") }
                for column in box.left..<box.right {
                    guard let line = chart.curveRows[column - chart.layout.plot.x] else { continue }
                    let rows = (box.top - chart.layout.plot.top)...(box.bottom - 1 - chart.layout.plot.top)
                    #expect(!rows.overlaps(line), "\(hour):00 covers the curve at column \(column)")
                }
            }
            if boxes.count == 2 { #expect(!boxes[0].intersects(boxes[1])) }
        }
    }

    // MARK: Keeping the place while the cursor moves (issue 22)

    /// A box left behind by the cursor stays while it is within `reach` of
    /// the column; a column that runs into it sends it on with a lead.
    @Test func aBoxStaysWhileTheCursorMovesAwayWithinReach() throws {
        let layout = try #require(ChartLayout(size: Size(columns: 100, rows: 30)))
        let placement = placement(layout)
        let first = placement.origin(of: box, besideColumn: 40)
        #expect(first == Point(x: 42, y: 2))
        #expect(placement.choice(of: box, besideColumn: 40, avoiding: [], after: nil) == .placed(ahead: nil))
        // Moving left the box is left behind on the right: kept up to `reach` columns away.
        #expect(placement.choice(of: box, besideColumn: 35, avoiding: [], after: first) == .kept(first))
        #expect(placement.choice(of: box, besideColumn: 40 - CalloutPlacement.reach, avoiding: [], after: first)
                == .kept(first))
        #expect(placement.choice(of: box, besideColumn: 39 - CalloutPlacement.reach, avoiding: [], after: first)
                == .placed(ahead: nil))
        // Moving right the column runs into it (the free column beside it included).
        #expect(placement.choice(of: box, besideColumn: 41, avoiding: [], after: first) == .placed(ahead: .right))
        #expect(placement.choice(of: box, besideColumn: 45, avoiding: [], after: first) == .placed(ahead: .right))
    }

    /// Placed ahead of a moving cursor, the box leads it by `reach` columns
    /// where there is room, so the next steps keep it; near the edge it goes
    /// where it fits, and on the left the same.
    @Test func aBoxPlacedAheadLeadsTheCursor() throws {
        let layout = try #require(ChartLayout(size: Size(columns: 100, rows: 30)))
        let placement = placement(layout)
        #expect(placement.origin(of: box, besideColumn: 45, ahead: .right) == Point(x: 47 + CalloutPlacement.reach, y: 2))
        #expect(placement.origin(of: box, besideColumn: 70, ahead: .right) == Point(x: 76, y: 2), "no room for the whole lead")
        #expect(placement.origin(of: box, besideColumn: 90, ahead: .left) == Point(x: 65 - CalloutPlacement.reach, y: 2))
        let moved = placement.origin(of: box, besideColumn: 45, ahead: .right)
        #expect(placement.choice(of: box, besideColumn: 50, avoiding: [], after: moved) == .kept(moved))
    }

    /// A kept box never covers the curve, a label or the other box: when one
    /// comes under it, it is placed anew.
    @Test func aBoxIsNotKeptOverTheCurveALabelOrThePin() throws {
        let layout = try #require(ChartLayout(size: Size(columns: 100, rows: 30)))
        let kept = Point(x: 42, y: 2)
        let keptBox = rect(kept, box)
        // The curve reaches the box's rows at plot column 60 (screen 65), inside the box.
        let curved = placement(layout) { $0 == 60 ? 6...8 : 20...20 }
        #expect(curved.choice(of: box, besideColumn: 36, avoiding: [], after: kept) == .placed(ahead: nil))
        let low = placement(layout) { _ in 20...20 }
        #expect(low.choice(of: box, besideColumn: 36, avoiding: [], after: kept) == .kept(kept))
        let labelled = placement(layout, labels: [Rect(x: 50, y: 4, width: 7, height: 1)])
        #expect(labelled.choice(of: box, besideColumn: 36, avoiding: [], after: kept) == .placed(ahead: nil))
        let pin = Rect(x: keptBox.right - 3, y: keptBox.bottom - 1, width: 24, height: 6)
        #expect(low.choice(of: box, besideColumn: 36, avoiding: [pin], after: kept) == .placed(ahead: nil))
        // A box that would reach past the plot (a bigger box at the same place) is not kept either.
        let tall = Size(columns: box.columns, rows: layout.plot.height + 1)
        #expect(low.choice(of: tall, besideColumn: 36, avoiding: [], after: kept) == .placed(ahead: nil))
    }

    /// Scrubbing the sample's last day at 120x40 over the evening and back,
    /// the cursor's box stays on most steps, and at every step it covers no
    /// cell of the curve, no label and not the cursor's column (so not the
    /// selected point); the chart is never rebuilt.
    @Test func scrubbingTheEveningKeepsTheBoxOnMostStepsAndOffTheCurve() throws {
        let timeline = TestData.sample
        let dayIndex = timeline.days.count - 1
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar))
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, dayIndex: dayIndex, hour: 23, size: Size(columns: 120, rows: 40)))
        let chart = try #require(builder.chart(for: model))
        let passes = builder.chartPasses
        var origins: [Point] = []
        for hour in Array((13...23).reversed()) + Array(14...23) {
            model.state.selection.cursor = HourMark(dayIndex: dayIndex, hour: hour)
            // As the run loop does: the model holds where the box went.
            let scene = builder.scene(for: model)
            _ = model.update(.drawn(scene.calloutPlace))
            let live = try #require(scene.layers[.liveCallout])
            let box = rect(live.origin, live.grid.size)
            let x = chart.layout.plot.x + chart.timeAxis.column(for: model.state.selection.cursor)
            #expect(!(box.left...box.right).contains(x), "\(hour):00: the box is on the cursor's column or next to it")
            for label in chart.plotLabels { #expect(!box.intersects(label), "\(hour):00 covers a label") }
            // The column right of the plot is free to boxes and holds no curve.
            for column in box.left..<min(box.right, chart.layout.plot.right) {
                guard let line = chart.curveRows[column - chart.layout.plot.x] else { continue }
                let rows = (box.top - chart.layout.plot.top)...(box.bottom - 1 - chart.layout.plot.top)
                #expect(!rows.overlaps(line), "\(hour):00 covers the curve at column \(column)")
            }
            origins.append(live.origin)
        }
        let moves = zip(origins, origins.dropFirst()).filter { $0 != $1 }.count
        #expect(moves <= 8, "the box moved on \(moves) of the \(origins.count - 1) steps")
        #expect(builder.chartPasses == passes)
    }
}
