import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer
@testable import DayBandsCommandLine

/// The one table of keys: each key does one thing, the thing it did before
/// the table, and every binding is said where the user looks for it.
struct KeyBindingsTests {
    @Test func noKeyIsBoundTwice() {
        var seen: [Key: String] = [:]
        for binding in KeyBindings.all {
            for (key, _) in binding.keys {
                #expect(seen[key] == nil, "\(key) is bound by \(seen[key] ?? "") and \(binding.asciiLabel)")
                seen[key] = binding.asciiLabel
            }
        }
    }

    @Test func everyBindingDispatchesItsEvent() {
        for binding in KeyBindings.all {
            for (key, event) in binding.keys {
                if case .click(let modified) = key {
                    let point = Point(x: 7, y: 3)
                    #expect(KeyBindings.event(forClick: point, modified: modified)
                            == (modified ? .clickReading(point) : .click(point)))
                } else {
                    #expect(KeyBindings.event(for: key) == event, "\(key)")
                }
            }
        }
    }

    /// The keys as they were before the table (KeyMap's switch): none lost, none changed.
    @Test func everyKeyDoesWhatItDidBefore() {
        let named: [(Key, ViewerEvent)] = [
            (.left, .moveHour(-1)), (.right, .moveHour(1)), (.shiftLeft, .moveReading(-1)), (.shiftRight, .moveReading(1)),
            (.home, .firstHour), (.end, .lastHour), (.up, .moveDay(-1)), (.down, .moveDay(1)),
            (.pageUp, .moveDay(-7)), (.pageDown, .moveDay(7)), (.shiftHome, .firstDay), (.shiftEnd, .lastDay),
            (.enter, .togglePin), (.backspace, .erase),
            (.wheelUp(modified: false), .moveDay(-1)), (.wheelDown(modified: false), .moveDay(1)),
            (.wheelUp(modified: true), .moveHour(-1)), (.wheelDown(modified: true), .moveHour(1)),
        ]
        let typed: [(Character, ViewerEvent)] = [
            ("h", .moveHour(-1)), ("l", .moveHour(1)), (",", .moveReading(-1)), (".", .moveReading(1)),
            ("k", .moveDay(-1)), ("j", .moveDay(1)), ("\r", .togglePin), ("\n", .togglePin), ("\u{1B}", .clearPin),
            ("?", .toggleHelp), ("u", .toggleUnit), ("s", .toggleStatistics), ("a", .toggleProfile), ("w", .toggleWeek),
            ("g", .startDateEntry), ("t", .lastDay), (">", .lastDay), ("<", .firstDay),
            ("n", .jump(.low, forward: true)), ("N", .jump(.low, forward: false)),
            ("]", .jump(.high, forward: true)), ("[", .jump(.high, forward: false)), ("o", .toggleOverlay),
            ("\u{7F}", .erase), ("\u{08}", .erase), ("q", .quit), ("Q", .quit), ("\u{03}", .interrupt),
            // Added with the table: to the previous / next day with readings.
            ("{", .moveToReadings(-1)), ("}", .moveToReadings(1)),
            // Unbound: typed into the prompt, or (space, control characters) nothing.
            ("7", .character("7")), ("-", .character("-")), ("é", .character("é")), (" ", .otherKey), ("\t", .otherKey),
        ]
        for (key, event) in named + typed.map({ (Key.character($0.0), $0.1) }) {
            #expect(KeyBindings.event(for: key) == event, "\(key)")
        }
        #expect(KeyBindings.event(forClick: Point(x: 1, y: 2), modified: false) == .click(Point(x: 1, y: 2)))
        #expect(KeyBindings.event(forClick: Point(x: 1, y: 2), modified: true) == .clickReading(Point(x: 1, y: 2)))
    }

    @Test(arguments: [GlyphSet.unicode, .ascii], [GlucoseUnit.mgdl, .mmol])
    func everyBindingIsInTheHelpOverlay(glyphs: GlyphSet, unit: GlucoseUnit) {
        let timeline = TestData.sample
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, size: Size(columns: 160, rows: 60)))
        model.state.unit = unit
        _ = model.update(.event(.toggleHelp))
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar,
                                                                       style: RenderStyle(glyphs: glyphs)))
        let lines = builder.scene(for: model).layers[.help]!.grid.lines
        for binding in KeyBindings.all {
            let label = binding.label(glyphs), action = binding.action(unit)
            #expect(lines.contains { $0.contains(label) && $0.contains(action) }, "\(label)  \(action)")
        }
    }

    @Test func everyBindingIsInTheUsageAndTheManPage() {
        let help = Invocation.helpText.split(separator: "\n").map(String.init)
        for binding in KeyBindings.all {
            #expect(help.contains { $0.hasPrefix("  " + binding.asciiLabel + " ") && $0.hasSuffix("  " + binding.action(.mgdl)) },
                    "\(binding.asciiLabel)")
            #expect(KeyBindings.manSection.contains(".TP\n\(binding.manTag)\n\(binding.manText)\n"), "\(binding.manTag)")
        }
        #expect(help.contains("  n N             next/previous low (<70)"), "the keys in a column, in mg/dL")
    }

    @Test func everyHintIsOnAWideStatusLineAndNamesABinding() {
        let labels = Set(KeyBindings.all.map(\.asciiLabel))
        for glyphs in [GlyphSet.unicode, .ascii] {
            let line = StatusLine.hints(room: 200, glyphs: glyphs)
            for hint in KeyBindings.hints {
                #expect(labels.contains(hint.binding.asciiLabel))
                #expect(line.contains(" " + hint.text(glyphs)), "\(hint.text(glyphs))")
            }
        }
    }
    // The man page's KEYS section is the table's: OptionTableTests.theManPagesSectionsAreTheTablesOwn.
}
