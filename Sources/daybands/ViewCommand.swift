import DayBands
import DayBandsCommandLine
import DayBandsTerminal
import Foundation

/// `daybands [view]`: the interactive viewer. State changes only through
/// `ViewerState.apply`; the events queued while a frame was drawn are
/// applied in order, then one frame shows them all.
struct ViewCommand {
    let invocation: Invocation

    func run() -> Int32 {
        guard let session = Session(invocation) else { return 1 }
        let wantColor: Bool? = switch session.color {
        case .auto: nil
        case .always: true
        case .never: false
        }
        let terminal: Terminal
        do {
            terminal = try Terminal(wantColor: wantColor, mouse: invocation.mouse)
        } catch {
            fail("\(error)")
            return 1
        }
        defer { terminal.close() }
        let style = RenderStyle(glyphs: terminal.unicode && !invocation.ascii ? .unicode : .ascii,
                                monochrome: terminal.depth == .none, rangesByColor: terminal.depth == .ansi256)
        let timeline = session.timeline
        let builder = SceneBuilder(timeline: timeline,
                                   context: DayChart.Context(data: timeline.data, calendar: timeline.calendar,
                                                             scale: session.scale, style: style, source: session.title),
                                   summaries: session.pages.summaries)
        let panels = PanelStack(palette: Palette(depth: terminal.depth))
        var state = ViewerState.opening(timeline, dayIndex: session.dayIndex, size: terminal.size)
        state.unit = session.unit
        state.notice = session.pages.openingNotice
        let feed = follow(session)
        var live = session.live
        // With a feed the cursor follows the newest reading (`f` again after a move).
        if feed != nil {
            state.following = true
            state.apply(.follow, in: timeline)
        }
        // The polls' warnings, said on the status line as they come and
        // written to standard error once the screen is restored.
        var warnings: [String] = []
        let kept = feed == nil ? nil : followArchive(session)
        feed?.start()
        defer { feed?.stop() }
        var feedNotice: String?
        while !state.quitRequested, !terminal.inputEnded {
            // What the feed's thread fetched since the last event.
            if let update = feed?.collect() {
                take(update, state: &state, live: &live, kept: kept, builder: builder)
                feedNotice = update.notice ?? kept?.notice
                warnings += update.warnings + (kept?.collectWarnings() ?? [])
            }
            tick(&live, state: &state, following: feed != nil, feedNotice: feedNotice, terminal: terminal, builder: builder)
            panels.present(builder.scene(for: state))
            apply(terminal.nextEvents(), to: &state, live: &live, session: session, builder: builder)
        }
        terminal.close()
        // The last poll's readings: stored unless the archive stays busy.
        warnings += kept?.finish(waiting: FollowArchive.finishWait) ?? []
        for warning in warnings { fail("--follow: \(warning)") }
        return 0
    }

    /// The archive `--follow` keeps the polls in, written on a thread of its
    /// own (a sync holding it never freezes the screen), given at once the
    /// profile's basal schedules read with the site's days.
    private func followArchive(_ session: Session) -> FollowArchive? {
        let kept = session.nightscout.flatMap {
            FollowArchive.open(path: invocation.archive, site: $0.site, environment: ProcessInfo.processInfo.environment)
        }
        kept?.keep(GlucoseData(readings: [], therapy: TherapyRecords(schedules: session.timeline.data.therapy.schedules)))
        return kept
    }

    /// What a poll brought: the page grown (the cursor on the newest reading
    /// while it follows), the archive's copy, the live row's readings and device status.
    private func take(_ update: LiveFeed.Update, state: inout ViewerState, live: inout LiveStatus, kept: FollowArchive?,
                      builder: SceneBuilder) {
        if let readings = update.readings, let grown = builder.timeline.appending(readings) {
            builder.update(timeline: grown)
            if state.following == true { state.apply(.follow, in: grown) }
        }
        if let readings = update.readings {
            kept?.keep(readings)
            live.take(readings.readings)
        }
        if let status = update.deviceStatus { live.deviceStatus = status }
    }

    /// The clock's turn: the alerts rung and notified, the live row shown
    /// with `--follow` or while the newest reading is under an hour old,
    /// the status line's alert (else the feed's word).
    private func tick(_ live: inout LiveStatus, state: inout ViewerState, following: Bool, feedNotice: String?,
                      terminal: Terminal, builder: SceneBuilder) {
        let now = Date()
        for alarm in live.tick(now: now, unit: state.unit) {
            switch alarm {
            case .bell: terminal.bell()
            case .notify(let text): DesktopNotice.sequence(text, environment: ProcessInfo.processInfo.environment).map(terminal.send)
            }
        }
        state.liveRow = GlucoseNow.shown(following: following, newest: live.recent.last?.time, now: now)
        builder.live = state.liveRow ? (live, now) : nil
        builder.liveNotice = live.raised.map { "\($0.text)  z snoozes \(Int(live.snoozeLength / 60)) min" } ?? feedNotice
        // While following or showing the age of the newest reading, wake once a second.
        terminal.setEventTimeout(milliseconds: following || state.liveRow ? 1000 : nil)
    }

    /// Applies events in order, each to the state the one before left
    /// (a page turn's timeline included), up to a quit.
    private func apply(_ events: [ViewerEvent], to state: inout ViewerState, live: inout LiveStatus, session: Session,
                       builder: SceneBuilder) {
        for event in events where !state.quitRequested {
            trapIfTesting()
            if event == .snooze, state.dateEntry == nil {
                // The clock is the run loop's: the snooze is applied here, its word on the status line.
                let until = live.snooze(now: Date())
                state.notice = until.map { "alerts snoozed until \(builder.timeline.calendar.clockText($0))" }
                    ?? "no alerts to snooze: --alert turns them on"
                continue
            }
            if let page = session.pages.apply(event, to: &state, on: builder.timeline) {
                builder.update(timeline: page)
            }
        }
    }

    /// Debug (test) builds only, never in a release build: with
    /// DAYBANDS_TEST_TRAP set, the first event after start-up is a real
    /// Swift trap (SIGILL on x86-64, SIGTRAP on arm64), so reliability.py can
    /// prove the terminal is restored on a crash, not only on a `kill`.
    private func trapIfTesting() {
        #if DEBUG
        if ProcessInfo.processInfo.environment["DAYBANDS_TEST_TRAP"] != nil {
            fatalError("DAYBANDS_TEST_TRAP: a trap after start-up, as asked")
        }
        #endif
    }

    /// The poller of `--follow`, every DAYBANDS_POLL_SECONDS (default 60),
    /// looking back DAYBANDS_FOLLOW_LOOKBACK_HOURS (default 3).
    private func follow(_ session: Session) -> LiveFeed? {
        guard invocation.follow, let source = session.nightscout,
              let newest = session.timeline.data.readings.last?.time
        else { return nil }
        return LiveFeed(source: source, newest: newest, lookBack: session.lookBack,
                        schedule: PollSchedule(interval: session.pollInterval))
    }
}
