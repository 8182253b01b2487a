import DayBandsChart
import DayBandsLive
import DayBandsRecords
import DayBandsSources
import Foundation

/// The list of people `--follow` opens when the config file names several
/// (`[person NAME]`): a row each, worst first. As the viewer's, one value
/// changed only in `update`; what the terminal must do comes out as effects.
public struct PeopleModel: Sendable {
    public private(set) var people: [FollowedPerson]
    /// The person the cursor is on (an index of `people`: it stays on them
    /// as the order changes); until a key moves it, the top row's.
    public var selected: Int { chosen ?? order.first ?? 0 }
    private var chosen: Int?
    public private(set) var clock: Date
    public private(set) var size: Size
    public private(set) var unit: GlucoseUnit
    public private(set) var quitRequested = false
    /// A line for the status line until the next key.
    public private(set) var notice: String?
    /// The person whose screen is shown: their alerts are that screen's to
    /// ring (the list's are kept in step, unrung), the others' still ring.
    public private(set) var shown: Int?
    /// The person whose screen is being made (their site's days read on a
    /// thread of the run loop's), the list going on meanwhile; Esc gives up.
    public private(set) var opening: Int?
    /// The people whose days are being read, asked for or given up: Enter on
    /// one of them again waits for that read instead of starting a second.
    public private(set) var reading: Set<Int> = []
    /// The calendar the rows' times are said in.
    public let calendar: DayCalendar

    public init(people: [FollowedPerson], size: Size, unit: GlucoseUnit, calendar: DayCalendar, now: Date) {
        self.people = people
        self.size = size
        self.unit = unit
        self.calendar = calendar
        clock = now
    }

    /// The rows' order, worst first: urgent low, urgent high, stale or
    /// unreachable, low, high, in range (`StatusLevel.rank`); of the same
    /// rank, the lower glucose first for lows and the higher for highs, then
    /// the config file's order.
    public var order: [Int] {
        let keys = people.map { person -> (rank: Int, tie: Double) in
            let level = person.level(at: clock)
            let mgdl = person.live.now?.reading.mgdl ?? 0
            let tie: Double = switch level {
            case .urgentLow, .low: mgdl
            case .urgentHigh, .high: -mgdl
            case .stale, .inRange: 0
            }
            return (level.rank, tie)
        }
        return people.indices.sorted { a, b in
            (keys[a].rank, keys[a].tie, a) < (keys[b].rank, keys[b].tie, b)
        }
    }

    public mutating func update(_ message: PeopleMessage) -> [PeopleEffect] {
        switch message {
        case .read(let index, let read):
            guard people.indices.contains(index) else { return [] }
            people[index].take(read)
            return []
        case .tick(let now):
            clock = now
            var alarms: [LiveAlarm] = []
            for index in people.indices {
                let rung = people[index].tick(now: now, unit: unit)
                if index != shown { alarms += rung }
            }
            // One bell however many ring; each person's notice of their own.
            let bell: [LiveAlarm] = alarms.contains(.bell) ? [.bell] : []
            return (bell + alarms.filter { $0 != .bell }).map(PeopleEffect.alarm)
        case .event(let event):
            return apply(event)
        case .made(let index):
            reading.remove(index)
            return []
        case .shown(let index):
            shown = index
            opening = nil
            return []
        }
    }

    private mutating func apply(_ event: ViewerEvent) -> [PeopleEffect] {
        notice = nil
        switch event {
        case .moveDay(let step):
            // Up (a day back) is the row above; PageUp and PageDown go to the ends.
            let rows = order
            guard let at = rows.firstIndex(of: selected) else { return [] }
            chosen = rows[min(max(0, at + step), rows.count - 1)]
        case .firstDay:
            chosen = order.first
        case .lastDay:
            chosen = order.last
        case .togglePin:
            guard !people.isEmpty else { return [] }
            // A screen of no readings would only say so: the list says it.
            guard people[selected].live.now != nil else {
                notice = "\(people[selected].name): no readings yet, nothing to open"
                return []
            }
            // One screen at a time: Enter again while one is read changes nothing.
            guard opening == nil else { return [] }
            opening = selected
            return reading.insert(selected).inserted ? [.open(selected)] : []
        case .clearPin:
            opening = nil
        case .snooze:
            for index in people.indices { people[index].snooze(now: clock) }
        case .toggleUnit:
            unit = unit == .mgdl ? .mmol : .mgdl
        case .resize(let newSize):
            size = newSize
        case .quit, .interrupt:
            quitRequested = true
        default:
            break
        }
        return []
    }
}

/// What changes the list: a person's poll, the clock, a key.
public enum PeopleMessage: Sendable {
    /// What the feed of `people[person]` brought.
    case read(person: Int, LiveRead)
    case tick(Date)
    case event(ViewerEvent)
    /// The read of a person's days (`PeopleEffect.open`) ended, their screen
    /// made or not.
    case made(person: Int)
    /// A person's screen opened from the list (`PeopleEffect.open`), or nil
    /// when the list is back or the screen could not be made.
    case shown(Int?)
}

/// What the list asks of the run loop.
public enum PeopleEffect: Hashable, Sendable {
    /// An alert's bell or notice (the notice names the person).
    case alarm(LiveAlarm)
    /// Enter: make the person's live screen without stopping the list
    /// (their site's days are read first), then show it while `opening`
    /// still names them, until Esc comes back.
    case open(Int)
}
