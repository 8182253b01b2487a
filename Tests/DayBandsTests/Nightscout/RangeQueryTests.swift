import Foundation
import Testing
@testable import DayBands

@Suite struct RangeQueryTests {
    let range = DateInterval(start: Date(timeIntervalSince1970: 1_000), end: Date(timeIntervalSince1970: 2_000))

    @Test func sendsBothBoundsAndTheCount() {
        let entries = RangeQuery(.entries, range: range, count: 500).queryItems
        #expect(entries.map(\.name) == ["find[date][$gte]", "find[date][$lt]", "count"])
        #expect(entries.map(\.value) == ["1000000", "2000000", "500"])
        let treatments = RangeQuery(.treatments, range: range, count: 5).queryItems
        #expect(treatments.map(\.value) == ["1970-01-01T00:16:40.000Z", "1970-01-01T00:33:20.000Z", "5"])
    }

    private func upperBound(_ step: RangeQuery.Step) -> String? {
        guard case .more(let next) = step else { return nil }
        #expect(next.range.start == range.start)
        return next.queryItems[1].value
    }

    /// A site may cap `count` (1,000 when 10,000 are asked): a short page is
    /// followed by another below its oldest record, keeping that instant.
    @Test func aShortPageIsNotTheEnd() {
        let query = RangeQuery(.entries, range: range, count: 10_000)
        #expect(upperBound(query.next(afterPageOf: 1_000, oldest: Date(timeIntervalSince1970: 1_500))) == "1500001")
    }

    @Test func anEmptyPageOrOneReachingTheStartIsTheEnd() {
        let query = RangeQuery(.entries, range: range, count: 10)
        #expect(query.next(afterPageOf: 0, oldest: nil) == .done)
        #expect(query.next(afterPageOf: 3, oldest: range.start.addingTimeInterval(-60)) == .done)
    }

    @Test func aFullPageMovesTheUpperBoundToItsOldestRecordKeepingIt() {
        let oldest = Date(timeIntervalSince1970: 1_500.123)
        #expect(upperBound(RangeQuery(.entries, range: range, count: 10).next(afterPageOf: 10, oldest: oldest)) == "1500124")
    }

    /// The page after a cut holds the cut's instant again: when that is all it
    /// holds (and the page is not full) nothing is left below.
    @Test func aPageWithNothingOlderThanTheCutIsTheEnd() {
        let query = RangeQuery(.entries, range: DateInterval(start: range.start, end: Date(timeIntervalSince1970: 1_500.001)),
                               count: 10)
        #expect(query.next(afterPageOf: 2, oldest: Date(timeIntervalSince1970: 1_500)) == .done)
    }

    @Test func aFullPageAtOneInstantExcludesIt() {
        let query = RangeQuery(.entries, range: DateInterval(start: range.start, end: Date(timeIntervalSince1970: 1_500.001)),
                               count: 10)
        #expect(upperBound(query.next(afterPageOf: 10, oldest: Date(timeIntervalSince1970: 1_500))) == "1500000")
        // A full page at the range's first instant leaves nothing below it.
        let last = RangeQuery(.entries, range: DateInterval(start: range.start, duration: 0.001), count: 10)
        #expect(last.next(afterPageOf: 10, oldest: range.start) == .done)
    }

    /// A site that ignores the dates sends the same page again: its oldest
    /// record is not below the bound asked, and paging stops.
    @Test func aPageNotBelowTheBoundAskedStalls() {
        let query = RangeQuery(.entries, range: DateInterval(start: range.start, end: Date(timeIntervalSince1970: 1_500)),
                               count: 10)
        #expect(query.next(afterPageOf: 10, oldest: Date(timeIntervalSince1970: 1_500)) == .stalled)
        #expect(query.next(afterPageOf: 10, oldest: Date(timeIntervalSince1970: 1_900)) == .stalled)
    }

    /// A site that ignores the range and caps its pages sends the same short
    /// page again: its newest entry at or above the bound asked gives it away
    /// (it would otherwise look like the end of the history).
    @Test func anEntryAtOrAboveTheUpperBoundStalls() {
        let query = RangeQuery(.entries, range: DateInterval(start: range.start, end: Date(timeIntervalSince1970: 1_500.001)),
                               count: 10_000)
        #expect(query.next(afterPageOf: 100, oldest: Date(timeIntervalSince1970: 1_500),
                           newest: Date(timeIntervalSince1970: 1_900)) == .stalled)
        #expect(query.next(afterPageOf: 100, oldest: Date(timeIntervalSince1970: 1_500),
                           newest: Date(timeIntervalSince1970: 1_500)) == .done)
        // Treatments are compared as text by the server: not held to it.
        var treatments = query
        treatments.collection = .treatments
        #expect(treatments.next(afterPageOf: 100, oldest: Date(timeIntervalSince1970: 1_500),
                                newest: Date(timeIntervalSince1970: 1_900)) == .done)
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
