/// The order of day, month and year in a date written without names, as
/// LibreView writes its `Device Timestamp` by the account's country. Given by
/// the user when a file cannot tell (`03-04-2026` with 24-hour times).
public enum DateOrder: String, CaseIterable, Sendable {
    case monthFirst = "month-first"
    case dayFirst = "day-first"
    case yearFirst = "year-first"
}
