import DayBandsRecords
import Foundation

/// How long the sensor, the cannula and the insulin have been in (Nightscout's
/// SAGE, CAGE and IAGE): the time since the newest Sensor Change, Site Change
/// and Insulin Change treatment read.
public struct CareAges: Hashable, Sendable {
    public private(set) var changed: [TherapyMark.Kind: Date] = [:]

    public init() {}

    /// Keeps the newest change of each kind among `marks`.
    public mutating func take(_ marks: some Sequence<TherapyMark>) {
        for mark in marks where changed[mark.kind].map({ mark.time > $0 }) ?? true {
            changed[mark.kind] = mark.time
        }
    }

    /// `sensor 3 d 4 h` (short `SAGE 3d4h`), `cannula 17 h`, `insulin 5 d 0 h`, in that order.
    package func words(at now: Date) -> [DeviceStatus.Word] {
        let names: [(TherapyMark.Kind, String, String)] = [(.sensorChange, "sensor", "SAGE"), (.siteChange, "cannula", "CAGE"),
                                                          (.insulinChange, "insulin", "IAGE")]
        return names.compactMap { kind, name, short in
            guard let time = changed[kind], now >= time else { return nil }
            let hours = Int(now.timeIntervalSince(time) / 3_600)
            let (days, rest) = hours.quotientAndRemainder(dividingBy: 24)
            let long = days == 0 ? "\(rest) h" : "\(days) d \(rest) h"
            let brief = days == 0 ? "\(rest)h" : "\(days)d\(rest)h"
            return DeviceStatus.Word(text: "\(name) \(long)", short: "\(short) \(brief)", old: false, weight: 2.5)
        }
    }
}
