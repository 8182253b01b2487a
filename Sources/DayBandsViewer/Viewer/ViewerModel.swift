import DayBandsLive
import DayBandsRecords
import DayBandsSources
import Foundation

/// The whole viewer as one value (Bubble Tea's model): the `ViewerState`
/// (cursor, pin, mode, prompt), the page held with its revision, the paging
/// plan, the overview strip's days and the live feed's word. It changes only
/// in `update`, a pure function of the message: no store is read here, and
/// what must be read is returned as `ViewerEffect`s, whose results come back
/// as messages (`DayPages.send` runs them). `SceneBuilder` draws a model.
///
/// To add a message: a case of `ViewerMessage` (with the effect that brings
/// it, when it is a read: a case of `ViewerEffect`, performed by
/// `DayPages.perform`), a line in `update`, and what it changes as a field
/// here; a layer that shows the field reads it in `SceneBuilder` (docs/ARCHITECTURE.md).
public struct ViewerModel: Sendable {
    public var state: ViewerState
    /// The days held (a page of `plan`, or every day), with their data.
    public private(set) var page: Timeline
    /// Counts the pages taken (a turn, a live feed's growth): the input of
    /// what is computed from the whole page (the profile, the panel, the strip, an overlay).
    public private(set) var pageRevision = 0
    /// The pages of the days beyond `page`; nil when it holds them all.
    public let plan: PagePlan?
    public private(set) var strip: StripDays
    /// The newest readings, the device status, the stale limits and the alerts.
    public private(set) var live: LiveStatus
    /// Whether a live feed (`--follow`) brings readings: the live row is always shown.
    public let follows: Bool
    /// The run loop's clock at its last tick (`ViewerMessage.tick`): the live
    /// row's age, the alerts and a snooze are reckoned from it.
    public private(set) var clock: Date
    /// The feed's last word on how fresh the data is.
    private var feedNotice: String?
    /// What the live window draws ahead of the newest reading at the clock: the
    /// loop's prediction while fresh, else AR2's; nil outside the live window.
    public private(set) var forecast: GlucoseForecast?
    /// The year view's months (`y`): the outline read when it first opens, a
    /// month's figures as it comes on screen (`ViewerEffect.readYear`).
    public private(set) var year: YearSummaries?
    /// Why the year view could not read the data's days.
    public private(set) var yearFailure: String?
    /// The patterns view's (`P`) days and what repeats across them, read
    /// when it opens on a page not read yet (`ViewerEffect.readPatterns`).
    public private(set) var patterns: PatternsRead?
    /// A live feed brought readings to a day of `patterns` since they were read: the view reads them again.
    private var patternsOutdated = false
    /// What the loop said over the page's days (`LoopHistory`), read once a
    /// page (`loopHistoryWanted`); nil until then. A cursor step reads none.
    public private(set) var loopHistory: LoopHistory?
    /// Where the last box drawn went, on which chart (`ViewerMessage.drawn`): the
    /// next keeps it there while it fits, so a frame is a function of the model alone.
    public private(set) var calloutPlace: CalloutPlace?
    /// Everything the feed brought: the store holds what was read at the
    /// start, so the last page is grown by it whenever it is read again.
    private(set) var fed: GlucoseData?

    /// A model of a page of `plan` (or, with no plan, of a timeline of every day).
    public init(page: Timeline, state: ViewerState, plan: PagePlan? = nil, live: LiveStatus = LiveStatus(),
                follows: Bool = false, clock: Date = Date()) {
        self.page = page
        self.state = state
        self.live = live
        self.live.take(page.data.readings)
        self.live.ages.take(page.data.therapy.marks)
        self.follows = follows
        self.clock = clock
        self.plan = plan?.turns == true ? plan : nil
        if let plan = self.plan {
            strip = StripDays(days: plan.days, plan: plan, chunk: plan.first.count)
            strip.keep(page)
        } else {
            strip = StripDays(whole: page)
        }
        refreshForecast()
    }

    /// How the viewer and `render` open at `now`, before the first tick:
    /// the live row while the data is live, and the live window, unless a
    /// day was asked for (`--day`, `--at`, `--pin`): that day is shown, and
    /// `f` shows the window. The alerts wait for the first tick.
    public mutating func open(at now: Date, dayAsked: Bool) {
        clock = now
        state.liveRow = GlucoseNow.shown(following: follows, newest: live.recent.last?.time, now: now)
        if state.liveRow, !dayAsked, state.mode == .day { state.enterLiveWindow(now: now) }
        refreshForecast()
    }

    /// The forecast made again after each message (a frame only reads it, so a
    /// cursor step computes none), and the live window's room ahead with it
    /// (a length change moves the window once).
    private mutating func refreshForecast() {
        forecast = state.liveWindow == nil ? nil
            : GlucoseForecast.current(status: live.deviceStatus, recent: live.recent, now: clock, allCurves: state.allForecasts)
        state.liveWindow?.forecast = forecast?.length ?? 0
    }

    /// Applies one message; returns the reads it asks for. With none, the
    /// strip's days on screen not yet classed are asked for (`wanted`), so
    /// the strip fills a read at a time as the run loop goes on.
    public mutating func update(_ message: ViewerMessage) -> [ViewerEffect] {
        let effects: [ViewerEffect]
        switch message {
        case .event(.snooze) where state.dateEntry == nil:
            // The choice shows on the status line while it is made (`liveNotice`), the snooze on the live row.
            state.noticeForms = live.snooze(now: clock) == nil
                ? ["no alerts to snooze: --alert turns them on", "no alerts to snooze (--alert)"] : []
            effects = []
        case .event(let event):
            effects = apply(event)
            if effects.isEmpty { backToLive(after: event) }
        case .pageRead(let read, let result):
            effects = turned(read, result)
        case .stripRead(let read, let result):
            strip.classed(read, result)
            effects = read.retry.map { apply($0) } ?? []
        case .jumpSearched(let request, let outcome):
            effects = searched(request, outcome)
        case .loopHistoryRead(let interval, let result):
            // A store that cannot give them shows no loop rows: the readings are no less.
            loopHistory = LoopHistory(interval: interval, moments: (try? result.get()) ?? [])
            effects = []
        case .liveRead(let read):
            took(read)
            effects = []
        case .yearRead(.outline(let result)):
            switch result {
            case .success(let outline): year = outline
            case .failure(let error): yearFailure = error.problem
            }
            effects = []
        case .yearRead(.months(let figures, let failure)):
            year?.take(figures, failure: failure)
            effects = []
        case .patternsRead(let read):
            patterns = read
            patternsOutdated = false
            effects = []
        case .elsewhere(let alert):
            state.notice = alert
            effects = []
        case .drawn(let place):
            // A frame with no box (too small, another view) leaves the place of the chart it was on.
            if let place { calloutPlace = place }
            effects = []
        case .tick(let now):
            clock = now
            effects = live.tick(now: now, unit: state.unit).map(ViewerEffect.alarm)
            let wasLive = state.liveRow
            state.liveRow = GlucoseNow.shown(following: follows, newest: live.recent.last?.time, now: now)
            state.liveWindow?.now = now
            // The data turning live opens the live window; turning old closes it.
            if state.liveRow != wasLive {
                if state.liveRow, state.mode == .day { state.enterLiveWindow(now: now) } else { state.liveWindow = nil }
            }
        }
        refreshForecast()
        return effects.isEmpty ? wanted : effects
    }

    /// The reads the screen lacks: in the year view, its outline and then
    /// the months on screen not read; in the patterns view, the page's
    /// patterns (once, and again when a feed brings readings to their days:
    /// a failure is said, not read again); else the first run of strip days on
    /// screen not yet classed (the profile and the week show no strip).
    public var wanted: [ViewerEffect] {
        if state.mode == .year, yearFailure == nil {
            guard let year else { return [.readYear(.outline)] }
            guard let cursor = state.yearCursor else { return [] }
            return year.request(for: YearScene.months(size: state.size, cursor: cursor, rows: year.rows)).map { [.readYear($0)] } ?? []
        }
        if state.mode == .patterns {
            return patterns?.days == page.days && !patternsOutdated ? [] : [.readPatterns(page.days, fed: fed(on: page.days))]
        }
        guard plan != nil, state.mode == .day, let layout = SceneBuilder.layout(for: state) else { return [] }
        let shown = OverviewStrip(timeline: page, dayIndex: state.selection.cursor.dayIndex, area: layout.overview)
        return strip.read(for: shown.visibleDays).map { [.readStrip($0)] } ?? []
    }

    /// A live feed's word on how fresh the data is, or the alert raised,
    /// shown in place of the key hints.
    public var liveNotice: LiveNotice? {
        if let choice = live.choosing { return LiveNotice(choice.words(clock: page.calendar.clockText), ink: .pin) }
        let snooze = "z snoozes \(NumberText.whole(live.snoozeChoices[0] / 60)) min"
        return live.raised.map { LiveNotice(alert: $0, snooze: snooze) } ?? feedNotice.map { LiveNotice($0) }
    }

    /// The read of the loop's history of the page's days when it is not
    /// held: once a page, at the start (`DayPages.settle`) and after a turn.
    public var loopHistoryWanted: [ViewerEffect] {
        guard let first = page.days.first, let last = page.days.last else { return [] }
        let days = DateInterval(start: first.interval.start, end: last.interval.end)
        return loopHistory?.interval == days ? [] : [.readLoopHistory(days)]
    }

    /// Whether the screen changes with the clock alone: the live row's age, a feed's readings.
    public var wantsClock: Bool { follows || state.liveRow }

    /// `f`, or End on the last day, while the data is live: the live window
    /// again, the cursor on its newest reading.
    mutating func backToLive(after event: ViewerEvent) {
        let lastDay = holdsLastPage && state.selection.cursor.dayIndex == page.days.count - 1
        guard state.liveRow, state.mode == .day, event == .follow || event == .lastHour && lastDay else { return }
        if state.liveWindow == nil { state.enterLiveWindow(now: clock) }
        if let window = state.liveInterval(in: page), let newest = state.newestLive(in: window, timeline: page) {
            state.selection.cursor = newest
        }
    }

    /// What a poll brought: the page grown (the cursor on the newest reading
    /// while it follows), the live row's readings and device status.
    private mutating func took(_ read: LiveRead) {
        if let readings = read.readings {
            fed = fed.map { $0.merged(with: readings) } ?? readings
            if let read = patterns, Self.holds(readings, on: read.days) { patternsOutdated = true }
            // An earlier page keeps its days; the readings wait for the last page's next read.
            if holdsLastPage, let grown = page.appending(readings) {
                take(grown)
                if state.following == true { state.apply(.follow, in: grown) }
            }
            live.take(readings.readings)
        }
        if let status = read.deviceStatus { live.deviceStatus = status }
        live.site = read.site
        feedNotice = read.notice
    }

    /// What the feed brought, when some of it is on `days`.
    private func fed(on days: [LocalDay]) -> GlucoseData? {
        fed.flatMap { Self.holds($0, on: days) ? $0 : nil }
    }

    /// Whether `data` has a reading on one of `days` (consecutive).
    private static func holds(_ data: GlucoseData, on days: [LocalDay]) -> Bool {
        days.interval.map { !data.readings(in: $0).isEmpty } ?? false
    }

    /// Whether the page held is the plan's last (or the only one), which a feed grows.
    var holdsLastPage: Bool {
        plan.map { page.dayOffset + page.days.count >= $0.days.count } ?? true
    }

    /// Holds another page, or the page grown by a live feed.
    mutating func take(_ next: Timeline) {
        page = next
        pageRevision += 1
        strip.keep(next)
    }
}
