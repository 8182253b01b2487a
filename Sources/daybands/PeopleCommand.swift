import DayBands
import DayBandsCommandLine
import DayBandsTerminal
import Foundation

/// `daybands --follow` with no site or person: every `[person NAME]` of the
/// config file in a list, worst first (`PeopleModel`, drawn by `PeopleScene`).
/// Each person has a feed of their own on its own thread, so one slow site
/// never delays the others, polling as often as a single follow; the first
/// polls a moment apart. Enter shows the person's live screen as
/// `--follow --person NAME` does, once their days are read (the list going
/// on meanwhile), fed by the list's own poller, while the others' polls and
/// alerts go on; Esc comes back.
struct PeopleCommand {
    let invocation: Invocation

    func run() -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let read: (configuration: Configuration, path: String?)
        do {
            read = try readConfiguration(environment: environment)
        } catch {
            usageError("\(error)")
        }
        guard let path = read.path, !read.configuration.people.isEmpty else {
            usageError("--follow needs --nightscout URL or --person NAME, or people named in the config file "
                       + "(\(read.path ?? Configuration.path(environment: environment) ?? "none"))")
        }
        let timeout = knob(.nightscoutTimeout, environment: environment) ?? NightscoutSource.defaultTimeout
        // Asked before the list shows, so briefly: a section whose account does
        // not answer stays one row, which its feed's error then explains.
        let people = ListedPerson.everyone(in: read.configuration, connections: ListedPerson.asked(
            configuration: read.configuration, path: path, environment: environment, timeout: min(timeout, 5)))
        if people.count == 1 {
            return ViewCommand(invocation: people[0].alone(invocation)).run()
        }
        let settings = resolve(invocation.given, environment: environment)
        let interval = knob(.pollSeconds, environment: environment) ?? PollSchedule.defaultInterval
        let lookBack = max(knob(.lookBackHours, environment: environment).map { $0 * 3_600 } ?? LiveFeed.defaultLookBack,
                           FollowedPerson.sparkSpan)
        let now = Date()
        let feeds = people.enumerated().map { index, person in
            let source = followedSource(of: (person.entry, read.configuration, path), environment: environment, timeout: timeout)
            // A moment apart, so the first requests do not all leave at once.
            return LiveFeed(source: source, newest: now, lookBack: lookBack, schedule: PollSchedule(interval: interval),
                            firstPoll: Double(index) * min(0.2, interval / Double(people.count)))
        }
        let listed = people.map { person in
            FollowedPerson(name: person.name, live: liveStatus(resolve(invocation.given, environment: environment, person: person.entry),
                                                             environment: environment))
        }
        let zone = settings.timeZone.flatMap(TimeZone.init(identifier:)) ?? TimeZone.current
        let terminal: Terminal
        do {
            terminal = try Terminal(wantColor: settings.color.wanted, mouse: invocation.mouse)
        } catch {
            fail("\(error)")
            return 1
        }
        defer { terminal.close() }
        var model = PeopleModel(people: listed, size: terminal.size, unit: settings.unit,
                                calendar: DayCalendar(timeZone: zone, clockFormat: settings.clock), now: now)
        for feed in feeds { feed.start() }
        defer { for feed in feeds { feed.stop() } }
        let warnings = loop(&model, feeds: feeds, people: people, on: terminal)
        terminal.close()
        for warning in warnings { fail("--follow: \(warning)") }
        return 0
    }

    /// The list's loop: each feed's news and the clock as messages, then a
    /// frame, then the keys; Enter makes a person's screen without stopping
    /// (`SessionOpening`), which shows until Esc once made.
    private func loop(_ model: inout PeopleModel, feeds: [LiveFeed], people: [ListedPerson], on terminal: Terminal) -> [String] {
        let glyphs: GlyphSet = terminal.unicode && !invocation.ascii ? .unicode : .ascii
        var scene = PeopleScene(glyphs: glyphs)
        var panels = PanelStack(palette: Palette(depth: terminal.depth))
        var warnings: [String] = []
        // Reads under way, asked for or given up (Esc): one a person at most.
        var openings: [Int: SessionOpening] = [:]
        while !model.quitRequested, !terminal.inputEnded {
            for (index, feed) in feeds.enumerated() {
                Self.take(feed.collect(), of: index, into: &model, warnings: &warnings, people: people)
            }
            ViewCommand.ring(model.update(.tick(Date())).compactMap(\.alarm), on: terminal)
            // A read that ended: shown while still asked for, said when not made, else dropped.
            for (index, opening) in openings {
                guard let made = opening.take() else { continue }
                openings[index] = nil
                _ = model.update(.made(person: index))
                guard model.opening == index else { continue }
                guard let session = made else {
                    _ = model.update(.shown(nil))
                    continue
                }
                // The list's panels go while the person's screen shows, and come back whole.
                panels = PanelStack(palette: Palette(depth: terminal.depth))
                guard show(session, of: index, feeds: feeds, people: people, model: &model, warnings: &warnings,
                           on: terminal) else { return warnings }
                panels = PanelStack(palette: Palette(depth: terminal.depth))
                _ = model.update(.event(.resize(terminal.size)))
            }
            // A screen being made is looked for ten times a second.
            terminal.setEventTimeout(milliseconds: openings.isEmpty ? 1000 : 100)
            panels.present(scene.scene(for: model))
            for event in terminal.nextEvents() where !model.quitRequested {
                for effect in model.update(.event(event)) {
                    guard case .open(let index) = effect else { continue }
                    openings[index] = SessionOpening(people[index].alone(invocation))
                }
            }
        }
        return warnings
    }

    /// A person's screen, fed by the list's own feed for them, the list going
    /// on beside it (every feed's news, the others' alerts); false on `q`.
    private func show(_ session: Session, of index: Int, feeds: [LiveFeed], people: [ListedPerson], model: inout PeopleModel,
                      warnings: inout [String], on terminal: Terminal) -> Bool {
        _ = model.update(.shown(index))
        let shown = ViewCommand(invocation: people[index].alone(invocation)).show(session, on: terminal, listed: true, feed: feeds[index]) { update in
            // The screen says its own feed's warnings; the row takes its news.
            if let update { _ = model.update(.read(person: index, update.read)) }
            for (other, feed) in feeds.enumerated() where other != index {
                Self.take(feed.collect(), of: other, into: &model, warnings: &warnings, people: people)
            }
            return model.update(.tick(Date())).compactMap(\.alarm)
        }
        _ = model.update(.shown(nil))
        warnings += shown.warnings.map { "\(people[index].name): \($0)" }
        return shown.back
    }

    /// A feed's news for the list: the person's row takes it, its warnings named.
    private static func take(_ update: LiveFeed.Update?, of index: Int, into model: inout PeopleModel,
                             warnings: inout [String], people: [ListedPerson]) {
        guard let update else { return }
        _ = model.update(.read(person: index, update.read))
        warnings += update.warnings.map { "\(people[index].name): \($0)" }
    }
}

private extension PeopleEffect {
    var alarm: LiveAlarm? {
        if case .alarm(let alarm) = self { return alarm }
        return nil
    }
}
