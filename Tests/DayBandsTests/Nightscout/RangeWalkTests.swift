import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources

/// What a page proves read, and what `RangeWalk` asks next, from pages
/// described by their extent alone.
@Suite struct RangeWalkTests {
    let range = DateInterval(start: Date(timeIntervalSince1970: 1_000), end: Date(timeIntervalSince1970: 2_000))
    let url = RedactedURL(URL(string: "http://127.0.0.1:1/api/v1/entries.json")!)
    let none = GlucoseData(readings: [])

    private func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

    private func bounds(_ walk: RangeWalk) -> [String?] { walk.query?.queryItems.map(\.value) ?? [] }

    /// A site may cap `count` (1,000 when 10,000 are asked): the first page
    /// is the largest yet, so it may have left records out; the next asks
    /// below its oldest record, keeping that instant, and only the part
    /// above it counts as read.
    @Test func aShortPageIsNotTheEnd() {
        var walk = RangeWalk(.entries, range: range, count: 10_000)
        _ = walk.read(none, extent: PageExtent(records: 1_000, oldest: at(1_500.123), newest: at(1_999)), url: url)
        #expect(bounds(walk) == ["1000000", "1500124", "10000"])
        #expect(RangeQuery.Collection.entries.bound(walk.reached) == "1500124")
    }

    /// A page smaller than the largest the site sent is all the site had.
    @Test func aPageSmallerThanTheLargestProvesTheRestRead() {
        var walk = RangeWalk(.entries, range: range, count: 10_000)
        _ = walk.read(none, extent: PageExtent(records: 30, oldest: at(1_500), newest: at(1_999)), url: url)
        _ = walk.read(none, extent: PageExtent(records: 12, oldest: at(1_200), newest: at(1_500)), url: url)
        #expect(walk.query == nil && walk.reached == range.start)
    }

    /// A walk that starts knowing the site's largest page (an earlier poll's)
    /// takes a smaller first page as all there is; knowing nothing, it
    /// asks once more below it. At the known size exactly, it asks again.
    @Test func aLargestPageKnownBeforeProvesASmallFirstPage() {
        let page = PageExtent(records: 3, oldest: at(1_800), newest: at(1_999))
        var known = RangeWalk(.entries, range: range, count: 10_000, largestPage: 4)
        _ = known.read(none, extent: page, url: url)
        #expect(known.query == nil && known.reached == range.start)
        var unknown = RangeWalk(.entries, range: range, count: 10_000)
        _ = unknown.read(none, extent: page, url: url)
        #expect(unknown.query != nil && unknown.reached == at(1_800.001))
        var atTheSize = RangeWalk(.entries, range: range, count: 10_000, largestPage: 3)
        _ = atTheSize.read(none, extent: page, url: url)
        #expect(atTheSize.query != nil)
    }

    @Test func anEmptyPageIsTheEnd() {
        var walk = RangeWalk(.entries, range: range, count: 10)
        _ = walk.read(none, extent: PageExtent(records: 0, oldest: nil, newest: nil), url: url)
        #expect(walk.query == nil && walk.reached == range.start)
    }

    /// A full page all at the top instant (150 devices posting at one
    /// millisecond, 30 a page): nothing older came back, and more may lie
    /// at that instant, so it is read by `_id` ranges either side of the
    /// page's middle one; only when each comes back whole does the walk go
    /// on below the instant; only those whole ranges are kept, so each
    /// record is counted once. (Before, this counted as read: 120 lost.)
    @Test func aFullPageAtTheTopInstantIsPagedByID() throws {
        var walk = RangeWalk(.entries, range: range, count: 30)
        let ids = (0..<30).map { String(format: "id%02d", $0 * 3) }
        _ = walk.read(none, extent: PageExtent(records: 30, oldest: at(1_500), newest: at(1_999), ids: ids), url: url)
        let crowded = walk.read(none, extent: PageExtent(records: 30, oldest: at(1_500), newest: at(1_500), order: .oneInstant,
                                                         ids: ids), url: url)
        #expect(crowded.data == nil && walk.reached == at(1_500.001))
        let first = try #require(walk.query)
        #expect(first.range == DateInterval(start: at(1_500), duration: 0.001))
        #expect(first.ids.above == "id42" && first.ids.atMost == nil)
        #expect(first.queryItems.map(\.name) == ["find[date][$gte]", "find[date][$lt]", "find[_id][$gt]", "count"])
        // Above the middle: full again, halved again, not kept.
        let upper = (0..<30).map { String(format: "id%02d", 43 + $0) }
        let again = walk.read(none, extent: PageExtent(records: 30, oldest: at(1_500), newest: at(1_500), order: .oneInstant,
                                                       ids: upper), url: url)
        #expect(again.data == nil && walk.query?.ids.above == "id57" && walk.query?.ids.atMost == nil)
        for part in [["id58", "id90"], ["id43", "id57"]] {
            let whole = walk.read(none, extent: PageExtent(records: part.count, oldest: at(1_500), newest: at(1_500),
                                                           order: .oneInstant, ids: part), url: url)
            #expect(whole.data != nil)
        }
        #expect(walk.query?.ids.above == nil && walk.query?.ids.atMost == "id42")
        #expect(walk.reached == at(1_500.001))
        _ = walk.read(none, extent: PageExtent(records: 20, oldest: at(1_500), newest: at(1_500), order: .oneInstant,
                                               ids: (0..<20).map { String(format: "id%02d", $0) }), url: url)
        #expect(walk.reached == at(1_500))
        #expect(bounds(walk) == ["1000000", "1500000", "30"])
    }

    /// A site that does not apply the `_id` bounds (or records without an
    /// `_id`) cannot be paged through the instant: the walk stops, says so,
    /// and counts nothing at or below that instant as read.
    @Test func aCrowdedInstantTheSiteDoesNotPageByIDStopsTheWalk() {
        let ids = (0..<30).map { String(format: "id%02d", $0) }
        var walk = RangeWalk(.entries, range: range, count: 30)
        _ = walk.read(none, extent: PageExtent(records: 30, oldest: at(1_500), newest: at(1_999), ids: ids), url: url)
        _ = walk.read(none, extent: PageExtent(records: 30, oldest: at(1_500), newest: at(1_500), order: .oneInstant, ids: ids),
                      url: url)
        let page = walk.read(none, extent: PageExtent(records: 30, oldest: at(1_500), newest: at(1_500), order: .oneInstant,
                                                      ids: ids), url: url)
        #expect(page.stopped && walk.query == nil && walk.reached == at(1_500.001))
        #expect(page.warning?.contains("more entries at 1970-01-01T00:25:00.000Z than it sends in a page (30) and does not page them by _id") == true, "\(page.warning ?? "")")
        var anonymous = RangeWalk(.entries, range: range, count: 30)
        let page2 = anonymous.read(none, extent: PageExtent(records: 30, oldest: at(1_999.999), newest: at(1_999.999), order: .oneInstant),
                                   url: url)
        #expect(page2.stopped)
        #expect(anonymous.query == nil && anonymous.reached == range.end)
    }

    /// A full page sent oldest first (or in no order) holds the bottom of
    /// the range: it proves nothing of the top, so it is not kept, the top
    /// is asked narrower, and the part below starts narrowed as well (at
    /// twice the width last read whole, the whole rest here).
    @Test(arguments: [PageExtent.Order.oldestFirst, .unordered])
    func aFullPageNotNewestFirstIsAskedAgainNarrower(order: PageExtent.Order) throws {
        var walk = RangeWalk(.entries, range: range, count: 100)
        let page = walk.read(none, extent: PageExtent(records: 100, oldest: at(1_000), newest: at(1_100), order: order), url: url)
        #expect(page.data == nil && walk.reached == range.end)
        #expect(bounds(walk) == ["1500000", "2000000", "100"])
        _ = walk.read(none, extent: PageExtent(records: 40, oldest: at(1_500), newest: at(1_999), order: order), url: url)
        #expect(walk.reached == at(1_500))
        #expect(bounds(walk) == ["1000000", "1500000", "100"])
    }

    /// A site that ignores the range sends the same page again: an entry
    /// outside the range asked gives it away (a capped site would otherwise
    /// send the same short page and look finished).
    @Test func anEntryOutsideTheRangeAskedStalls() {
        for extent in [PageExtent(records: 100, oldest: at(1_500), newest: at(2_000)),
                       PageExtent(records: 5, oldest: at(900), newest: at(1_500)),
                       PageExtent(records: 100, oldest: at(2_500), newest: at(2_600))] {
            var walk = RangeWalk(.entries, range: range, count: 10_000)
            let page = walk.read(none, extent: extent, url: url)
            #expect(page.stopped && walk.query == nil && walk.reached == range.end)
            #expect(page.warning?.contains("outside the range asked for instead of the next page; stopped paging there") == true)
        }
        // Treatments are compared as text by the server: not held to it.
        var treatments = RangeWalk(.treatments, range: range, count: 10_000)
        _ = treatments.read(none, extent: PageExtent(records: 5, oldest: at(1_500), newest: at(2_100)), url: url)
        #expect(treatments.query != nil)
    }

    /// A site sending the same five treatments without a time (nor `_id`)
    /// whatever range is asked: each full page at one millisecond is skipped
    /// and said, and after three the walk stops instead of going down a
    /// millisecond at a time (20,000 requests before, a minute on loopback).
    @Test func aSiteSendingTheSameUndatedPageForEveryRangeIsStopped() {
        var walk = RangeWalk(.treatments, range: range, count: 10_000)
        let page = PageExtent(records: 5, oldest: nil, newest: nil, undated: 5)
        var reads = 0, skipped = 0
        var last = RangeWalk.Page()
        while walk.query != nil, reads < 1_000 {
            last = walk.read(none, extent: page, url: url)
            reads += 1
            if last.warning?.contains("without a readable time skipped") == true { skipped += 1 }
        }
        #expect(skipped == RangeWalk.undatedPagesSkippedAtMost)
        #expect(last.stopped && reads < 100, "\(reads) reads")
        #expect(last.warning?.contains("the site sent full pages of treatments without a readable time 4 times, whatever range was asked; stopped paging there") == true,
                "\(last.warning ?? "")")
        #expect(walk.reached > range.start)
    }
}
