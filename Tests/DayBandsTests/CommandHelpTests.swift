import Testing
@testable import DayBands
@testable import DayBandsCommandLine

struct CommandHelpTests {
    /// The long options a help text lists in its options section.
    func optionsListed(_ help: String) -> Set<String> {
        let section = help.components(separatedBy: "options:\n").dropFirst().first ?? ""
        return Set(section.split(separator: "\n").filter { $0.hasPrefix("  --") }
            .flatMap { $0.dropFirst(2).components(separatedBy: "  ")[0].split(separator: " ") }
            .map { $0.trimmingCharacters(in: [","]) }.filter { $0.hasPrefix("--") })
    }

    @Test func aCommandsHelpIsAskedAfterItsName() throws {
        #expect(try Invocation.parse(["stats", "--help"]).helpTopic == .stats)
        #expect(try Invocation.parse(["render", "-h"]).helpTopic == .render)
        #expect(try Invocation.parse(["--help"]).helpTopic == nil)
        #expect(try Invocation.parse(["view", "--help"]).helpTopic == nil)
        #expect(Invocation.help(for: nil) == Invocation.helpText)
    }

    @Test func statsHelpListsWhatStatsTakesAndNothingElse() {
        let help = Invocation.help(for: .stats)
        #expect(optionsListed(help) == ["--day", "--days", "--from", "--to", "--json", "--per-day", "--compare", "--by", "--unit", "--date-format", "--subject", "--tz",
                                        "--clock", "--nightscout", "--person", "--token", "--archive"])
        #expect(help.contains("  daybands stats [FILE... | --archive PATH | --nightscout URL"))
        #expect(help.contains("  stats        print statistics"))
        #expect(!help.contains("keys (view)"))
    }

    @Test func renderHelpHasItsOwnOptionsAndTheSiteLine() {
        let help = Invocation.help(for: .render)
        let listed = optionsListed(help)
        #expect(listed.isSuperset(of: ["--at", "--pin", "--size", "--view", "--format", "--pixels", "--color-map", "--nightscout"]))
        #expect(listed.isDisjoint(with: ["--json", "--per-day", "--follow", "--no-mouse"]))
        #expect(help.contains("--nightscout URL [--token T]"))
    }

    /// Each option a command's help lists is one the full help lists: the
    /// per-command help is cut from the one text, never written again.
    @Test func importHelpListsWhatImportTakes() throws {
        #expect(try Invocation.parse(["import", "--help"]).helpTopic == .importFiles)
        let help = Invocation.help(for: .importFiles)
        #expect(optionsListed(help) == ["--archive", "--date-format", "--subject", "--tz"])
        #expect(help.contains("  daybands import FILE... [--archive PATH]"))
    }

    @Test func archiveHelpListsWhatItsActionsTake() throws {
        #expect(try Invocation.parse(["archive", "export", "--help"]).helpTopic == .archive)
        #expect(optionsListed(Invocation.help(for: .archive)) == ["--archive", "--format", "--from", "--to", "--tz"])
    }

    @Test(arguments: [Invocation.Mode.render, .report, .stats, .importFiles, .sync, .archive])
    func everyCommandsOptionsComeFromTheFullHelp(_ command: Invocation.Mode) {
        let listed = optionsListed(Invocation.help(for: command))
        #expect(!listed.isEmpty)
        #expect(listed.isSubset(of: optionsListed(Invocation.helpText)))
    }
}
