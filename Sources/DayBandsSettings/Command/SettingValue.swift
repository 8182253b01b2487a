import DayBandsRecords
import Foundation

/// How a setting's text is read, the same in the config file
/// (`Configuration`) and on the command line (the options' values): one
/// reader a kind, whose problem is said after the key's or the option's
/// name (`unit takes mgdl or mmol, not 'x'`, `--tz: unknown time zone 'x'`).
/// The bands and the alerts have theirs (`BandBoundaries`, `AlertLevels`).
public enum SettingValue {
    public struct Problem: Error, Sendable {
        /// What follows the name, with its joiner (` takes ...`, `: unknown ...`).
        public var message: String

        public func said(after name: String) -> String { name + message }
    }

    /// One of `choices`, by its word.
    public static func choice<T>(_ text: String, among choices: [(word: String, value: T)]) throws(Problem) -> T {
        guard let chosen = choices.first(where: { $0.word == text }) else {
            throw Problem(message: " takes \(listing(choices.map(\.word), "or")), not \(PrintableText.quoted(text))")
        }
        return chosen.value
    }

    /// One of an enumeration's raw values, in its order.
    public static func choice<T: RawRepresentable & CaseIterable>(_ text: String, _ type: T.Type) throws(Problem) -> T
    where T.RawValue == String {
        try choice(text, among: T.allCases.map { ($0.rawValue, $0) })
    }

    /// An IANA time zone's name.
    public static func zone(_ text: String) throws(Problem) -> String {
        guard TimeZone(identifier: text) != nil else { throw Problem(message: ": unknown time zone \(PrintableText.quoted(text))") }
        return text
    }

    /// A calendar date, YYYY-MM-DD; whether the data has that day is a data question, answered later.
    public static func date(_ text: String) throws(Problem) -> String {
        // Whether a text is a date does not depend on the zone.
        guard DayCalendar(timeZone: TimeZone(identifier: "UTC")!).day(iso: text) != nil else {
            throw Problem(message: " takes a date YYYY-MM-DD, not \(PrintableText.quoted(text))")
        }
        return text
    }

    /// "a and b", "a, b or c".
    public static func listing(_ words: [String], _ conjunction: String) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " \(conjunction) " + words.last!
    }
}
