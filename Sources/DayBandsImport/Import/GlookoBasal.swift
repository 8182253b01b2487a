import DayBandsRecords
import Foundation

/// Glooko's `basal_data` file: `Timestamp, Insulin Type, Duration
/// (minutes), Percentage (%), Rate, Insulin Delivered (U), Serial Number`,
/// a row per stretch of delivery, into the therapy model every importer
/// feeds (`BasalEvent`). `Insulin Type` `Scheduled` is the scheduled rate,
/// `Temp` a temporary one, `Suspend` (or a pause) delivery stopped,
/// `Automated` a loop's rate (Omnipod 5), each for its duration. The rate
/// is `Rate` U/h, else the units delivered over the duration; a temp given
/// only as a percentage is skipped and said (the file does not hold the rate
/// it is a percentage of). Its `Insulin Delivered (U)` is basal, never a
/// bolus: `GlookoCSV` reads it as doses only in a file without these columns.
struct GlookoBasal {
    /// A row's fields, as written.
    struct Fields {
        var type: String
        var minutes: String
        var percentage: String
        var rate: String
        var delivered: String
    }

    private let type: Int
    private let minutes: Int
    private let percentage: Int?
    private let rate: Int
    private let delivered: Int?

    /// The columns of a basal file's header; nil for another kind of file.
    init?(header: CSVRow) {
        guard let type = header.fields.firstIndex(of: "Insulin Type"), let minutes = header.column(startingWith: "Duration (min"),
              let rate = header.fields.firstIndex(of: "Rate") else { return nil }
        (self.type, self.minutes, self.rate) = (type, minutes, rate)
        percentage = header.column(startingWith: "Percentage")
        delivered = header.column(startingWith: "Insulin Delivered (U)")
    }

    func fields(of row: CSVRow) -> Fields {
        Fields(type: row[type].trimmingCharacters(in: .whitespaces), minutes: row.number(minutes), percentage: percentage.map { row.number($0) } ?? "",
               rate: row.number(rate), delivered: delivered.map { row.number($0) } ?? "")
    }

    private(set) var events: [BasalEvent] = []

    /// Adds a row's event; the reason it cannot be read, or nil.
    mutating func add(_ fields: Fields, at time: Date) -> String? {
        let name = fields.type.lowercased()
        let kind: BasalEvent.Kind
        switch name {
        case "scheduled": kind = .scheduled
        case "temp", "temporary": kind = .temp
        case _ where name.contains("suspend") || name.contains("pause"): kind = .suspend
        case _ where name.contains("automat"): kind = .automated
        default:
            return "expected an Insulin Type Scheduled, Temp, Suspend or Automated, found \(PrintableText.quoted(fields.type))"
        }
        guard let minutes = DecimalNumber.value(fields.minutes) else {
            return "expected a Duration in minutes, found \(PrintableText.quoted(fields.minutes))"
        }
        if let problem = TherapyAmount.problem(duration: minutes * 60) { return problem }
        let delivered = DecimalNumber.value(fields.delivered).flatMap { minutes > 0 ? $0 * 60 / minutes : nil }
        guard let rate = kind == .suspend ? 0 : DecimalNumber.value(fields.rate) ?? delivered else {
            let percent = fields.percentage.isEmpty ? "" : " (a Percentage alone: the rate it is a percentage of is not in the file)"
            return "expected a basal Rate in U/h or Insulin Delivered (U)\(percent)"
        }
        if let problem = TherapyAmount.problem(rate: rate) { return problem }
        events.append(BasalEvent(time: time, duration: minutes * 60, kind: kind, value: rate))
        return nil
    }
}
