import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsLive
@testable import DayBandsViewer

/// Text measured in terminal columns (issue 34 §2): a CJK loop failure
/// reason, file name or notice never runs past its row, never cuts a wide
/// character in half, and a long reason gives way before the figures after it.
@Suite struct WideTextTests {
    let start = Date(timeIntervalSince1970: 1_773_489_600)
    static let reason = "泵通信错误：无法连接到胰岛素泵，请检查蓝牙连接并重新启动应用程序后再试一次"

    /// Every row is as wide as the grid on a terminal, and each wide
    /// character has its second cell (none is cut in half, none dangles).
    static func expectWhole(_ grid: CellGrid, sourceLocation: SourceLocation = #_sourceLocation) {
        for y in 0..<grid.size.rows {
            #expect(grid.line(y).terminalColumns == grid.size.columns, "row \(y): \(grid.line(y))",
                    sourceLocation: sourceLocation)
            for x in 0..<grid.size.columns {
                let symbol = grid[x, y]!.symbol
                let next = x + 1 < grid.size.columns ? grid[x + 1, y]!.symbol : nil
                let before = x > 0 ? grid[x - 1, y]!.symbol : nil
                if symbol.terminalColumns == 2 {
                    #expect(next == Cell.wideTail, "a wide \(symbol) cut at \(x),\(y)", sourceLocation: sourceLocation)
                } else if symbol == Cell.wideTail {
                    #expect(before?.terminalColumns == 2, "a dangling half at \(x),\(y)", sourceLocation: sourceLocation)
                }
            }
        }
    }

    func liveRow(width: Int) -> CellGrid { liveHeader().grid(width: width, unit: .mgdl, glyphs: .unicode) }

    func liveHeader() -> LiveHeader {
        var live = LiveStatus()
        live.take([GlucoseReading(time: start, mgdl: 70), GlucoseReading(time: start.addingTimeInterval(300), mgdl: 62)])
        var status = DeviceStatus()
        let at = start.addingTimeInterval(6 * 60)
        status.iob = .init(value: 1.25, time: at)
        status.loop = .init(value: Self.reason, time: start.addingTimeInterval(3 * 60))
        status.enacted = .init(value: .init(rate: 0.45, duration: 30), time: start.addingTimeInterval(3 * 60))
        status.reservoir = .init(value: 122.5, time: at)
        status.pumpBattery = .init(value: 80, time: at)
        status.uploaderBattery = .init(value: 55, time: at)
        live.deviceStatus = status
        return live.header(at: at, calendar: TestData.utc)
    }

    /// In the large live area the reason takes the rest of its row (cut at
    /// 100 columns, whole at 140); the figures after it flow on.
    @Test(arguments: [100, 140, 200])
    func aCJKLoopReasonInTheLargeArea(width: Int) {
        let grid = liveHeader().grid(size: Size(columns: width, rows: 3), unit: .mgdl, glyphs: .unicode)
        Self.expectWhole(grid)
        let rows = (0..<3).map { grid.line($0) }
        #expect(rows[1].contains("loop failed 3 min ago: 泵通信错误"), "\(rows)")
        #expect(rows[1].contains("…") == (width == 100), "cut only where it does not fit whole: \(rows)")
        for figure in ["temp 0.45 U/h 27 min left", "reservoir 122.5 U", "pump battery 80%", "phone 55%"] {
            #expect(rows.contains { $0.contains(figure) }, "\(figure) at \(width): \(rows)")
        }
    }

    @Test func characterColumns() {
        #expect(Character("a").terminalColumns == 1 && Character("é").terminalColumns == 1)
        #expect(Character("泵").terminalColumns == 2 && Character("ア").terminalColumns == 2)
        #expect(Character("Ａ").terminalColumns == 2 && Character("👍").terminalColumns == 2)
        #expect(Character("\u{200B}").terminalColumns == 0)
        #expect("泵a👍".terminalColumns == 5)
    }

    @Test func shortenedToColumnsNeverCutsAWideCharacter() {
        #expect("泵通信错误".shortened(toColumns: 10, ellipsis: "…") == "泵通信错误")
        #expect("泵通信错误".shortened(toColumns: 9, ellipsis: "…") == "泵通信错…")
        #expect("泵通信错误".shortened(toColumns: 8, ellipsis: "…") == "泵通信…", "3 columns would straddle: left out whole")
        var grid = CellGrid(size: Size(columns: 5, rows: 1), filling: Cell(" "))
        #expect(grid.write("ab泵泵", x: 0, y: 0) == 6)
        #expect(grid.line(0) == "ab泵 ", "the second 泵 would straddle the edge")
        Self.expectWhole(grid)
    }

    /// The reason gives way first and takes the room the figures leave:
    /// none at 140 columns, some at 170, more at 200; never over the row's end.
    @Test(arguments: [40, 100, 140, 170, 200])
    func aCJKLoopReasonStaysInItsRow(width: Int) {
        let grid = liveRow(width: width)
        Self.expectWhole(grid)
        let text = grid.line(0)
        #expect(text.hasPrefix(" 62 mg/dL"), "\(text)")
        let figures: [String] = switch width {
        case 40: ["res 122.5 U"]
        // What gave way and fits again comes back (the temp, short).
        case 100: ["IOB 1.25 U", "   0.45 U/h 27 min   res 122.5 U   pump 80%   ph 55%"]
        case 140: ["IOB 1.25 U   loop failed 3 min ago   temp 0.45 U/h 27 min left   reservoir 122.5 U   pump 80%   ph 55%"]
        case 170: ["loop failed 3 min ago: 泵通信错误：无法…   temp 0.45 U/h 27 min left   reservoir 122.5 U   pump battery 80%   phone 55% "]
        default: ["loop failed 3 min ago: 泵通信错误：无法连接到胰岛素泵，请检查蓝牙连接…   temp 0.45 U/h 27 min left   reservoir 122.5 U"]
        }
        for figure in figures { #expect(text.contains(figure), "at \(width): \(text)") }
    }

    /// A live notice quoting the network in CJK (a site's error) on the status line.
    @Test(arguments: [40, 100, 200])
    func aCJKLiveNoticeStaysInItsRow(width: Int) throws {
        let timeline = TestData.sample
        let state = ViewerState.opening(timeline, dayIndex: 3, hour: 12, size: Size(columns: width, rows: 20))
        let line = StatusInputs(width: width, dateEntry: state.dateEntry, notice: state.noticeForms, following: state.following,
                                liveNotice: LiveNotice("站点无法访问：连接被拒绝 " + Self.reason), readout: nil, pin: nil, cursor: nil,
                                pinOnPage: false, overlay: nil, settings: RenderSettings(calendar: timeline.calendar))
        let grid = line.make()
        Self.expectWhole(grid)
        #expect(grid.line(0).hasPrefix(" 站点无法访问"), "\(grid.line(0))")
    }

    /// Two CJK file names as series (the panel's source rows) and a CJK notice on the status line.
    @Test(arguments: [(40, 12), (100, 30), (200, 60)])
    func cjkFileNamesAndNoticesStayInTheirRows(columns: Int, rows: Int) throws {
        let names = ["血糖記録_二〇二五年十月分の全データ.csv", "リブレ３スキャン記録.csv"]
        let readings = (0..<(2 * 288)).map { (index: Int) -> GlucoseReading in
            let time = TestData.day.interval.start.addingTimeInterval(Double(index) * 150)
            return GlucoseReading(time: time, mgdl: 90 + Double(index % 60), series: UInt16(index % 2))
        }
        let data = GlucoseData(readings: readings, series: names.map { GlucoseSeries(name: $0) })
        let timeline = try #require(Timeline(data: data, calendar: TestData.utc))
        var state = ViewerState.opening(timeline, dayIndex: 0, hour: 12, size: Size(columns: columns, rows: rows))
        state.statisticsChoice = true
        state.notice = "set aside 3 rows of " + names[0] + " dated ahead of now"
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar))
        let grid = builder.scene(for: ViewerModel(page: timeline, state: state)).composed()
        Self.expectWhole(grid)
        let screen = (0..<grid.size.rows).map { grid.line($0) }.joined(separator: "\n")
        if columns >= 200 { #expect(screen.contains("血糖記"), "the panel's source label:\n\(screen)") }
    }
}
