import DayBands
import Foundation

/// The kinds of value an option takes: each reads its text, says what is
/// wrong with it ("--unit takes mgdl or mmol, not 'mmol/L'"), and offers its
/// completions.
extension OptionValue {
    static func flag(_ set: @escaping @Sendable (inout ParseState) -> Void) -> OptionValue {
        OptionValue(placeholder: nil, completion: .none, read: .flag(set))
    }

    /// Any text, checked by `read` itself.
    static func text(_ placeholder: String, _ completion: Completion = .none,
                     _ read: @escaping @Sendable (inout ParseState, String, String) throws(UsageError) -> Void) -> OptionValue {
        OptionValue(placeholder: placeholder, completion: completion, read: .text(read))
    }

    /// One of `choices`, each a word and what it means.
    static func choice<T: Sendable>(_ choices: [(String, T)], placeholder: String? = nil,
                                    _ set: @escaping @Sendable (inout ParseState, T) -> Void) -> OptionValue {
        let words = choices.map(\.0)
        return text(placeholder ?? words.joined(separator: "|"), .words(words)) { state, text, name throws(UsageError) in
            do throws(SettingValue.Problem) { set(&state, try SettingValue.choice(text, among: choices)) } catch {
                throw UsageError(error.said(after: name))
            }
        }
    }

    /// One of an enumeration's raw values, in its order.
    static func choice<T: RawRepresentable & CaseIterable & Sendable>(
        _ type: T.Type, placeholder: String? = nil, _ set: @escaping @Sendable (inout ParseState, T) -> Void
    ) -> OptionValue where T.RawValue == String {
        choice(T.allCases.map { ($0.rawValue, $0) }, placeholder: placeholder, set)
    }

    /// A calendar date; whether the data has that day is a data question, answered later.
    static func date(_ placeholder: String, _ set: @escaping @Sendable (inout ParseState, String) -> Void) -> OptionValue {
        text(placeholder, .dates) { state, text, name throws(UsageError) in
            do throws(SettingValue.Problem) { set(&state, try SettingValue.date(text)) } catch { throw UsageError(error.said(after: name)) }
        }
    }

    static func time(_ set: @escaping @Sendable (inout ParseState, ClockTime) -> Void) -> OptionValue {
        let hours = (0..<24).map { String(format: "%02d:00", $0) }
        return text("HH:MM", .examples(hours)) { state, text, name throws(UsageError) in
            guard let time = ClockTime(text) else {
                throw UsageError("\(name) takes a time HH:MM or h:MMam/pm, not \(PrintableText.quoted(text))")
            }
            set(&state, time)
        }
    }

    /// `COLSxROWS` or `WIDTHxHEIGHT`, each number within `range`; `form` says it in the message.
    static func size(_ placeholder: String, within range: ClosedRange<Int>, form: String, examples: [String],
                     _ set: @escaping @Sendable (inout ParseState, Size) -> Void) -> OptionValue {
        text(placeholder, .examples(examples)) { state, text, name throws(UsageError) in
            let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
                  range.contains(columns), range.contains(rows)
            else { throw UsageError("\(name) takes \(form), not \(PrintableText.quoted(text))") }
            set(&state, Size(columns: columns, rows: rows))
        }
    }

    static func count(_ range: ClosedRange<Int>, of things: String,
                      _ set: @escaping @Sendable (inout ParseState, Int) -> Void) -> OptionValue {
        text("N") { state, text, name throws(UsageError) in
            guard let number = Int(text), range.contains(number) else {
                throw UsageError("\(name) takes a number of \(things) from \(range.lowerBound) to \(range.upperBound), "
                                 + "not \(PrintableText.quoted(text))")
            }
            set(&state, number)
        }
    }

    /// A file; an empty name is refused (`missing` says what is missing).
    static func path(_ placeholder: String, missing: String, _ set: @escaping @Sendable (inout ParseState, String) -> Void) -> OptionValue {
        text(placeholder, .files) { state, text, name throws(UsageError) in
            guard !text.isEmpty else { throw UsageError("\(name) needs \(missing)") }
            set(&state, text)
        }
    }

    static func zone(_ set: @escaping @Sendable (inout ParseState, String) -> Void) -> OptionValue {
        text("ZONE", .zones) { state, text, name throws(UsageError) in
            do throws(SettingValue.Problem) { set(&state, try SettingValue.zone(text)) } catch { throw UsageError(error.said(after: name)) }
        }
    }
}
