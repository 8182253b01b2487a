import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources

/// A follow poll reads the site's device statuses of the last hour, by
/// `created_at`, and hands the status over with the readings.
@Suite struct DeviceStatusPollTests {
    let utc = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)

    @Test(arguments: ["loop", "openaps"])
    func aPollBringsTheDeviceStatus(shape: String) throws {
        let newest = Int(Date().timeIntervalSince1970 / 300) * 300_000
        try withLoopbackSite(["--days", "1", "--newest", String(newest), "--devicestatus", shape]) { server in
            let source = NightscoutSource(site: server.site())
            let held = try source.load(in: utc)
            let feed = LiveFeed(source: source, newest: try #require(held.readings.last).time, schedule: PollSchedule())
            feed.poll()
            let update = feed.collect()
            let status = try #require(update.deviceStatus)
            #expect(status.iob?.value == 1.35 && status.reservoir?.value == 123.5 && status.pumpBattery?.value == 80)
            #expect(status.iob?.time == Date(timeIntervalSince1970: Double(newest) / 1000))
            #expect(status.uploaderBattery?.value == (shape == "loop" ? 55 : 64))
            #expect(status.enacted?.value.rate == 0.5)
            let asked = try #require(try server.control("log").isEmpty ? nil : JSONSerialization.jsonObject(with: server.control("log")) as? [[String: Any]])
            let query = try #require(asked.last { ($0["path"] as? String) == "/api/v1/devicestatus.json" }?["query"] as? [String: String])
            #expect(query["find[created_at][$gte]"] != nil && query["count"] == "30")
            // Nothing is said of a status read well.
            #expect(update.warnings.isEmpty)
        }
    }

    /// Another phone whose clock runs a day ahead posts IOB 9.99: it is no
    /// "loop just now" over the real statuses; it is set aside and said once.
    @Test func aStatusADayAheadIsSetAsideAndSaidOnce() throws {
        let newest = Int(Date().timeIntervalSince1970 / 300) * 300_000
        try withLoopbackSite(["--days", "1", "--newest", String(newest)]) { server in
            let ahead = newest + 86_400_000
            try server.control("status=\(ahead)&iob=9.99")
            let source = NightscoutSource(site: server.site())
            let feed = LiveFeed(source: source, newest: try #require(try source.load(in: utc).readings.last).time,
                                schedule: PollSchedule())
            feed.poll()
            let update = feed.collect()
            let status = try #require(update.deviceStatus)
            #expect(status.iob == .init(value: 1.35, time: Date(timeIntervalSince1970: Double(newest) / 1000)))
            #expect(status.loop?.time == Date(timeIntervalSince1970: Double(newest) / 1000))
            let at = Date(timeIntervalSince1970: Double(ahead) / 1000).ISO8601Format()
            #expect(update.warnings == ["1 device status dated more than 10 min in the future set aside from "
                                        + "\(server.address), at \(at) (is a device's clock wrong?)"])
            #expect(update.notice == "1 device status set aside: dated in the future")
            feed.poll()
            #expect(feed.collect().warnings.isEmpty)
        }
    }

    @Test func aSiteWithoutThemIsNoStaleSite() throws {
        try withLoopbackSite(["--days", "1", "--devicestatus", "none"] + LoopbackSite.anHourAgo) { server in
            let source = NightscoutSource(site: server.site())
            let held = try source.load(in: utc)
            let feed = LiveFeed(source: source, newest: try #require(held.readings.last).time, schedule: PollSchedule())
            feed.poll()
            let update = feed.collect()
            #expect(update.deviceStatus?.isEmpty == true && update.notice == nil)
        }
    }
}
