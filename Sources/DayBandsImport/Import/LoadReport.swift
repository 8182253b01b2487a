import DayBandsRecords
/// What reading one or more files produced: the data, and warnings about
/// rows that were skipped (for the command line to show, never to drop).
public struct LoadReport: Sendable {
    public var data: GlucoseData
    public var warnings: [String]
    /// Records read but not kept: rows that could not be read, sensor error
    /// codes, meter readings and calibrations (each said in `warnings` too).
    public var skippedRows = 0
    /// Records left out as copies of another (`GlucoseData.merged`).
    public var mergedCopies = 0
    /// The unit the file writes glucose in, which the display opens in
    /// unless the user chose one (`Settings`); nil when it says none
    /// (Nightscout's mg/dL is the API's, not the user's choice).
    public var unit: GlucoseUnit?
    /// What a device status file said last (`NightscoutDeviceStatus`): the
    /// live row's figures, as a site's poll gives them; nil from other files.
    public var deviceStatus: DeviceStatus?
    /// A device status file's records, for the archive (`import`), and how
    /// many it set aside (dated ahead, without a time, holding no figure
    /// read: each kind said in `warnings`); nil from other files.
    public var deviceStatusRecords: (kept: [DeviceStatusRecord], setAside: Int)?

    public init(data: GlucoseData, warnings: [String] = []) {
        self.data = data
        self.warnings = warnings
    }

    /// `255 meter readings (BG Reading) in FILE not drawn: the curve shows the
    /// sensor's`: a meter's readings (or calibrations), which every reader
    /// counts in one line rather than dropping; nil for none.
    static func notDrawn(_ count: Int, _ noun: String, column: String, source: String) -> String? {
        count > 0 ? "\(count) \(noun)\(count == 1 ? "" : "s") (\(column)) in \(source) not drawn: the curve shows the sensor's" : nil
    }

    /// `treatments not shown from FILE (nothing to draw): 462 Sensor Start, 3 Note`:
    /// the kinds of record that carry nothing drawn, most first, so none is
    /// left out unsaid; nil for none.
    static func notShown(_ counts: [String: Int], _ records: String, source: String) -> String? {
        guard !counts.isEmpty else { return nil }
        let kinds = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        let shown = kinds.prefix(4).map { "\($0.value) \(PrintableText.escaped($0.key))" }
        let more = kinds.count > 4 ? " and \(kinds.dropFirst(4).reduce(0) { $0 + $1.value }) of \(kinds.count - 4) other kinds" : ""
        return "\(records) not shown from \(source) (nothing to draw): " + shown.joined(separator: ", ") + more
    }

    /// `raw`, all a source's records as read, with one copy of each posted
    /// more than once (`GlucoseData.merged`) and a line for each kind that
    /// had copies, so nothing is merged without a word:
    /// `3 duplicate treatments merged in FILE`.
    init(merging raw: GlucoseData, source: String, warnings: [String], skippedRows: Int = 0, unit: GlucoseUnit? = nil) {
        data = GlucoseData(readings: []).merged(with: raw)
        self.unit = unit
        self.warnings = warnings
        self.skippedRows = skippedRows
        let before = raw.count, after = data.count
        mergedCopies = before.readings + before.treatments - after.readings - after.treatments
        for (copies, noun) in [(before.readings - after.readings, "reading"), (before.treatments - after.treatments, "treatment")]
        where copies > 0 {
            self.warnings.append("\(copies) duplicate \(noun)\(copies == 1 ? "" : "s") merged in \(source)")
        }
    }

    /// Both reports' data merged (one copy of what both hold), their
    /// warnings in order, and the first one's unit.
    public func merged(with other: LoadReport) -> LoadReport {
        var report = LoadReport(data: data.merged(with: other.data), warnings: warnings + other.warnings)
        report.unit = unit ?? other.unit
        return report
    }
}
