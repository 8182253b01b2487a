import DayBandsChart
import DayBandsRecords
/// The patterns view's readout row: the cursor's hour of its day, what the
/// map calls it and the readings it rests on, in the longest form that
/// fits whole: `Tue 3 Mar 02:00-03:00: low; 12 readings, 4 below 70 mg/dL
/// (lowest 58), 0 above 180 mg/dL (highest 130)`.
struct PatternReadout {
    let day: PatternDay
    let hour: Int
    let words: PatternWords

    func grid(width: Int) -> CellGrid {
        var grid = CellGrid(size: Size(columns: width, rows: 1))
        let range = day.range(at: hour)
        if let text = forms.first(where: { $0.terminalColumns <= width }) {
            grid.write(text, x: 0, y: 0, fg: range?.isLow == true ? .low : .text, bold: range?.isLow == true)
        }
        return grid
    }

    var forms: [String] {
        let when = "\(words.calendar.dayText(day.day)) \(words.hour(hour))-\(words.hour(hour + 1))"
        let bucket = day.hours[hour]
        guard let range = day.range(at: hour) else { return ["\(when): no readings", "\(when): none"] }
        let unit = words.unit
        let counts = "\(bucket.count) reading\(bucket.count == 1 ? "" : "s")"
        let below = "\(bucket.count(of: .below70)) \(words.threshold(.below70))"
        let above = "\(bucket.count(of: .above180)) \(words.threshold(.above180))"
        let lowest = "lowest \(unit.format(mgdl: bucket.lowest))", highest = "highest \(unit.format(mgdl: bucket.highest))"
        return ["\(when): \(range.name); \(counts), \(below) (\(lowest)), \(above) (\(highest))",
                "\(when): \(range.name); \(counts), \(lowest), \(highest)",
                "\(when): \(range.name); \(counts)",
                "\(when): \(range.name)"]
    }
}
