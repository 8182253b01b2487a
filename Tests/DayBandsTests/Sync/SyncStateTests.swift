import Foundation
import Testing
@testable import DayBandsArchive

/// The sync plan as a pure function: which range each walk asks, when the
/// history is done, the look-back, and resuming a walk cut short.
@Suite struct SyncStateTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)
    let floor = SyncState.historyFloor
    let lookBack: TimeInterval = 3 * 3_600
    let hour: TimeInterval = 3_600

    @Test func theFirstSyncWalksFromADayAheadDownToTheFloor() throws {
        let walk = try #require(SyncState().nextWalk(now: now, floor: floor, newestHeld: nil, lookBack: lookBack))
        #expect(walk.target == floor)
        #expect(walk.upper == now.addingTimeInterval(SyncState.ahead))
        #expect(walk.reached == walk.upper && walk.asOf == now)
        #expect(walk.remaining == DateInterval(start: floor, end: walk.upper))
    }

    @Test func sinceIsTheFirstWalksTarget() throws {
        let since = now.addingTimeInterval(-30 * 86_400)
        let walk = try #require(SyncState().nextWalk(now: now, floor: since, newestHeld: nil, lookBack: lookBack))
        #expect(walk.target == since)
    }

    /// Each committed page moves `reached` down; the state a run leaves
    /// behind resumes the same walk below it, never above.
    @Test func anInterruptedWalkResumesBelowItsLastPage() throws {
        var state = SyncState()
        let walk = try #require(state.nextWalk(now: now, floor: floor, newestHeld: nil, lookBack: lookBack))
        let page = now.addingTimeInterval(-40 * 86_400)
        state.advance(walk, to: page)
        // Another run, a day later, still finishes the old walk first.
        let later = now.addingTimeInterval(86_400)
        let resumed = try #require(state.nextWalk(now: later, floor: floor, newestHeld: now, lookBack: lookBack))
        #expect(resumed.remaining == DateInterval(start: floor, end: page))
        #expect(resumed.asOf == now)
        #expect(state.covered == nil)
    }

    @Test func aWalkNeverMovesUpNorBelowItsTarget() throws {
        var state = SyncState()
        let walk = try #require(state.nextWalk(now: now, floor: floor, newestHeld: nil, lookBack: lookBack))
        state.advance(walk, to: now.addingTimeInterval(-hour))
        state.advance(try #require(state.walk), to: now)
        #expect(state.walk?.reached == now.addingTimeInterval(-hour))
        state.advance(try #require(state.walk), to: floor.addingTimeInterval(-86_400))
        #expect(state.walk?.reached == floor)
    }

    /// A finished first walk covers the floor up to when it began; the next
    /// run asks only from the newest record held minus the look-back.
    @Test func aLaterSyncAsksOnlyFromTheNewestHeldMinusTheLookBack() throws {
        var state = SyncState()
        let first = try #require(state.nextWalk(now: now, floor: floor, newestHeld: nil, lookBack: lookBack))
        state.finish(first)
        #expect(state.covered == DateInterval(start: floor, end: now))
        #expect(state.walk == nil)
        #expect(state.nextWalk(now: now, floor: floor, newestHeld: now, lookBack: lookBack) == nil)
        let later = now.addingTimeInterval(6 * hour)
        let newest = now.addingTimeInterval(-10 * 60)
        let second = try #require(state.nextWalk(now: later, floor: floor, newestHeld: newest, lookBack: lookBack))
        #expect(second.remaining == DateInterval(start: newest.addingTimeInterval(-lookBack),
                                                 end: later.addingTimeInterval(SyncState.ahead)))
        state.finish(second)
        #expect(state.covered == DateInterval(start: floor, end: later))
        #expect(state.nextWalk(now: later, floor: floor, newestHeld: later, lookBack: lookBack) == nil)
    }

    /// A site that stopped uploading long ago: the look-back counts from
    /// its newest record, so readings back-filled since then arrive.
    @Test func theLookBackCountsFromTheNewestHeldWhenItIsEarlier() throws {
        let state = SyncState(covered: DateInterval(start: floor, end: now))
        let newest = now.addingTimeInterval(-5 * 86_400)
        let walk = try #require(state.nextWalk(now: now.addingTimeInterval(hour), floor: floor, newestHeld: newest,
                                               lookBack: lookBack))
        #expect(walk.target == newest.addingTimeInterval(-lookBack))
        // Nothing held (a site without treatments): from the covered end.
        let none = try #require(state.nextWalk(now: now.addingTimeInterval(hour), floor: floor, newestHeld: nil,
                                               lookBack: lookBack))
        #expect(none.target == now.addingTimeInterval(-lookBack))
    }

    /// `--since` first, a full sync later: the history below is walked then,
    /// from the covered range's start down.
    @Test func anEarlierFloorWalksTheHistoryBelowTheCoveredRange() throws {
        let since = now.addingTimeInterval(-30 * 86_400)
        var state = SyncState(covered: DateInterval(start: since, end: now))
        let below = try #require(state.nextWalk(now: now, floor: floor, newestHeld: now, lookBack: lookBack))
        #expect(below.remaining == DateInterval(start: floor, end: since))
        state.finish(below)
        #expect(state.covered == DateInterval(start: floor, end: now))
        // A later --since inside what is covered asks for nothing more.
        #expect(state.nextWalk(now: now, floor: since, newestHeld: now, lookBack: lookBack) == nil)
    }

    @Test func theShareDoneFollowsTime() {
        var walk = SyncState.Walk(target: now.addingTimeInterval(-100 * hour), upper: now.addingTimeInterval(24 * hour),
                                  asOf: now)
        #expect(walk.fractionDone() == 0)
        walk.reached = now.addingTimeInterval(-25 * hour)
        #expect(walk.fractionDone() == 0.25)
        #expect(walk.finished.fractionDone() == 1)
        // Measured above the site's oldest record, 50 hours ago.
        #expect(walk.fractionDone(above: now.addingTimeInterval(-50 * hour)) == 0.5)
        #expect(walk.finished.fractionDone(above: now.addingTimeInterval(-50 * hour)) == 1)
    }
}
