import Foundation
import Testing
@testable import DayBandsSources
@testable import DayBandsSettings
@testable import DayBandsCommandLine

@Suite struct NightscoutOptionsTests {
    @Test func readsASiteInEveryMode() throws {
        let view = try Invocation.parse(["--nightscout", "https://ns.example.org", "--days", "30", "--token", "t-1", "--follow"])
        #expect(view.nightscout?.absoluteString == "https://ns.example.org/")
        #expect(view.days == 30 && view.token == Secret("t-1") && view.follow)
        #expect(try Invocation.parse(["stats", "--nightscout", "http://127.0.0.1:1337/ns"]).nightscout?.absoluteString
            == "http://127.0.0.1:1337/ns/")
        #expect(try Invocation.parse(["render", "--nightscout", "https://h/?token=t-2"]).token == Secret("t-2"))
        // --token wins over a token in the address.
        #expect(try Invocation.parse(["--token", "t-1", "--nightscout", "https://h/?token=t-2"]).token == Secret("t-1"))
    }

    @Test func followAloneIsTheListOfPeople() throws {
        let list = try Invocation.parse(["--follow"])
        #expect(list.follow && list.nightscout == nil && list.person == nil)
    }

    @Test(arguments: [
        (["--token", "t-4"], "--token belongs to --nightscout URL or --person NAME"),
        // --follow alone follows the config file's people, never files or an archive.
        (["--follow", "a.json"], "--follow follows --nightscout URL, --person NAME, or alone every person of the config file"),
        (["--follow", "--archive", "a.sqlite"], "--follow follows --nightscout URL, --person NAME, or alone every person of the config file"),
        (["--nightscout", "https://h", "a.json"], "give either files or --nightscout URL, not both"),
        (["stats", "--nightscout", "https://h", "--follow"], "--follow belongs to the viewer ('daybands view')"),
        (["--nightscout", "https://h", "--days", "0"], "--days takes a number of days from 1 to 3650, not '0'"),
        (["--nightscout", "h?token=t-3"], "--nightscout takes the site's address, http:// or https://host[:port][/path]"),
    ])
    func wrongUse(_ arguments: [String], _ message: String) {
        #expect(throws: UsageError(message)) { try Invocation.parse(arguments) }
    }
}
