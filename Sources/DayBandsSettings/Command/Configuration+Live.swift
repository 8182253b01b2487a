import DayBandsLive
import DayBandsRecords
import DayBandsViewer

extension Configuration {
    /// `alert`, `stale`, `snooze` and `alert-repeat`; the problem is said after the key.
    mutating func setLive(_ key: Key, to value: String) throws(AlertLevels.Problem) {
        switch key {
        case .alert:
            guard value == "on" || value == "off" else {
                throw AlertLevels.Problem(message: "takes on or off, not \(PrintableText.quoted(value))")
            }
            alert = value == "on"
        case .stale:
            staleLimits = try AlertLevels.staleLimits(parsing: value)
        case .snooze:
            snoozeMinutes = try AlertLevels.snoozeMinutes(parsing: value)
        case .alertRepeat:
            alertRepeat = try AlertLevels.repeatMinutes(parsing: value)
        default:
            preconditionFailure("not a key of the live screen: \(key)")
        }
    }
}
