import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources

/// A followed site is asked one page a poll: the source keeps the largest
/// page the site sent across reads, so a poll's few readings are known to
/// be all there is (before, every poll asked again below them and got an
/// empty page: a third of a Nightscout follow's requests).
@Suite struct PollPagesTests {
    let utc = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)

    @Test func eachPollAsksOnePageOfEntries() throws {
        try withLoopbackSite(["--days", "1"] + LoopbackSite.anHourAgo) { server in
            let source = NightscoutSource(site: server.site())
            var newest = try #require(try source.load(in: utc).readings.last).time
            let loaded = try server.requests(to: .entries).count
            for poll in 1...3 {
                try server.control("add=1")
                let report = try source.poll(newest: newest, lookBack: 3_600).report
                newest = try #require(report.data.readings.last).time
                #expect(try server.requests(to: .entries).count == loaded + poll)
            }
        }
    }
}
