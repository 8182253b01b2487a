import DayBandsRecords
import Foundation

/// The pages of one range of a collection, and what each proves read: a
/// part of the range counts as read only when a page shows the site had no
/// more there. A page proves its whole range when it is not full (fewer
/// records than asked and than the largest page the site sent: a site may
/// cap its pages below `count`); a full page sent newest first proves the
/// range above its oldest instant, and the walk goes on below, asking that
/// instant again (a page may be cut inside it). Anything else proves
/// nothing of the range's top, so the walk asks narrower parts of it:
/// a page sent oldest first or in no order, a full page of records without
/// a readable time, and one instant holding more records than a page, which
/// is read by `_id` ranges, halved until each comes back whole (only those
/// are kept: they part the instant's records, so each is counted once).
/// `reached` only ever moves down over what was proved, so a sync records as
/// covered only what it read.
package struct RangeWalk {
    let range: DateInterval
    /// The next page to ask for; nil once the whole range is read.
    package private(set) var query: RangeQuery?
    /// Every record of `reached ..< range.end` has been read.
    package private(set) var reached: Date
    /// The most records a page held.
    private(set) var largestPage = 0
    /// A page taken for full was whole after all: the page below it held
    /// nothing not read before (`NightscoutSource.poll` then reads wider).
    private(set) var askedBelowInVain = false
    /// The width the next narrowing starts at: twice that of the last
    /// narrowed part read whole, so a search takes a few pages, not one per width.
    private var width = RangeWalk.firstWidth
    /// The site's pages are not newest first: each part below starts narrowed.
    private var narrowing = false
    private var crowd: Crowd?
    private var edge = PageEdge()
    /// Full pages of records without a readable time skipped so far: a site
    /// that sends the same ones for every range asked would otherwise be
    /// walked a millisecond at a time (20,000 requests seen).
    private var undatedPagesSkipped = 0
    static let undatedPagesSkippedAtMost = 3

    /// The first narrowing below a page that proved nothing of its top: an
    /// hour holds far fewer records than a page.
    static let firstWidth: TimeInterval = 3_600

    /// What a page gave.
    package struct Page {
        /// Its records not read before, to keep; nil when narrower pages
        /// read them again (they are kept and counted then).
        package var data: GlucoseData?
        package var warning: String?
        /// The site made no progress: the walk ends, `reached` where it was
        /// (`data` is what the page sent, kept though it proves nothing).
        package var stopped = false
    }

    /// One instant holding more records than a page: the `_id` ranges
    /// still to ask, and where the query that found it started.
    private struct Crowd {
        var instant: Date
        var start: Date
        var pending: [(above: String?, atMost: String?)]
    }

    /// `largestPage`: the most records a page of the site held in earlier
    /// walks, so that a small page is known not full from the start.
    package init(_ collection: RangeQuery.Collection, range: DateInterval, count: Int, largestPage: Int = 0) {
        self.range = range
        self.largestPage = largestPage
        reached = range.end
        query = RangeQuery(collection, range: range, count: count)
    }

    /// Takes the page `query` brought (`data` as read, `extent` as sent)
    /// and sets the next query.
    package mutating func read(_ data: GlucoseData, extent: PageExtent, url: RedactedURL) -> Page {
        guard let asked = query else { return Page() }
        largestPage = max(largestPage, extent.records)
        let full = extent.records > 0 && extent.records >= min(asked.count, largestPage)
        if crowd != nil { return readCrowd(data, extent: extent, full: full, asked: asked, url: url) }
        if asked.collection == .entries, let newest = extent.newest, newest >= asked.range.end {
            return stalled(data, asked, url)
        }
        if let oldest = extent.oldest, oldest >= asked.range.end || asked.collection == .entries && oldest < asked.range.start {
            return stalled(data, asked, url)
        }
        guard full else {
            let kept = edge.removingRepeats(from: data)
            askedBelowInVain = reached < range.end && kept.count == (0, 0)
            provedDown(to: asked.range.start, in: asked)
            return Page(data: kept)
        }
        let top = asked.range.end.addingTimeInterval(-0.001)
        if extent.undated > 0, extent.oldest.map({ $0 >= top }) ?? true {
            return passUndated(data, extent: extent, asked: asked, url: url)
        }
        guard let oldest = extent.oldest, oldest >= asked.range.start,
              extent.order == .newestFirst || extent.order == .oneInstant else {
            // Oldest first, in no order, or below the range (treatments are
            // compared as text): nothing shows what the page left out.
            narrowing = true
            return narrow(asked, url: url)
        }
        if oldest < top {
            let kept = edge.removingRepeats(from: data)
            if extent.order == .newestFirst, extent.undated == 0 {
                narrowing = false
                if asked.range.start == range.start { width = Self.firstWidth }
            }
            edge = PageEdge(data, at: oldest)
            reached = oldest.addingTimeInterval(0.001)
            query?.range = DateInterval(start: asked.range.start, end: reached)
            return Page(data: kept)
        }
        return enterCrowd(data, extent: extent, at: oldest, asked: asked, url: url)
    }

    /// `bound ..< reached` is read: the rest of `asked` next, or the part of
    /// the range below it (narrowed when the site's order needs it), or nothing.
    private mutating func provedDown(to bound: Date, in asked: RangeQuery) {
        reached = bound
        crowd = nil
        if bound > asked.range.start {
            query?.range = DateInterval(start: asked.range.start, end: bound)
            query?.ids = (nil, nil)
            return
        }
        guard bound > range.start, var below = query else {
            query = nil
            return
        }
        if asked.range.start > range.start { width = 2 * asked.range.duration }
        below.range = DateInterval(start: range.start, end: bound)
        below.ids = (nil, nil)
        edge = PageEdge()
        query = narrowing && below.range.duration > width ? below.narrowed(to: width) ?? below : below
    }

    /// The top of `asked`, narrower: half of it when it was narrowed already.
    private mutating func narrow(_ asked: RangeQuery, url: RedactedURL) -> Page {
        let wanted = asked.range.start > range.start ? asked.range.duration / 2 : width
        guard let top = asked.narrowed(to: wanted) else { return stalled(GlucoseData(readings: []), asked, url) }
        query = top
        return Page()
    }

    /// A full page of records without a readable time that cannot move the
    /// bound: a narrower top is asked; at one millisecond it is paged by
    /// `_id` (the site selected them by a time it did not send); records
    /// without an `_id` are skipped and said, and the walk goes on below.
    private mutating func passUndated(_ data: GlucoseData, extent: PageExtent, asked: RangeQuery,
                                      url: RedactedURL) -> Page {
        if asked.narrowed(to: 1) != nil { return narrow(asked, url: url) }
        if extent.ids.count == extent.records {
            return enterCrowd(data, extent: extent, at: asked.range.start, asked: asked, url: url)
        }
        undatedPagesSkipped += 1
        guard undatedPagesSkipped <= Self.undatedPagesSkippedAtMost else {
            query = nil
            return Page(data: edge.removingRepeats(from: data), warning: "\(url): the site sent full pages of \(asked.collection.rawValue) "
                        + "without a readable time \(undatedPagesSkipped) times, whatever range was asked; stopped paging there, so "
                        + "\(asked.collection.rawValue) before \(asked.range.end.ISO8601Format()) were not read", stopped: true)
        }
        let kept = edge.removingRepeats(from: data)
        provedDown(to: asked.range.start, in: asked)
        return Page(data: kept, warning: "\(extent.undated) \(asked.collection.rawValue) without a readable time skipped in \(url): "
                    + "the site sent a full page of them for one millisecond; the sync went on below it")
    }

    /// A full page all at the top instant: the site has more there than a
    /// page holds, so that instant is read by `_id` ranges (each record
    /// needs one) before the walk goes on below it; the page itself is read
    /// again by them.
    private mutating func enterCrowd(_ data: GlucoseData, extent: PageExtent, at instant: Date, asked: RangeQuery,
                                     url: RedactedURL) -> Page {
        guard extent.ids.count == extent.records, let halves = Self.halves(of: extent.ids, between: (nil, nil)) else {
            return unpageable(data, asked, at: instant, url: url)
        }
        if !edge.holds(instant) { edge = PageEdge(at: instant) }
        crowd = Crowd(instant: instant, start: asked.range.start, pending: halves)
        askCrowd(asked)
        return Page()
    }

    private mutating func readCrowd(_ data: GlucoseData, extent: PageExtent, full: Bool, asked: RangeQuery,
                                    url: RedactedURL) -> Page {
        guard let instant = crowd?.instant else { return Page() }
        let (above, atMost) = asked.ids
        let inside = extent.ids.allSatisfy { id in above.map { id > $0 } ?? true && atMost.map { id <= $0 } ?? true }
        let halves = full ? Self.halves(of: extent.ids, between: asked.ids) : []
        guard extent.ids.count == extent.records, inside, let halves,
              extent.oldest.map({ $0 == instant }) ?? true, extent.newest.map({ $0 == instant }) ?? true else {
            return unpageable(data, asked, at: instant, url: url)
        }
        crowd?.pending += halves
        askCrowd(asked)
        guard !full else { return Page() }
        let kept = edge.removingRepeats(from: data)
        edge.include(data)
        return Page(data: kept)
    }

    /// The next `_id` range of the crowded instant, or the walk below it.
    private mutating func askCrowd(_ asked: RangeQuery) {
        guard var crowd else { return }
        guard let ids = crowd.pending.popLast() else {
            var whole = asked
            whole.range = DateInterval(start: crowd.start, end: crowd.instant.addingTimeInterval(0.001))
            provedDown(to: crowd.instant, in: whole)
            return
        }
        self.crowd = crowd
        query?.range = DateInterval(start: crowd.instant, duration: 0.001)
        query?.ids = ids
    }

    /// The two ranges either side of the middle `_id` of a full page, up
    /// to it and above it: each leaves out some of the page's records, so
    /// the halving ends; nil for a page of one `_id` (a site sending one
    /// record a page), which cannot be halved.
    private static func halves(of ids: [String], between bounds: (above: String?, atMost: String?))
        -> [(above: String?, atMost: String?)]? {
        let sorted = Set(ids).sorted()
        guard sorted.count > 1 else { return nil }
        let middle = sorted[(sorted.count - 1) / 2]
        return [(bounds.above, middle), (middle, bounds.atMost)]
    }

    /// The site made no progress: what it sent is kept (set aside if from
    /// the future), nothing more counts as read.
    private mutating func stalled(_ data: GlucoseData, _ asked: RangeQuery, _ url: RedactedURL) -> Page {
        query = nil
        return Page(data: edge.removingRepeats(from: data), warning: "\(url): the site sent records outside the range asked for instead of the next page; stopped paging there, so \(asked.collection.rawValue) before \(asked.range.end.ISO8601Format()) were not read",
                    stopped: true)
    }

    private mutating func unpageable(_ data: GlucoseData, _ asked: RangeQuery, at instant: Date, url: RedactedURL) -> Page {
        query = nil
        let time = instant.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
        return Page(data: edge.removingRepeats(from: data), warning: "\(url): the site holds more \(asked.collection.rawValue) at \(time) than it sends in a page (\(largestPage)) and does not page them by _id; stopped paging there, so some of them and those before were not read",
                    stopped: true)
    }
}
