/// What reading one or more files produced: the data, and warnings about
/// rows that were skipped (for the command line to show, never to drop).
public struct LoadReport: Sendable {
    public var data: GlucoseData
    public var warnings: [String]

    public init(data: GlucoseData, warnings: [String] = []) {
        self.data = data
        self.warnings = warnings
    }

    /// Both reports' data merged (one copy of a reading two files share) and
    /// their warnings in order.
    public func merged(with other: LoadReport) -> LoadReport {
        LoadReport(data: data.merged(with: other.data), warnings: warnings + other.warnings)
    }
}
