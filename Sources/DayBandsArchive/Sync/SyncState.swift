import DayBandsImport
import Foundation

/// How far the sync of one collection (entries or treatments) of one site
/// has got, as the archive keeps it between runs: the time range already
/// fetched and committed, and the walk under way. Every page is committed
/// with the state it leads to, so a sync cut short at any point (Ctrl-C,
/// `kill -9`, a network error) resumes where its last page left it.
///
/// A sync is a sequence of walks, each paging down (newest first, as
/// Nightscout answers) from an upper bound to a target:
/// 1. a walk left unfinished by an earlier run, resumed;
/// 2. the first sync: from now down to the floor (`--since`, else the
///    oldest plausible time), the whole history;
/// 3. later syncs: from now down to the newest record held (or the end of
///    the range covered, if earlier) minus a look-back, so records
///    back-filled or posted late within it arrive;
/// 4. a floor below what is covered (`--since` earlier than before, or a
///    full sync after one with `--since`): from the covered range's start
///    down to it.
/// The pure function `nextWalk` picks the next; `advance` and `finish` move
/// the state as pages arrive.
public struct SyncState: Equatable, Sendable {
    /// Every record with `covered.start <= time < covered.end` has been
    /// fetched and committed (as the site held it then); nil before the
    /// first walk finishes.
    public var covered: DateInterval?
    /// The walk under way (or cut short), if any.
    public var walk: Walk?

    public init(covered: DateInterval? = nil, walk: Walk? = nil) {
        self.covered = covered
        self.walk = walk
    }

    /// One pass down a range: records in `reached ..< upper` are committed;
    /// the rest, `target ..< reached`, is still to fetch.
    public struct Walk: Equatable, Sendable {
        /// The lowest instant the walk asks for.
        public var target: Date
        /// The range's exclusive upper bound (a day ahead of `asOf` for a
        /// walk from now, so readings from a clock set ahead are seen and said).
        public var upper: Date
        /// The upper bound of the part still to fetch.
        public var reached: Date
        /// When the walk began: once finished, the site's records up to
        /// then are held.
        public var asOf: Date

        public init(target: Date, upper: Date, reached: Date? = nil, asOf: Date) {
            self.target = target
            self.upper = upper
            self.reached = reached ?? upper
            self.asOf = asOf
        }

        /// What is left to ask for.
        public var remaining: DateInterval { DateInterval(start: target, end: max(target, reached)) }

        /// The walk at its target (for the progress bar once it is done).
        public var finished: Walk { Walk(target: target, upper: upper, reached: target, asOf: asOf) }

        /// The share of the walk done, 0...1, by time, down to `bottom`
        /// when the site's oldest record is known to be there (a walk to
        /// the history floor would otherwise crawl through years the site
        /// never had and jump at the end), else down to the target.
        public func fractionDone(above bottom: Date? = nil) -> Double {
            let top = min(upper, asOf)
            let whole = top.timeIntervalSince(max(target, bottom ?? target))
            guard whole > 0 else { return 1 }
            return min(1, max(0, top.timeIntervalSince(reached) / whole))
        }

        /// The range a finished walk has covered: from its target to when it
        /// began (or to its upper bound, for a walk below the covered range).
        var covers: DateInterval { DateInterval(start: target, end: max(target, min(upper, asOf))) }
    }

    /// How far ahead of now a walk asks: readings from a fast device clock
    /// come back and are set aside with a warning (`FutureRecords`), not
    /// missed silently.
    public static let ahead: TimeInterval = 86_400

    /// The oldest time a record can have (`Plausible.times`): where a sync
    /// with no `--since` stops, at the latest.
    public static let historyFloor = Plausible.times.lowerBound

    /// The next walk of a run that began at `now`, or nil when the sync is
    /// done. `floor`: `--since`, else `historyFloor`; `newestHeld`: the
    /// newest record of the collection the archive holds from the site.
    public func nextWalk(now: Date, floor: Date, newestHeld: Date?, lookBack: TimeInterval) -> Walk? {
        if let walk { return walk }
        let upper = now.addingTimeInterval(Self.ahead)
        guard let covered else {
            return Walk(target: min(floor, now), upper: upper, asOf: now)
        }
        if covered.end < now {
            let start = min(covered.end, newestHeld ?? covered.end).addingTimeInterval(-lookBack)
            return Walk(target: max(start, min(floor, covered.start)), upper: upper, asOf: now)
        }
        if floor < covered.start {
            return Walk(target: floor, upper: covered.start, asOf: now)
        }
        return nil
    }

    /// A page of `walk` is committed: everything from `reached` up is held.
    public mutating func advance(_ walk: Walk, to reached: Date) {
        var walk = walk
        walk.reached = max(walk.target, min(walk.reached, reached))
        self.walk = walk
    }

    /// `walk` reached its target: what it covered joins the covered range
    /// (they touch: a walk's target is never above the covered range's end).
    public mutating func finish(_ walk: Walk) {
        let covers = walk.covers
        covered = covered.map {
            DateInterval(start: min($0.start, covers.start), end: max($0.end, covers.end))
        } ?? covers
        self.walk = nil
    }
}
