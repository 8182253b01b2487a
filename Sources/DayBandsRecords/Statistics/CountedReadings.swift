import Foundation

/// Which readings the figures count (statistics, time in ranges, events, the
/// AGP): every reading except the scans a periodic series of the same device
/// covers. A Libre reader's scans are taken on demand between its historic
/// readings, which LibreView's own figures count alone; counting both would
/// weigh the moments someone looked twice. So a scan within one sampling
/// interval of a periodic reading of its device (a series of the same name)
/// is drawn and listed, not counted; a scan where the device holds no
/// periodic reading (historic data lost, or scans only) is counted.
public enum CountedReadings {
    /// `readings` (in time order, each naming its series by index in
    /// `series`) without the covered scans; `readings` itself when no scan
    /// series has a periodic series of its device. Each periodic series'
    /// cadence is found from its readings, or taken from `cadences` (by
    /// series index) when given: a span's (`DaySummary`).
    public static func of(_ readings: ArraySlice<GlucoseReading>, series: [GlucoseSeries],
                          cadences given: [TimeInterval?]? = nil) -> ArraySlice<GlucoseReading> {
        let partners = periodicPartners(of: series)
        guard partners.contains(where: { $0 != nil }) else { return readings }
        var isPartner = [Bool](repeating: false, count: series.count)
        for case let partner? in partners { isPartner[partner] = true }
        var members = [[GlucoseReading]](repeating: [], count: series.count)
        for reading in readings where isPartner[Int(reading.series)] { members[Int(reading.series)].append(reading) }
        let cadences = given ?? members.map { $0.isEmpty ? nil : Cadence.interval(of: $0) }
        let times = members.map { $0.map(\.time) }
        return ArraySlice(readings.filter { reading in
            guard let partner = partners[Int(reading.series)], let cadence = cadences[partner] else { return true }
            return !isNear(reading.time, times[partner], within: cadence)
        })
    }

    /// For each series, the index of the periodic series of the same name
    /// when it is scans and one exists, else nil.
    package static func periodicPartners(of series: [GlucoseSeries]) -> [Int?] {
        series.map { scans in
            guard scans.sampling == .scans else { return nil }
            return series.firstIndex { $0.sampling == .periodic && $0.name == scans.name }
        }
    }

    /// Whether a time in `times` (sorted) is within `interval` of `time`, either side.
    private static func isNear(_ time: Date, _ times: [Date], within interval: TimeInterval) -> Bool {
        let next = times.partitionIndex { $0 >= time }
        if next < times.count, times[next].timeIntervalSince(time) <= interval { return true }
        return next > 0 && time.timeIntervalSince(times[next - 1]) <= interval
    }
}

extension GlucoseData {
    /// The readings the figures count in `interval` (`CountedReadings`).
    public func countedReadings(in interval: DateInterval) -> ArraySlice<GlucoseReading> {
        CountedReadings.of(readings(in: interval), series: series)
    }
}
