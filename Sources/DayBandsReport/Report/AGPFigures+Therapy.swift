import DayBandsRecords
import Foundation

/// The report's insulin and carbs: `TherapyFigures`' own figures (those
/// `stats` prints), as labelled values; none where the data holds no dose,
/// basal or carbs, so a report of glucose alone shows nothing of them.
extension AGPFigures {
    public struct TherapyLine: Sendable, Equatable {
        public let label: String
        public let value: String
    }

    static func therapyLines(_ t: TherapyFigures) -> [TherapyLine] {
        func units(_ value: Double) -> String { String(format: "%.1f U", value) }
        func count(_ n: Int, _ what: String) -> String { "\(n) day\(n == 1 ? "" : "s") \(what)" }
        var lines: [TherapyLine] = []
        if let daily = t.dailyUnits {
            lines.append(TherapyLine(label: "Total daily insulin",
                                     value: "\(units(daily)) (\(count(t.wholeDays, "with the basal known throughout")))"))
        } else if let daily = t.dailyDoseUnits {
            // Over the days with a dose record, as `stats` says it: a day the records do not reach is unknown.
            lines.append(TherapyLine(label: "\(t.doseWord.capitalized) a day", value: "\(units(daily)) (\(count(t.doseDays, "with doses")))"))
        }
        if let basal = t.basalPercent {
            // Rounded once: the boluses' share is what the basal's leaves.
            let percent = Int(basal.rounded())
            let known = Int(t.basalHours.rounded(.down)), window = Int(t.windowHours.rounded())
            lines.append(TherapyLine(label: "Basal / \(t.doseWord)", value: "\(percent)% / \(100 - percent)%"
                                     + (known < window ? " (basal known \(known) of \(window) h)" : "")))
        }
        if t.automaticBolusUnits > 0, let automatic = t.automaticPercent {
            lines.append(TherapyLine(label: "Automatic share of boluses", value: "\(Int(automatic.rounded()))%"))
        }
        if let carbs = t.dailyCarbs {
            lines.append(TherapyLine(label: "Carbs a day", value: "\(Int(carbs.rounded())) g (\(count(t.carbDays, "with carbs")))"))
        }
        return lines
    }
}
