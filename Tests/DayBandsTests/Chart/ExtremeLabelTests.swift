import Testing
@testable import DayBandsRecords
@testable import DayBandsChart

/// The day's `max` and `min` labels sit at their readings and never collide
/// into something misleading: each touches the cell of the reading it names
/// (a clipped peak's: its run of `▲`), never touching each other (`max
/// 120min 100`), and in each other's columns only `max` above `min` (`min
/// 100` stacked over `max 120` reads upside down).
struct ExtremeLabelTests {
    struct Label {
        var text: String
        var row: Int
        var columns: Range<Int>
    }

    /// The extremes labels written in a chart's plot.
    static func labels(_ chart: DayChart) -> [Label] {
        let plot = chart.layout.plot
        var found: [Label] = []
        for row in plot.y..<plot.bottom {
            let line = String((plot.x..<plot.right).map { chart.grid[$0, row]!.symbol })
            for match in line.matches(of: /(max|min) \d+(\.\d)?/) {
                let start = line.distance(from: line.startIndex, to: match.range.lowerBound)
                found.append(Label(text: String(match.output.0), row: row, columns: start..<(start + match.output.0.count)))
            }
        }
        return found
    }

    /// What is wrong with a chart's labels, if anything.
    static func problems(_ chart: DayChart, data: GlucoseData) -> [String] {
        let labels = labels(chart)
        var problems: [String] = []
        for (index, a) in labels.enumerated() {
            for b in labels[(index + 1)...] where a.columns.lowerBound <= b.columns.upperBound
                && b.columns.lowerBound <= a.columns.upperBound {
                // Rows top to bottom: `a` is above `b` or in the same row.
                if a.row == b.row || !(a.text.hasPrefix("max") && b.text.hasPrefix("min")) {
                    problems.append("'\(a.text)' (row \(a.row)) over or beside '\(b.text)' (row \(b.row))")
                }
            }
        }
        return problems + misplaced(chart, labels: labels, data: data)
    }

    /// The labels not next to their readings: each must touch the reading's
    /// cell (in its row or the one above, never higher), or for a peak over
    /// the ceiling, end against the run of `▲` that holds its column.
    static func misplaced(_ chart: DayChart, labels: [Label], data: GlucoseData) -> [String] {
        let plot = chart.layout.plot
        let readings = data.readings(in: chart.timeAxis.interval)
        guard !readings.isEmpty else { return [] }
        var problems: [String] = []
        for label in labels {
            let isMax = label.text.hasPrefix("max")
            let reading = isMax ? readings.max { $0.mgdl < $1.mgdl }! : readings.min { $0.mgdl < $1.mgdl }!
            guard let column = chart.timeAxis.column(for: reading.time) else { continue }
            let axis = chart.valueAxis
            let row = plot.y + axis.row(forLevel: max(1, axis.level(for: reading.mgdl)))
            let x = plot.x + column
            let (left, right) = (label.columns.lowerBound + plot.x, label.columns.upperBound + plot.x)
            var near = label.row >= row - 1 && label.row <= row && left <= x + 1 && right >= x
            if reading.mgdl > axis.scale.ceiling, label.row == plot.y {
                // Every cell between the reading's column and the label is `▲`.
                let between = label.columns.lowerBound + plot.x > x ? (x..<(label.columns.lowerBound + plot.x))
                    : ((label.columns.upperBound + plot.x)..<(x + 1))
                near = between.allSatisfy { chart.grid[$0, plot.y]?.symbol == "▲" }
            }
            if !near { problems.append("'\(label.text)' (row \(label.row)) is not next to its reading") }
        }
        return problems
    }

    /// A maximum and a minimum in the same column at 40 columns (a short flat
    /// curve, as on a CareLink export's 25-hour day): `min` beside its
    /// reading, `max` over its own a row above (it was stacked `min` over
    /// `max`, then `max` two rows up, away from its reading).
    @Test func aMinimumBesideTheMaximumIsNotStackedOverIt() throws {
        let readings = [GlucoseReading(time: TestData.time(0), mgdl: 110),
                        GlucoseReading(time: TestData.time(0, 5), mgdl: 120),
                        GlucoseReading(time: TestData.time(0, 10), mgdl: 100),
                        GlucoseReading(time: TestData.time(0, 15), mgdl: 105)]
        let chart = TestData.chart(readings, size: Size(columns: 40, rows: 12))
        let picture = chart.grid.lines.joined(separator: "\n")
        let labels = Self.labels(chart)
        #expect(labels.map(\.text) == ["max 120", "min 100"], "\(picture)")
        #expect(labels.count == 2 && labels[0].row < labels[1].row)
        #expect(Self.problems(chart, data: GlucoseData(readings: readings)).isEmpty, "\(picture)")
    }

    /// Every sample day at every size of the whole-number property.
    @Test func sampleDaysAtEverySize() throws {
        let timeline = TestData.sample
        var problems: [String] = []
        for size in WholeNumberTests.sizes {
            let layout = try #require(ChartLayout(size: size))
            for (index, day) in timeline.days.enumerated() {
                let chart = DayChart(day: day, dayNumber: index + 1, dayCount: timeline.days.count, layout: layout,
                                     context: .init(data: timeline.data, calendar: timeline.calendar))
                problems += Self.problems(chart, data: timeline.data).map { "\(day.isoDate) \(size.columns)x\(size.rows): \($0)" }
            }
        }
        #expect(problems.isEmpty, "\(problems.count): \(problems.prefix(5).joined(separator: "\n"))")
    }
}

extension ExtremeLabelTests {
    static func chart(_ iso: String, size: Size, sidePanel: Bool = false, unit: GlucoseUnit = .mgdl) throws -> DayChart {
        let timeline = TestData.sample
        let index = try timeline.dayIndex(iso: iso).get()
        let layout = try #require(ChartLayout(size: size, sidePanel: sidePanel))
        return DayChart(day: timeline.days[index], dayNumber: index + 1, dayCount: timeline.days.count, layout: layout,
                        context: .init(data: timeline.data, calendar: timeline.calendar, unit: unit))
    }

    /// Oct 31 at 100x30: the trough of 110 at 19:00 lies between the 19:30
    /// peak of about 190 and the wiggles of the descent into it. Every place
    /// touching it is taken, so `min 110` is left out (it was drawn over the
    /// peak, then two rows over the trough; issue 33), the header keeps it;
    /// `max 227` sits over its 08:55 peak.
    @Test func aTroughBesideAPeakHasNoLabelOverThePeak() throws {
        let chart = try Self.chart("2026-10-31", size: Size(columns: 100, rows: 30))
        let picture = chart.grid.lines.joined(separator: "\n")
        #expect(Self.labels(chart).map(\.text) == ["max 227"], "\(picture)")
        #expect(Self.problems(chart, data: TestData.sample.data).isEmpty, "\(picture)")
    }

    /// Oct 12 at 160x50 with the statistics panel beside the plot: the 471
    /// peak is clipped over a run of columns, and `max 471` goes against the
    /// run's start (it was left out: the places tried were two columns from
    /// the reading's, in the run, and the curve's right of it).
    @Test func aClippedPeakBesideThePanelIsLabelled() throws {
        let chart = try Self.chart("2026-10-12", size: Size(columns: 160, rows: 50), sidePanel: true)
        let picture = chart.grid.lines.joined(separator: "\n")
        #expect(Self.labels(chart).map(\.text).contains("max 471"), "\(picture)")
        #expect(chart.grid.line(chart.layout.plot.y).contains("max 471▲"), "\(picture)")
        #expect(Self.problems(chart, data: TestData.sample.data).isEmpty, "\(picture)")
    }

    /// Every sample day beside the panel and in mmol/L (`min 6.1`, `max 26.1`).
    @Test func sampleDaysBesideThePanelAndInMmol() throws {
        var problems: [String] = []
        var labelled = 0
        for size in [Size(columns: 160, rows: 50), Size(columns: 150, rows: 40), Size(columns: 100, rows: 30)] {
            for day in TestData.sample.days {
                for (sidePanel, unit) in [(true, GlucoseUnit.mgdl), (false, .mmol)] {
                    let chart = try Self.chart(day.isoDate, size: size, sidePanel: sidePanel, unit: unit)
                    labelled += Self.labels(chart).count
                    problems += Self.problems(chart, data: TestData.sample.data)
                        .map { "\(day.isoDate) \(size.columns)x\(size.rows) \(unit.label): \($0)" }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count): \(problems.prefix(5).joined(separator: "\n"))")
        #expect(labelled > 31 * 6, "most days keep both labels")
    }
}
