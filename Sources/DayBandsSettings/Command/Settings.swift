import DayBandsLive
import DayBandsRecords
import DayBandsReport
/// The settings the commands run with: per setting, the command line, else the
/// config file, else the default.
///
/// Bands are read in the unit of the place they are written: the config file's
/// in the file's own `unit` (already converted by `Configuration`), `--bands` in
/// the display unit, i.e. after `--unit` and the file's `unit` are decided.
///
/// The display unit is the one the user chose (`--unit`, the config file's
/// `unit`), else the one the data is written in (`LoadReport.unit`: a mmol/L
/// export opens in mmol/L), else mg/dL.
public struct Settings: Equatable, Sendable {
    public var unit: GlucoseUnit
    public var scale: BandScale
    /// An IANA zone name; nil means the system's zone.
    public var timeZone: String?
    public var color: ColorChoice
    public var clock: ClockFormat
    /// The live row's stale limits and the alerts (nil without `--alert` or `alert = on`).
    public var staleLimits: StaleLimits
    public var alerts: AlertThresholds?
    /// The snoozes `z` cycles through, and how often an alert still on rings again.
    public var snoozeMinutes: [Double]
    public var alertRepeat: AlertRepeat
    /// The live window's hours (the config file's `window`); nil: by the screen's width.
    public var liveHours: Int?
    /// Whom a report is of (`--name`, `--dob`, `--id` over the config file's).
    public var patient: ReportPatient

    /// `environment` gives the locale, the clock's default (`ClockFormat(locale:)`).
    public init(commandLine: Given, configuration: Configuration,
                environment: [String: String] = [:], dataUnit: GlucoseUnit? = nil) throws(UsageError) {
        unit = commandLine.unit ?? configuration.unit ?? dataUnit ?? .mgdl
        if let bands = commandLine.bands {
            do {
                scale = try bands.scale(in: unit)
            } catch {
                // Bands written for another unit than the file's own: say where the unit came from.
                let chosen = commandLine.unit ?? configuration.unit
                let hint = chosen == nil && unit != .mgdl ? " (the data is in \(unit.label), so --bands is too; give --unit mgdl to write them in mg/dL)" : ""
                throw UsageError("--bands: \(error.message)\(hint)")
            }
        } else {
            scale = configuration.scale ?? .standard
        }
        timeZone = commandLine.timeZone ?? configuration.timeZone
        color = commandLine.color ?? configuration.color ?? .auto
        clock = commandLine.clock ?? configuration.clock ?? ClockFormat(locale: environment)
        staleLimits = commandLine.staleLimits ?? configuration.staleLimits ?? StaleLimits()
        snoozeMinutes = commandLine.snoozeMinutes ?? configuration.snoozeMinutes ?? LiveStatus.defaultSnoozes.map { $0 / 60 }
        alertRepeat = commandLine.alertRepeat ?? configuration.alertRepeat ?? AlertRepeat()
        liveHours = configuration.liveHours
        patient = commandLine.patient.over(configuration.patient)
        // `--alert-at` is in the display unit, the file's `alert-at` already in mg/dL (as the bands).
        do throws(AlertLevels.Problem) {
            var thresholds = configuration.alertAt ?? AlertThresholds()
            if let given = commandLine.alertAt { thresholds = try given.thresholds(in: unit) }
            alerts = (commandLine.alert ?? configuration.alert ?? false) ? thresholds : nil
        } catch {
            throw UsageError("--alert-at: \(error.message)")
        }
        // Where alerts start, repeat and snooze: said, not ignored, with the alerts off.
        let alertOnly = [("--alert-at", commandLine.alertAt != nil), ("--alert-repeat", commandLine.alertRepeat != nil),
                         ("--snooze", commandLine.snoozeMinutes != nil)].filter(\.1).map(\.0)
        if alerts == nil, !alertOnly.isEmpty {
            throw UsageError("\(alertOnly.joined(separator: ", ")) without the alerts: give --alert too (or alert = on in the config file)")
        }
    }

    /// Settings given on the command line; nil leaves them to the config file or
    /// the default.
    public struct Given: Equatable, Sendable {
        public var unit: GlucoseUnit?
        /// `--bands`, in the display unit, which is known only once `Settings` has
        /// weighed `--unit` against the config file.
        public var bands: BandBoundaries?
        public var timeZone: String?
        public var color: ColorChoice?
        public var clock: ClockFormat?
        public var alert: Bool?
        /// `--alert-at`, in the display unit.
        public var alertAt: AlertLevels?
        public var staleLimits: StaleLimits?
        public var snoozeMinutes: [Double]?
        public var alertRepeat: AlertRepeat?
        public var patient = ReportPatient()

        public init(unit: GlucoseUnit? = nil, bands: BandBoundaries? = nil, timeZone: String? = nil, color: ColorChoice? = nil,
                    clock: ClockFormat? = nil) {
            self.unit = unit
            self.bands = bands
            self.timeZone = timeZone
            self.color = color
            self.clock = clock
        }
    }
}

/// When to draw in colour: `auto` on a terminal unless NO_COLOR is set.
public enum ColorChoice: String, CaseIterable, Equatable, Sendable {
    case auto, always, never
}
