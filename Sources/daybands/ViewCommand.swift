import DayBands
import DayBandsCommandLine
import DayBandsTerminal
import Foundation

/// `daybands [view]`: the interactive viewer, Bubble Tea's loop. The model
/// (`ViewerModel`) changes only in `update`, a message at a time; the reads
/// it asks for are performed by `DayPages` and come back as messages
/// (`DayPages.send`); the feed's news is a message too. The messages queued
/// while a frame was drawn are applied in order, then one frame
/// (`SceneBuilder`, the view) shows them all.
struct ViewCommand {
    let invocation: Invocation

    func run() -> Int32 {
        // --follow alone: the config file's people in a list.
        if invocation.follow, invocation.nightscout == nil, invocation.person == nil {
            return PeopleCommand(invocation: invocation).run()
        }
        guard let session = Session(invocation) else { return 1 }
        let terminal: Terminal
        do {
            terminal = try Terminal(wantColor: session.color.wanted, mouse: invocation.mouse)
        } catch {
            fail("\(error)")
            return 1
        }
        defer { terminal.close() }
        let warnings = show(session, on: terminal, listed: false).warnings
        terminal.close()
        for warning in warnings { fail("--follow: \(warning)") }
        return 0
    }

    /// How a screen shown from the list ended: `q`, or Esc back to the list.
    struct Shown {
        var back: Bool
        var warnings: [String]
    }

    /// The viewer's loop on `terminal` until `q` (or, `listed`, Esc with
    /// no pin); the feed's warnings to say once the screen is restored.
    /// From the list, `feed` is the list's own for the person (no second
    /// poller), and `beside` keeps the list going: it takes each of this
    /// feed's news too and returns the other people's alerts to ring.
    func show(_ session: Session, on terminal: Terminal, listed: Bool, feed given: LiveFeed? = nil,
              beside: (LiveFeed.Update?) -> [LiveAlarm] = { _ in [] }) -> Shown {
        let style = RenderStyle(glyphs: terminal.unicode && !invocation.ascii ? .unicode : .ascii,
                                monochrome: terminal.depth == .none, rangesByColor: terminal.depth == .ansi256)
        let timeline = session.timeline
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar, scale: session.scale,
                                                            style: style, source: session.title))
        let panels = PanelStack(palette: Palette(depth: terminal.depth))
        let feed = given ?? follow(session)
        var model = opening(session, size: terminal.size, following: feed != nil)
        model.state.listed = listed
        // The polls' warnings, said on the status line as they come and
        // written to standard error once the screen is restored.
        var warnings: [String] = []
        let kept = feed == nil ? nil : followArchive(session)
        // `daybands status` answers from what the feed keeps here.
        let statusCache = feed == nil ? nil : session.followed.flatMap {
            StatusCache(source: $0.archiveIdentity, environment: ProcessInfo.processInfo.environment)
        }
        try? statusCache?.store(Array(session.timeline.data.readings.suffix(12)))
        if given == nil { feed?.start() }
        defer { if given == nil { feed?.stop() } }
        while !model.state.quitRequested, !model.state.backRequested, !terminal.inputEnded {
            // What the feed's thread fetched since the last event.
            let update = feed?.collect()
            if let update {
                if let readings = update.readings {
                    kept?.keep(readings, statuses: update.deviceStatusRecords)
                    try? statusCache?.store(readings.readings)
                } else if !update.deviceStatusRecords.isEmpty {
                    kept?.keep(GlucoseData(readings: []), statuses: update.deviceStatusRecords)
                }
                var read = update.read
                read.notice = read.notice ?? kept?.notice
                session.pages.send(.liveRead(read), to: &model)
                warnings += update.warnings + (kept?.collectWarnings() ?? [])
            }
            Self.ring(session.pages.send(.tick(Date()), to: &model), on: terminal)
            for alarm in beside(update) {
                Self.ring([alarm], on: terminal)
                if case .notify(let alert) = alarm { session.pages.send(.elsewhere(alert), to: &model) }
            }
            // While following or showing the age of the newest reading, wake once a second.
            terminal.setEventTimeout(milliseconds: model.wantsClock ? 1000 : nil)
            let scene = builder.scene(for: model)
            panels.present(scene)
            // The cursor's box kept where it was drawn while it fits: the model holds the place.
            session.pages.send(.drawn(scene.calloutPlace), to: &model)
            for event in terminal.nextEvents() where !model.state.quitRequested {
                trapIfTesting()
                session.pages.send(.event(event), to: &model)
            }
        }
        // The screen restored first (the list keeps it), then the last poll's
        // readings stored unless the archive stays busy.
        if !listed { terminal.close() }
        warnings += kept?.finish(waiting: FollowArchive.finishWait) ?? []
        return Shown(back: model.state.backRequested, warnings: warnings)
    }

    /// The archive `--follow` keeps the polls in, written on a thread of its
    /// own (a sync holding it never freezes the screen), given at once the
    /// profile's basal schedules read with the site's days.
    private func followArchive(_ session: Session) -> FollowArchive? {
        let kept = session.followed.flatMap {
            FollowArchive.open(path: invocation.archive, source: $0, environment: ProcessInfo.processInfo.environment)
        }
        kept?.keep(GlucoseData(readings: [], therapy: TherapyRecords(schedules: session.timeline.data.therapy.schedules)))
        return kept
    }

    /// The model the viewer opens on (`ViewerModel.opening`), its strip's days on screen read.
    private func opening(_ session: Session, size: Size, following: Bool) -> ViewerModel {
        var model = session.openingModel(invocation, size: size, following: following)
        session.pages.settle(&model)
        return model
    }

    /// The alerts' bell and desktop notices (`ViewerEffect.alarm`), the terminal's to give.
    static func ring(_ alarms: [LiveAlarm], on terminal: Terminal) {
        for alarm in alarms {
            switch alarm {
            case .bell: terminal.bell()
            case .notify(let text): DesktopNotice.sequence(text, environment: ProcessInfo.processInfo.environment).map(terminal.send)
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
        guard invocation.follow, let source = session.followed,
              let newest = session.timeline.data.readings.last?.time
        else { return nil }
        return LiveFeed(source: source, newest: newest, lookBack: session.lookBack,
                        schedule: PollSchedule(interval: session.pollInterval))
    }
}

extension ColorChoice {
    /// What the terminal is asked for: colour, none, or as it can (nil).
    var wanted: Bool? {
        switch self {
        case .auto: nil
        case .always: true
        case .never: false
        }
    }
}
