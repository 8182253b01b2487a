import DayBands
import DayBandsCommandLine
import Foundation

/// What the commands share: the settings, the calendar, the data, the day to open.
struct Session {
    /// Every day of the data, and the page of them shown first.
    let pages: DayPages
    /// The first page read; nil when the caller asked for none of the
    /// archive's (`stats` reads the archive's day summaries instead).
    let page: Timeline?
    /// The first page, for the commands that always read it.
    var timeline: Timeline { page! }
    let dayIndex: Int
    /// The site or account the data came from, when it came from one (to follow it).
    let followed: (any FollowedSource)?
    /// The display unit, the band scale (mg/dL) and the colour choice: the
    /// command line's, else the config file's, else (the unit) the data's,
    /// else the defaults.
    let unit: GlucoseUnit
    let scale: BandScale
    let color: ColorChoice
    /// What the header calls the data (`GlucoseSource.title`).
    let title: String
    /// The live row's stale limits and the alerts (`--alert`); the model takes the page's readings.
    let live: LiveStatus
    /// The live window's hours (the config file's `window`); nil: by the screen's width.
    let liveHours: Int?
    /// Whom a report is of (`--name`, `--dob`, `--id`, else the config file's).
    let patient: ReportPatient
    /// `--follow`'s poll interval and look-back (seconds).
    let pollInterval: TimeInterval
    let lookBack: TimeInterval

    /// Loads the data and finds the day, or prints why not and returns nil.
    /// Wrong settings end the program with exit 2 before any data is read;
    /// the data's own unit is the display's unless one was chosen.
    init?(_ invocation: Invocation, readsArchivePage: Bool = true) {
        let environment = ProcessInfo.processInfo.environment
        let person = invocation.person.map { choosePerson($0, connection: invocation.connection, environment: environment) }
        var settings = resolve(invocation.given, environment: environment, person: person?.entry)
        let timeout = knob(.nightscoutTimeout, environment: environment) ?? NightscoutSource.defaultTimeout
        pollInterval = knob(.pollSeconds, environment: environment) ?? PollSchedule.defaultInterval
        lookBack = knob(.lookBackHours, environment: environment).map { $0 * 3_600 } ?? LiveFeed.defaultLookBack
        let zone = settings.timeZone.flatMap(TimeZone.init(identifier:)) ?? TimeZone.current
        let calendar = DayCalendar(timeZone: zone, clockFormat: settings.clock)
        followed = Self.followed(invocation, person: person, environment: environment, timeout: timeout)
        let loaded: Loaded
        do {
            loaded = try Self.load(invocation, followed: followed, calendar: calendar, environment: environment)
        } catch {
            fail("\(error)")
            return nil
        }
        if let dataUnit = loaded.unit, dataUnit != settings.unit {
            settings = resolve(invocation.given, environment: environment, dataUnit: dataUnit, person: person?.entry)
        }
        unit = settings.unit
        scale = settings.scale
        color = settings.color
        liveHours = settings.liveHours
        patient = settings.patient
        var live = liveStatus(settings, environment: environment)
        // What the loop and the pump said, IOB and COB on the first frame: a device
        // status file opened beside the readings (its newest figures), or the site's with its days.
        if let status = loaded.deviceStatus ?? followed.flatMap(Self.deviceStatus(of:)) { live.deviceStatus = status }
        title = loaded.title
        // The viewer browses the last 31 days by default, a page of at most `maximumPageDays` at a time; stats
        // and the report take all the window's days: stats all the data's by default, the report a clinic's 14 (by month, all).
        let window = DayWindow(days: invocation.days, from: invocation.from, to: invocation.to, day: invocation.day)
        let browsed = invocation.mode == .view || invocation.mode == .render
        do {
            guard let pages = try DayPages(store: loaded.store, calendar: calendar, window: window,
                                           defaultDays: defaultDays(invocation),
                                           longestPage: browsed ? DayPages.maximumPageDays : nil)
            else {
                fail("no glucose readings in \(loaded.name)")
                return nil
            }
            self.pages = pages
            guard readsArchivePage || !(loaded.store is Archive) else {
                page = nil
                let first = pages.plan.days[pages.plan.first]
                dayIndex = invocation.day.flatMap { iso in first.firstIndex { $0.isoDate == iso } }.map { $0 - first.startIndex }
                    ?? first.count - 1
                self.live = live
                return
            }
            let page = try pages.timeline(of: pages.plan.first)
            self.page = page
            self.live = live
            dayIndex = invocation.day.flatMap { try? page.dayIndex(iso: $0).get() } ?? page.days.count - 1
        } catch {
            fail("\(error)")
            return nil
        }
    }

    /// The person or the site followed (`--person`, `--nightscout`), or nil for files and the archive.
    private static func followed(_ invocation: Invocation, person: (entry: PersonEntry, configuration: Configuration, path: String)?,
                                 environment: [String: String], timeout: TimeInterval) -> (any FollowedSource)? {
        person.map { followedSource(of: $0, environment: environment, timeout: timeout, days: invocation.days) }
            ?? invocation.nightscout.map { root in
                let site = NightscoutSite(root: root, credentials: .resolve(token: invocation.token, environment: environment))
                return NightscoutSource(site: site, days: invocation.days ?? NightscoutSource.defaultDays, timeout: timeout)
            }
    }

    /// What the data is: its name for messages, title, store, and the unit
    /// it is written in (files only: the archive and a site keep mg/dL).
    private struct Loaded {
        var name: String
        var title: String
        var store: any DayStore
        var unit: GlucoseUnit?
        var deviceStatus: DeviceStatus?
    }

    /// Files, the sample and a site are read whole; the archive a page at a
    /// time. Warnings are said once each, never dropped silently.
    private static func load(_ invocation: Invocation, followed: (any FollowedSource)?, calendar: DayCalendar,
                             environment: [String: String]) throws -> Loaded {
        if let nightscout = followed as? NightscoutSource {
            let report = try nightscout.read(in: calendar)
            for warning in report.warnings { fail(warning) }
            return Loaded(name: "\(nightscout.name) over the last \(nightscout.days) days", title: nightscout.title,
                          store: report.data)
        }
        if let followed {
            let report = try followed.read(in: calendar)
            for warning in report.warnings { fail(warning) }
            return Loaded(name: followed.name, title: followed.title, store: report.data)
        }
        if invocation.files.isEmpty, let archive = try openArchive(invocation.archive, environment: environment) {
            if let notice = archive.notice { fail(notice) }
            if let leftOut = try archive.leftOut() { fail(leftOut) }
            return Loaded(name: archive.name, title: archive.title, store: archive)
        }
        if invocation.files.isEmpty {
            return Loaded(name: SampleData().name, title: SampleData().title, store: try SampleData().load(in: calendar))
        }
        let files = FileSet(paths: invocation.files, dateOrder: invocation.dateOrder, subject: invocation.subject)
        let report = try files.read(in: calendar)
        for warning in report.warnings { fail(warning) }
        return Loaded(name: files.name, title: files.title, store: report.data, unit: report.unit, deviceStatus: report.deviceStatus)
    }
}

extension Session {
    /// The site's device status of the last hour, as a poll reads it (nil
    /// for a source without any); a failure said on standard error and
    /// nothing shown, as a site without device statuses (no loop, or a token
    /// that may not read them) shows nothing.
    private static func deviceStatus(of site: any FollowedSource) -> DeviceStatus? {
        do {
            guard let read = try site.deviceStatus(since: Date().addingTimeInterval(-LiveFeed.statusLookBack)) else { return nil }
            if let warning = read.warning { fail(warning) }
            if let future = FutureRecords.warning(deviceStatuses: read.ahead, source: site.name) { fail(future) }
            return read.status
        } catch {
            fail("device status: \(error)")
            return DeviceStatus()
        }
    }

    /// The model the viewer opens on and `render` draws, built here only
    /// (`ViewerModel.opening`), so `render` is always the viewer's first
    /// frame; its reads (`DayPages.settle`) are the caller's.
    func openingModel(_ invocation: Invocation, size: Size, following: Bool) -> ViewerModel {
        ViewerModel.opening(timeline, opening(invocation, following: following), size: size, plan: pages.plan,
                            live: live, now: Date())
    }

    /// What the command line asks the screen to open on.
    private func opening(_ invocation: Invocation, following: Bool) -> ViewerOpening {
        var opening = ViewerOpening(dayIndex: dayIndex)
        opening.at = invocation.at
        opening.pin = invocation.pin
        opening.overlay = invocation.overlay
        opening.unit = unit
        opening.notice = openingNotice(invocation)
        opening.liveHours = liveHours
        opening.follows = following
        opening.dayAsked = invocation.day != nil || invocation.at != nil || invocation.pin != nil
        return opening
    }

    /// What the status line says on opening: that the window asked for is
    /// read a page at a time (`PagePlan.openingNotice`), or, with no day
    /// asked for, that the readings end before the data's last day (a
    /// pump's records run on after the sensor's) and the key back to them.
    func openingNotice(_ invocation: Invocation) -> String? {
        if let paged = pages.plan.openingNotice { return paged }
        let days = pages.plan.days
        guard invocation.day == nil, !invocation.follow, let final = try? pages.readingsEnd() else { return nil }
        // Short enough for a 40-column status line, the day and the key first.
        return "readings end \(days[final].isoDate): { goes there"
    }
}

/// The days a command takes without --days, --from or --to (nil: all).
private func defaultDays(_ invocation: Invocation) -> Int? {
    switch invocation.mode {
    case .stats: nil
    case .patterns: PatternRules.defaultDays
    case .report: invocation.by == nil ? AGPReport.defaultDays : nil
    default: DayWindow.defaultDays
    }
}

/// The archive to show, read-only: `--archive PATH` (which must exist), else
/// the default one when it exists; nil leaves the sample to be shown.
private func openArchive(_ given: String?, environment: [String: String]) throws -> Archive? {
    guard let path = given ?? Archive.defaultPath(environment: environment),
          given != nil || FileManager.default.fileExists(atPath: path)
    else { return nil }
    return try Archive(path: path, readOnly: true, announce: fail)
}

/// The live part the settings make: stale limits, alerts, their repeats and snoozes.
func liveStatus(_ settings: Settings, environment: [String: String]) -> LiveStatus {
    // DAYBANDS_REPEAT_MINUTE (tests): the seconds a minute of the alerts' repeats lasts.
    let minute = knob(.repeatMinute, environment: environment).map { $0 / 60 } ?? 1
    let repeats = AlertRepeat(urgentLow: settings.alertRepeat.urgentLow * minute, others: settings.alertRepeat.others * minute)
    return LiveStatus(limits: settings.staleLimits, alerts: settings.alerts, repeats: repeats,
                      snoozeChoices: settings.snoozeMinutes.map { $0 * 60 })
}

/// The command line's settings over the config file's (a person's own
/// over its top level's), over the data's unit when known, or exit 2 (a
/// usage error) saying why not.
func resolve(_ given: Settings.Given, environment: [String: String], dataUnit: GlucoseUnit? = nil,
             person: PersonEntry? = nil) -> Settings {
    do {
        let file = try readConfiguration(environment: environment).configuration
        return try Settings(commandLine: given, configuration: person.map(file.overlaid(by:)) ?? file,
                            environment: environment, dataUnit: dataUnit)
    } catch {
        usageError("\(error)")
    }
}

/// An environment knob's number (nil when not set), or exit 2 saying which is wrong.
func knob(_ knob: EnvironmentKnob, environment: [String: String]) -> Double? {
    do {
        return try knob.value(in: environment)
    } catch {
        fail("\(error)")
        exit(2)
    }
}
