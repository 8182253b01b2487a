import DayBandsImport
import DayBandsRecords
import Foundation

/// A LibreLinkUp glucose item (a connection's `glucoseMeasurement`, or one of
/// a graph's `graphData`) as a reading: `FactoryTimestamp` is UTC written
/// `M/d/yyyy h:mm:ss AM` (`Timestamp` is the phone's local clock, without a
/// zone, and is not used), `ValueInMgPerDl`, `TrendArrow` 1 to 5 (falling
/// fast to rising fast; the graph's items have none), `isHigh`/`isLow` for
/// the sensor's HI and LO.
enum LibreLinkUpMeasurement {
    /// The reading, or nil for an item without a readable time or value, or
    /// an implausible one (`Plausible`).
    static func reading(_ item: [String: Any]) -> GlucoseReading? {
        guard let stamp = item["FactoryTimestamp"] as? String, let time = factoryTime.date(from: stamp),
              let mgdl = (item["ValueInMgPerDl"] as? NSNumber)?.doubleValue, Plausible.problem(time: time, mgdl: mgdl) == nil
        else { return nil }
        let flag: ReadingFlag = (item["isLow"] as? Bool) == true ? .belowSensorRange
            : (item["isHigh"] as? Bool) == true ? .aboveSensorRange : .measured
        return GlucoseReading(time: time, mgdl: mgdl, trend: trend((item["TrendArrow"] as? NSNumber)?.intValue), flag: flag)
    }

    /// LibreLinkUp's five arrows; 0 or anything else: no trend.
    static func trend(_ arrow: Int?) -> Trend? {
        switch arrow {
        case 1: .singleDown
        case 2: .fortyFiveDown
        case 3: .flat
        case 4: .fortyFiveUp
        case 5: .singleUp
        default: nil
        }
    }

    private static let factoryTime: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "M/d/yyyy h:mm:ss a"
        return formatter
    }()
}
