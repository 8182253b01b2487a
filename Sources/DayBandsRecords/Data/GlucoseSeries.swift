/// Where a reading comes from: one device's stream of readings, as the data
/// names it (Nightscout's `device`, Tidepool's `deviceId`, LibreView's
/// device and serial number), or the file or site when it names none. A
/// sensor samples on its own cadence; a Libre reader's scans are taken on
/// demand, so they are a series of their own, kept out of the capture and
/// gap rule of the sensor's historic series. Readings hold the index of
/// their series in `GlucoseData.series` (two bytes, within the padding a
/// reading has anyway); the archive keeps each reading's series too.
public struct GlucoseSeries: Hashable, Sendable {
    public enum Sampling: String, Hashable, Sendable {
        /// A reading every 1, 5 or 15 minutes (`Cadence`).
        case periodic
        /// On demand: Libre scans. No cadence, so no capture.
        case scans
    }

    /// The device as the data names it (shortened, unescaped: messages
    /// escape it), or the file or site; empty until the reader's file names it.
    public var name: String
    public var sampling: Sampling

    public init(name: String, sampling: Sampling = .periodic) {
        // No more bytes than characters kept is the name as it is (most, and no walk through its characters).
        self.name = name.utf8.count <= Self.longestName ? name : String(name.prefix(Self.longestName))
        self.sampling = sampling
    }

    /// Characters of a name kept: device names are short; a longer one is a
    /// file's noise and only costs memory.
    static let longestName = 64

    /// Series one load keeps apart, at most; readings of devices beyond them
    /// are kept in one series of their own (`others`), said in a warning.
    static let mostSeries = 64

    /// Where readings of the devices beyond `mostSeries` go.
    static let others = GlucoseSeries(name: "other devices")
}

/// The series of one reader's records, told apart by name and sampling, in
/// the order they first appear.
package struct SeriesTable {
    package private(set) var series: [GlucoseSeries] = []
    private var indices: [GlucoseSeries: UInt16] = [:]
    /// Readings put into `GlucoseSeries.others` because the table was full.
    private(set) var overflow = 0

    /// The series asked for last and its index: a file's records come
    /// from one device after another, so most lookups hash no name.
    private var last: (series: GlucoseSeries, index: UInt16)?

    package init() {}

    /// The index of `series`, added when new.
    package mutating func index(of series: GlucoseSeries) -> UInt16 {
        if let last, last.series == series { return last.index }
        if let index = indices[series] {
            last = (series, index)
            return index
        }
        if self.series.count >= GlucoseSeries.mostSeries - 1, series != GlucoseSeries.others {
            overflow += 1
            return index(of: GlucoseSeries.others)
        }
        let index = UInt16(self.series.count)
        self.series.append(series)
        indices[series] = index
        last = (series, index)
        return index
    }

    /// `N readings of more than 64 devices kept as one series in SOURCE`, or nil.
    package func warning(source: String) -> String? {
        overflow == 0 ? nil
            : "\(overflow) reading\(overflow == 1 ? "" : "s") of devices beyond the first \(GlucoseSeries.mostSeries - 1) kept as one series ('\(GlucoseSeries.others.name)') in \(source)"
    }
}
