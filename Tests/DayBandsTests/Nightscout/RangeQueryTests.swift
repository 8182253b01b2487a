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

    @Test func aPageThatIsNotFullIsTheLast() {
        let query = RangeQuery(.entries, range: range, count: 10)
        #expect(query.next(afterPageOf: 9, oldest: Date(timeIntervalSince1970: 1_500)) == nil)
        #expect(query.next(afterPageOf: 10, oldest: nil) == nil)
    }

    @Test func aFullPageMovesTheUpperBoundToItsOldestRecordKeepingIt() {
        let oldest = Date(timeIntervalSince1970: 1_500.123)
        let next = RangeQuery(.entries, range: range, count: 10).next(afterPageOf: 10, oldest: oldest)
        #expect(next?.range.start == range.start)
        #expect(next?.queryItems[1].value == "1500124")
    }

    @Test func aFullPageAtOneInstantExcludesIt() {
        let query = RangeQuery(.entries, range: DateInterval(start: range.start, end: Date(timeIntervalSince1970: 1_500.001)),
                               count: 10)
        let next = query.next(afterPageOf: 10, oldest: Date(timeIntervalSince1970: 1_500))
        #expect(next?.queryItems[1].value == "1500000")
        // A full page at the range's first instant leaves nothing below it.
        let last = RangeQuery(.entries, range: DateInterval(start: range.start, duration: 0.001), count: 10)
        #expect(last.next(afterPageOf: 10, oldest: range.start) == nil)
    }
}
