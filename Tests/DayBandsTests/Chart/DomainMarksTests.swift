import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart

/// Lows (below 70) are marked on the floor, louder below 54, and carry their
/// value; peaks above the 420 ceiling are marked in the top row.
/// At 102x14 the plot is 96 columns (15 minutes each) by 9 rows; row 8 is the floor row.
struct DomainMarksTests {
    static let size = Size(columns: 102, rows: 14)

    func floorRow(_ chart: DayChart) -> [Cell] {
        (0..<chart.layout.plot.width).map { chart.grid[chart.layout.plot.x + $0, chart.layout.plot.bottom - 1]! }
    }

    func text(_ cells: some Collection<Cell>) -> String { String(cells.map(\.symbol)) }

    /// 150 all day, with a dip to `depth` at 03:00 (every 5 minutes, 20 minutes down and up).
    func dip(to depth: Double, at hour: Int = 3) -> [GlucoseReading] {
        TestData.readings { minute in
            let distance = Double(abs(minute - hour * 60))
            return distance >= 40 ? 150 : depth + (150 - depth) * distance / 40
        }
    }

    @Test func aSevereLowIsMarkedWithItsValueInTheFloorRow() {
        let chart = TestData.chart(dip(to: 44), size: Self.size)
        let row = floorRow(chart)
        let low = Cell("▼", fg: .low, bold: true, reverse: true)
        #expect(row[12] == low, "03:00 is column 12")
        #expect(text(row[13...14]) == "44", "the value right of its mark")
        #expect(row[13...14].allSatisfy { $0.reverse && $0.fg == .low })
        #expect(row.filter { $0.reverse }.count >= 3)
        #expect(!row[20].reverse, "columns back in the domain are plain area")
    }

    /// Was a bug: a low inside the domain (61 mg/dL) showed only as a notch
    /// in the fill. Below 70 it is a low: `▾` in bold bright red with its
    /// value, not reversed (that is for below 54); at 70 and over, nothing.
    @Test func aLowInsideTheDomainIsMarkedQuieterThanAVeryLow() {
        let row = floorRow(TestData.chart(dip(to: 61), size: Self.size))
        #expect(row[12] == Cell("▾", fg: .low, bold: true))
        #expect(text(row[13...14]) == "61" && row[13].fg == .low)
        #expect(row.allSatisfy { !$0.reverse })
        let inRange = floorRow(TestData.chart(dip(to: 71), size: Self.size))
        #expect(inRange.allSatisfy { $0.fg != .low && !$0.reverse })
        // On the consensus bands (floor 40) a low is well above the floor, and still marked there.
        let consensus = TestData.chart(dip(to: 61), size: Self.size, scale: .consensus)
        #expect(floorRow(consensus)[12] == Cell("▾", fg: .low, bold: true))
    }

    @Test func aClippedPeakGetsACeilingMarkInTheTopRow() {
        let readings = TestData.readings { $0 == 12 * 60 ? 500 : 150 }
        let chart = TestData.chart(readings, size: Self.size)
        let top = (0..<chart.layout.plot.width).map { chart.grid[chart.layout.plot.x + $0, chart.layout.plot.top]! }
        // Bold, not reversed: a high is quieter than a low.
        #expect(top[48] == Cell("▲", fg: .line(.red), bold: true))
        #expect(top.filter { $0.symbol == "▲" }.count <= 2, "only the columns the curve leaves the domain in")
        #expect(floorRow(chart).allSatisfy { !$0.reverse })
    }

    @Test func atTheRightEdgeTheValueGoesLeftOfItsMark() {
        // Down from 150 at 23:30 to 44 at 23:55, in the last column.
        let chart = TestData.chart(TestData.readings { $0 < 23 * 60 + 30 ? 150 : 150 - Double($0 - 1410) * 106 / 25 },
                                   size: Self.size)
        let row = floorRow(chart)
        #expect(text(row[90...95]).contains("44▼"), "\(text(row))")
    }

    @Test func theLowestOfTwoCloseLowsIsTheOneLabelled() {
        // Two lows 30 minutes apart: columns 12 and 14, too close for both labels.
        let readings = TestData.readings { minute in
            switch minute {
            case 180: 50
            case 210: 41
            case 185...205: 65
            default: 150
            }
        }
        let row = text(floorRow(TestData.chart(readings, size: Self.size)))
        #expect(row.contains("41"))
        #expect(!row.contains("50"), "no room for the other: left out, not cut or overlapping (\(row))")
    }

    @Test func unitsFlagsAndAsciiAreHonoured() {
        let mmol = TestData.chart(dip(to: 44), size: Self.size, unit: .mmol)
        #expect(text(floorRow(mmol)).contains("▼2.4"))
        var readings = dip(to: 44)
        readings[36] = GlucoseReading(time: TestData.time(3), mgdl: 40, flag: .belowSensorRange)
        #expect(text(floorRow(TestData.chart(readings, size: Self.size))).contains("▼<40"))
        let ascii = TestData.chart(dip(to: 44), size: Self.size, style: RenderStyle(glyphs: .ascii, monochrome: true))
        let row = floorRow(ascii)
        #expect(text(row).contains("V44"))
        #expect(row[12].reverse, "reverse video marks it without colour")
    }

    /// The sample's night lows (Oct 5, Oct 20): at every size the day's lowest
    /// value is written in the floor row, whole.
    @Test(arguments: [Size(columns: 40, rows: 12), Size(columns: 60, rows: 16), Size(columns: 100, rows: 30),
                      Size(columns: 200, rows: 60)])
    func theDaysLowestValueIsOnScreen(size: Size) throws {
        let timeline = TestData.sample
        let layout = try #require(ChartLayout(size: size))
        for iso in ["2026-10-05", "2026-10-20"] {
            let index = try timeline.dayIndex(iso: iso).get()
            let day = timeline.days[index]
            let chart = DayChart(day: day, dayNumber: index + 1, dayCount: timeline.days.count, layout: layout,
                                 context: .init(data: timeline.data, calendar: timeline.calendar))
            let lowest = try #require(timeline.data.readings(in: day.interval).min { $0.mgdl < $1.mgdl })
            try #require(lowest.mgdl < 60)
            let row = text(floorRow(chart))
            let value = GlucoseUnit.mgdl.format(lowest)
            #expect(row.contains("▼\(value)") || row.contains("\(value)▼"), "\(iso) at \(size): \(row)")
        }
    }
}
