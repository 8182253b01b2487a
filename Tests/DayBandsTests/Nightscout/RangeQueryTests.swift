import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources

@Suite struct RangeQueryTests {
    let range = DateInterval(start: Date(timeIntervalSince1970: 1_000), end: Date(timeIntervalSince1970: 2_000))

    @Test func sendsBothBoundsAndTheCount() {
        let entries = RangeQuery(.entries, range: range, count: 500).queryItems
        #expect(entries.map(\.name) == ["find[date][$gte]", "find[date][$lt]", "count"])
        #expect(entries.map(\.value) == ["1000000", "2000000", "500"])
        let treatments = RangeQuery(.treatments, range: range, count: 5).queryItems
        #expect(treatments.map(\.value) == ["1970-01-01T00:16:40.000Z", "1970-01-01T00:33:20.000Z", "5"])
    }

    /// Paging one crowded instant: the `_id` bounds go between the time
    /// bounds and the count.
    @Test func sendsTheIDBoundsAsked() {
        var query = RangeQuery(.entries, range: range, count: 30)
        query.ids = ("5f0000000000000000000001", nil)
        #expect(query.queryItems.map(\.name) == ["find[date][$gte]", "find[date][$lt]", "find[_id][$gt]", "count"])
        query.ids = (nil, "5f0000000000000000000009")
        #expect(query.queryItems.map(\.name) == ["find[date][$gte]", "find[date][$lt]", "find[_id][$lte]", "count"])
        #expect(query.queryItems[2].value == "5f0000000000000000000009")
    }

    /// An instant read from milliseconds gives back its own millisecond,
    /// though the Double of `ms / 1000` falls just below it for some.
    @Test func everyMillisecondReadComesBackTheSame() {
        // Near 1970 half of them do (1000.002 s is 1000.00199... once stored).
        let second: Int64 = 1_000_000
        let back = (second..<second + 1_000).filter { Date(epochMilliseconds: Double($0)).epochMilliseconds != $0 }
        #expect(back.first == nil, "\(back.count) of 1000 do not")
        #expect(RangeQuery.Collection.entries.bound(Date(epochMilliseconds: 1_000_002)) == "1000002")
    }

    /// Below a full page without readable times: the top of the range, at
    /// most the width asked and at most half the range, to the millisecond,
    /// down to one millisecond and no further.
    @Test func narrowingKeepsTheTopAndEndsAtOneMillisecond() throws {
        let query = RangeQuery(.entries, range: range, count: 10)
        let hour = try #require(query.narrowed(to: 100))
        #expect(hour.queryItems.map(\.value) == ["1900000", "2000000", "10"])
        let half = try #require(query.narrowed(to: 3_600))
        #expect(half.queryItems.map(\.value) == ["1500000", "2000000", "10"])
        let two = RangeQuery(.entries, range: DateInterval(start: range.end.addingTimeInterval(-0.002), end: range.end), count: 10)
        #expect(try #require(two.narrowed(to: 1)).queryItems.map(\.value) == ["1999999", "2000000", "10"])
        let one = RangeQuery(.entries, range: DateInterval(start: range.end.addingTimeInterval(-0.001), end: range.end), count: 10)
        #expect(one.narrowed(to: 1) == nil)
    }
}
