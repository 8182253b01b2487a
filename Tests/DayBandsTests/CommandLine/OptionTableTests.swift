import Foundation
import Testing
@testable import DayBands
@testable import DayBandsCommandLine

/// Every option of the table parses, and is in the help, the man page and the
/// three completions; the files installed are what the table makes.
struct OptionTableTests {
    /// A value each kind of value takes.
    func sample(_ option: Option) -> String? {
        switch option.value.completion {
        case .words(let words), .examples(let words): words[0]
        case .dates: "2026-10-12"
        case .zones: "Europe/Berlin"
        case .files: "x.sqlite"
        case .url: "http://h"
        case .none: option.value.placeholder == "N" ? "7" : option.value.placeholder.map { _ in "t-1" }
        }
    }

    /// What a command cannot go without, and what an option needs besides.
    func base(for command: Command, _ option: Option) -> [String] {
        let words = command.rawValue.split(separator: " ").map(String.init)
        let needed: [String: [String]] = ["--nightscout URL or --person NAME": ["--nightscout", "http://h"], "--format svg, html, png or pdf": ["--format", "svg"]]
        // Sync and status name whom: the option itself when it is one of them.
        let whom = ["--person": ["--person", "x"], "--all": ["--all"]][option.name] ?? ["--nightscout", "http://h"]
        let required: [Command: [String]] = [.importFiles: ["a.csv"], .sync: whom, .status: whom, .completions: ["bash"]]
        return words + (required[command] ?? []) + (option.needs.flatMap { needed[$0.says] } ?? [])
    }

    @Test func everyOptionParsesInEachCommandItBelongsTo() throws {
        for option in Option.all {
            for command in option.commands where !option.isMeta || command == .view {
                let base = base(for: command, option)
                guard !base.contains(option.name) else { continue }  // sync's own --nightscout
                let without = try Invocation.parse(base)
                for name in option.allNames {
                    let given = try Invocation.parse(base + [name] + (sample(option).map { [$0] } ?? []))
                    #expect(given != without, "\(name) in \(command.name) changed nothing")
                }
            }
        }
    }

    @Test func everyOptionIsInTheHelpOfEachCommandItBelongsTo() {
        for option in Option.all {
            #expect(Invocation.helpText.contains("\n  " + Usage.label(option, aliases: false)), "\(option.name)")
            for command in option.commands where !option.isMeta {
                #expect(Invocation.help(for: command.mode).contains("\n  " + Usage.label(option, aliases: false)),
                        "\(option.name) in \(command.name)'s help")
            }
        }
    }

    @Test func everyOptionIsInTheManPageAndEachCompletion() {
        let manual = ManPage.options.split(separator: "\n").map(String.init)
        let bash = Completions.script(for: .bash).components(separatedBy: "local options=\"").dropFirst().first?
            .split(separator: "\"")[0].split(whereSeparator: \.isWhitespace).map(String.init) ?? []
        let tags = zip(manual, manual.dropFirst()).filter { $0.0 == ".TP" }.map(\.1)
        for option in Option.all {
            #expect(tags.contains(ManPage.tag(option)), "\(option.name)")
            for name in option.allNames {
                #expect(ManPage.tag(option).contains(ManPage.roff(name)))
                #expect(bash.contains(name), "bash: \(name)")
                #expect(Completions.script(for: .zsh).contains("\(name)["), "zsh: \(name)")
                let fish = name.hasPrefix("--") ? "-l \(name.dropFirst(2)) " : "-s \(name.dropFirst()) "
                #expect(Completions.script(for: .fish).contains(fish), "fish: \(name)")
            }
        }
    }

    /// A menu's words are the help cut at a "; ", never inside its
    /// parentheses: `--snooze`'s read "(default 15,30,60", left open.
    @Test func everyCompletionsBriefClosesWhatItOpens() {
        for option in Option.all {
            #expect(option.brief.count(where: { $0 == "(" }) == option.brief.count(where: { $0 == ")" }), "\(option.brief)")
            #expect(option.help.hasPrefix(option.brief))
        }
        let days = Option.all.first { $0.name == "--days" }
        #expect(days?.brief.hasSuffix("(report: \(AGPReport.defaultDays); stats: all; patterns: \(PatternRules.defaultDays))") == true)
    }

    /// Text is filled by man and wrapped by the help: a run of spaces in
    /// it shows as a gap (`--compare`'s paragraph had lines joined with
    /// their indentation: gaps of 20 spaces in the man page).
    @Test func noOptionsTextHoldsARunOfSpaces() {
        for option in Option.all {
            #expect(!option.help.contains("  ") && !option.manual.contains("  "), "\(option.name)")
        }
    }

    /// The repository's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: [("Install/completions/daybands.bash", Invocation.Shell.bash), ("Install/completions/_daybands", .zsh),
                      ("Install/completions/daybands.fish", .fish)])
    func theCompletionFilesAreTheTablesOwn(path: String, shell: Invocation.Shell) throws {
        try Self.expectGenerated(path) { _ in Completions.script(for: shell) }
    }

    /// The man page's OPTIONS and KEYS sections are the tables' (Option.all,
    /// KeyBindings), byte for byte: an option or key added, changed or dropped
    /// in one and not the other fails here.
    @Test func theManPagesSectionsAreTheTablesOwn() throws {
        try Self.expectGenerated("Install/man/daybands.1") { page in
            #expect(page.contains("\n.SH OPTIONS\n") && page.contains("\n.SH KEYS\n"))
            return ManPage.page(from: page)
        }
    }

    /// The file at `path` is what `make` makes of its text; `RECORD_GENERATED=1` writes it.
    static func expectGenerated(_ path: String, sourceLocation: SourceLocation = #_sourceLocation,
                                _ make: (String) -> String) throws {
        let file = root.appendingPathComponent(path)
        let text = try String(contentsOf: file, encoding: .utf8)
        let made = make(text)
        if ProcessInfo.processInfo.environment["RECORD_GENERATED"] == "1", made != text {
            try made.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("wrote \(path): review it, then run again without RECORD_GENERATED", sourceLocation: sourceLocation)
        }
        #expect(made == text, "\(path) is not what the table makes; RECORD_GENERATED=1 writes it", sourceLocation: sourceLocation)
    }
}
