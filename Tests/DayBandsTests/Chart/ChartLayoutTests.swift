import Testing
@testable import DayBandsChart

struct ChartLayoutTests {
    @Test(arguments: [(0, 0), (1, 1), (39, 12), (40, 11), (39, 30), (200, 11)])
    func belowTheMinimumThereIsNoLayout(columns: Int, rows: Int) {
        #expect(ChartLayout(size: Size(columns: columns, rows: rows)) == nil)
    }

    @Test(arguments: [(40, 12), (41, 13), (100, 30), (120, 40), (300, 80)])
    func rectanglesTileTheScreen(columns: Int, rows: Int) throws {
        let layout = try #require(ChartLayout(size: Size(columns: columns, rows: rows)))
        #expect(layout.header == Rect(x: 0, y: 0, width: columns, height: 1))
        #expect(layout.overview == Rect(x: layout.plot.x, y: 1, width: layout.plot.width, height: 1))
        #expect(layout.plot.top == 2)
        #expect(layout.plot.left == ChartLayout.labelWidth + 1)
        #expect(layout.plot.right == columns - 1)
        #expect(layout.plot.height == rows - 5)
        #expect(!layout.statisticsBeside)
        #expect(layout.doseLane.top == layout.plot.bottom)
        #expect(layout.hourLabels.top == layout.plot.bottom + 1)
        #expect(layout.status == Rect(x: 0, y: rows - 1, width: columns, height: 1))
        #expect(layout.yLabels.right == layout.axisColumn)
    }

    /// Beside the plot whenever the plot keeps 24 columns (from 66 columns):
    /// below 130 the plot narrows rather than go under the panel. Narrower,
    /// over the whole chart between header and status line (over part of it,
    /// the labels at its edge showed cut: `10-0` of `10-01`).
    @Test(arguments: [(40, false), (65, false), (66, true), (100, true), (129, true), (130, true), (200, true)])
    func theStatisticsPanelSitsBesideThePlotWhenThePlotKeepsItsMinimum(columns: Int, beside: Bool) throws {
        let layout = try #require(ChartLayout(size: Size(columns: columns, rows: 30), sidePanel: true))
        #expect(layout.statisticsBeside == beside)
        #expect(layout.statistics == (beside ? Rect(x: columns - ChartLayout.statisticsWidth, y: 1, width: ChartLayout.statisticsWidth, height: 28)
                                             : Rect(x: 0, y: 1, width: columns, height: 28)))
        #expect(beside ? layout.plot.right < layout.statistics.left : layout.plot.right == columns - 1)
        #expect(layout.hourLabels.right <= (beside ? layout.statistics.left : columns))
        if beside {
            #expect(layout.plot.width >= ChartLayout.minimumPlotColumns)
            #expect(layout.overview.right <= layout.statistics.left && layout.doseLane.right <= layout.statistics.left)
        }
    }

    @Test func screenPointsConvertIntoThePlotOnlyInsideIt() throws {
        let layout = try #require(ChartLayout(size: Size(columns: 100, rows: 30)))
        #expect(layout.plotPoint(fromScreen: Point(x: 5, y: 2)) == Point(x: 0, y: 0))
        #expect(layout.plotPoint(fromScreen: Point(x: 98, y: 25)) == Point(x: 93, y: 23))
        #expect(layout.plotPoint(fromScreen: Point(x: 50, y: 1)) == nil)  // overview strip
        #expect(layout.plotPoint(fromScreen: Point(x: 2, y: 10)) == nil)  // y labels
        #expect(layout.plotPoint(fromScreen: Point(x: 4, y: 10)) == nil)  // axis
        #expect(layout.plotPoint(fromScreen: Point(x: 50, y: 0)) == nil)  // header
        #expect(layout.plotPoint(fromScreen: Point(x: 50, y: 26)) == Point(x: 45, y: 24))  // bottom plot row
        #expect(layout.plotPoint(fromScreen: Point(x: 50, y: 27)) == nil)  // dose lane
        #expect(layout.plotPoint(fromScreen: Point(x: 99, y: 10)) == nil)  // right margin
    }
}
