import Testing
@testable import DayBandsSources
@testable import DayBandsSettings
@testable import DayBandsCommandLine

/// `daybands sync`'s command line: the site, and only what a sync uses.
struct SyncInvocationTests {
    @Test func syncTakesTheSiteTokenSinceAndZone() throws {
        let invocation = try Invocation.parse(["sync", "--nightscout", "https://ns.example/?token=reader-1", "--since",
                                               "2025-01-31", "--tz", "Europe/Berlin"])
        #expect(invocation.mode == .sync)
        #expect(invocation.nightscout?.absoluteString == "https://ns.example/")
        #expect(invocation.token == Secret("reader-1"))
        #expect(invocation.since == "2025-01-31")
        #expect(invocation.given.timeZone == "Europe/Berlin")
    }

    @Test(arguments: [
        (["sync"], "'daybands sync' needs --nightscout URL or --person NAME"),
        (["sync", "--nightscout", "http://h", "--days", "3"],
         "'daybands sync' takes --nightscout URL or --person NAME with only --token, --since, --archive and --tz"),
        (["sync", "--nightscout", "http://h", "x.json"], "give either files or --nightscout URL, not both"),
        (["sync", "--nightscout", "http://h", "--since", "31.01.2025"], "--since takes a date YYYY-MM-DD, not '31.01.2025'"),
        (["stats", "--since", "2025-01-31"], "--since belongs to 'daybands sync'"),
    ])
    func wrongSyncCommandLines(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try Invocation.parse(arguments) }
    }

    /// With a site, --archive is where --follow keeps what it polls; without
    /// --follow it would be a second source to show.
    @Test func followKeepsThePollsInTheArchiveGiven() throws {
        let following = try Invocation.parse(["--nightscout", "http://h", "--follow", "--archive", "a.sqlite"])
        #expect(following.archive == "a.sqlite" && following.follow)
        #expect(throws: UsageError("give either files, --nightscout URL, --person NAME or --archive PATH, not more than one")) {
            try Invocation.parse(["--nightscout", "http://h", "--archive", "a.sqlite"])
        }
    }

    @Test func syncHelpIsItsOwn() throws {
        #expect(try Invocation.parse(["sync", "--help"]).helpTopic == .sync)
        let help = Invocation.help(for: .sync)
        #expect(help.contains("daybands sync --nightscout URL"))
        #expect(help.contains("--since DATE       (sync)"))
        #expect(!help.contains("--pixels"))
    }
}
