import Testing
@testable import DayBands

/// The day's `max` and `min` labels never collide into something misleading:
/// never touching (`max 120min 100`), and in each other's columns only `max`
/// above `min` (`min 100` stacked over `max 120` reads upside down).
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
    static func problems(_ chart: DayChart) -> [String] {
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
        return problems
    }

    /// A maximum and a minimum in the same column at 40 columns (a short flat
    /// curve, as on a CareLink export's 25-hour day): `min` just above the
    /// curve, `max` above it (it stacked `min` over `max`).
    @Test func aMinimumBesideTheMaximumIsNotStackedOverIt() throws {
        let readings = [GlucoseReading(time: TestData.time(0), mgdl: 110),
                        GlucoseReading(time: TestData.time(0, 5), mgdl: 120),
                        GlucoseReading(time: TestData.time(0, 10), mgdl: 100),
                        GlucoseReading(time: TestData.time(0, 15), mgdl: 105)]
        let chart = TestData.chart(readings, size: Size(columns: 40, rows: 12))
        let labels = Self.labels(chart)
        #expect(labels.map(\.text) == ["max 120", "min 100"], "\(chart.grid.lines.joined(separator: "\n"))")
        #expect(labels.count == 2 && labels[0].row + 1 == labels[1].row)
        #expect(Self.problems(chart).isEmpty, "\(chart.grid.lines.joined(separator: "\n"))")
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
                problems += Self.problems(chart).map { "\(day.isoDate) \(size.columns)x\(size.rows): \($0)" }
            }
        }
        #expect(problems.isEmpty, "\(problems.count): \(problems.prefix(5).joined(separator: "\n"))")
    }
}
