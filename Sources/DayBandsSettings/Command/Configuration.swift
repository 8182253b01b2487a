import DayBandsLive
import DayBandsRecords
import DayBandsReport
import DayBandsViewer
import Foundation

/// The config file (`$XDG_CONFIG_HOME/daybands/config`): `key = value` lines,
/// `#` comments and blank lines, read from its text so it can be tested.
/// Everything it sets, the command line can override (see `Settings`).
public struct Configuration: Equatable, Sendable {
    public var unit: GlucoseUnit?
    /// `bands`, read in the file's own `unit` (mg/dL when it has none), so the
    /// file means the same whatever `--unit` says.
    public var scale: BandScale?
    public var timeZone: String?
    public var color: ColorChoice?
    public var clock: ClockFormat?
    /// `alert = on`; `alert-at`, read in the file's `unit` into mg/dL; `stale`; `snooze`.
    public var alert: Bool?
    public var alertAt: AlertThresholds?
    public var staleLimits: StaleLimits?
    public var snoozeMinutes: [Double]?
    public var alertRepeat: AlertRepeat?
    /// `window`: the live window's hours (`LiveWindow.lengths`).
    public var liveHours: Int?
    /// The app version LibreLinkUp is told (`LibreLinkUpAccount.version`).
    public var libreLinkUpVersion: String?
    /// `name`, `dob` and `id`: whom a report is of.
    public var patient = ReportPatient()
    /// The `[person NAME]` sections, in the file's order.
    public var people: [PersonEntry] = []

    public init(unit: GlucoseUnit? = nil, scale: BandScale? = nil, timeZone: String? = nil,
                color: ColorChoice? = nil, clock: ClockFormat? = nil) {
        self.unit = unit
        self.scale = scale
        self.timeZone = timeZone
        self.color = color
        self.clock = clock
    }

    enum Key: String, CaseIterable {
        // In the order the unknown key's message lists them.
        case unit, bands, tz, color, clock, alert
        case alertAt = "alert-at"
        case alertRepeat = "alert-repeat"
        case stale, snooze, window
        case libreLinkUpVersion = "librelinkup-version"
        case name, dob, id
    }

    /// Where the file is: `$XDG_CONFIG_HOME/daybands/config`, else
    /// `$HOME/.config/daybands/config`; nil with neither. A relative
    /// XDG_CONFIG_HOME is ignored, as the XDG spec says.
    public static func path(environment: [String: String]) -> String? {
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
            return base + "/daybands/config"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/daybands/config"
    }

    /// The settings in `text`; `path` only names the file in errors.
    /// `othersMayRead`: the file's mode lets its group or others read it,
    /// which a file holding a password or token may not.
    public static func parse(_ text: String, path: String, othersMayRead: Bool = false) throws(ConfigurationError) -> Configuration {
        let lines = try ConfigurationLines(text, path: path)
        if othersMayRead, let secret = lines.firstSecret {
            throw ConfigurationError(path: path, line: secret.line,
                                     message: "holds a \(secret.key) and others may read the file: make it private with chmod 600 \(path)")
        }
        var configuration = try Configuration(entries: lines.topLevel, path: path)
        var named: [String: Int] = [:]
        for section in lines.sections {
            if let first = named[section.name] {
                throw ConfigurationError(path: path, line: section.line, message: "[person \(section.name)] is already on line \(first)")
            }
            named[section.name] = section.line
            configuration.people.append(try PersonEntry(section, path: path))
        }
        return configuration
    }

    /// The keys of `entries` (the top level's, or a person's besides the source's).
    init(entries: [ConfigurationLines.Entry], path: String, sectionKeys: [String] = []) throws(ConfigurationError) {
        self.init()
        var seen: [Key: Int] = [:]
        var bands: (boundaries: BandBoundaries, line: Int)?
        var alertAt: (levels: AlertLevels, line: Int)?
        for entry in entries {
            func failure(_ message: String) -> ConfigurationError {
                ConfigurationError(path: path, line: entry.line, message: message)
            }
            let (key, value) = (entry.key, entry.value)
            /// The value as the option of the same setting reads it (`SettingValue`).
            func read<T>(_ reader: (String) throws(SettingValue.Problem) -> T) throws(ConfigurationError) -> T {
                do throws(SettingValue.Problem) { return try reader(value) } catch { throw failure(error.said(after: key)) }
            }
            guard let known = Key(rawValue: key) else {
                let keys = Key.allCases.map(\.rawValue) + sectionKeys
                throw failure("unknown key \(PrintableText.quoted(key)); expected \(SettingValue.listing(keys, "or"))")
            }
            if let first = seen[known] { throw failure("\(key) is already set on line \(first)") }
            seen[known] = entry.line
            switch known {
            case .unit: unit = try read { text throws(SettingValue.Problem) in try SettingValue.choice(text, GlucoseUnit.self) }
            case .tz: timeZone = try read(SettingValue.zone)
            case .color: color = try read { text throws(SettingValue.Problem) in try SettingValue.choice(text, ColorChoice.self) }
            case .clock: clock = try read { text throws(SettingValue.Problem) in try SettingValue.choice(text, ClockFormat.self) }
            case .bands:
                do { bands = (try BandBoundaries(parsing: value), entry.line) } catch { throw failure("bands: \(error.message)") }
            case .alertAt:
                do { alertAt = (try AlertLevels(parsing: value), entry.line) } catch { throw failure("alert-at: \(error.message)") }
            case .window:
                let hours = Int(value.hasSuffix("h") ? String(value.dropLast()).trimmingCharacters(in: .whitespaces) : value)
                guard let hours, LiveWindow.lengths.contains(hours) else {
                    throw failure("window takes 3, 6, 12 or 24 (hours), not \(PrintableText.quoted(value))")
                }
                liveHours = hours
            case .alert, .stale, .snooze, .alertRepeat:
                do { try setLive(known, to: value) } catch { throw failure("\(key): \(error.message)") }
            case .libreLinkUpVersion:
                guard !value.isEmpty, value.count <= 20, value.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
                    throw failure("librelinkup-version takes a version such as 4.16.0, not \(PrintableText.quoted(value))")
                }
                libreLinkUpVersion = value
            case .name, .id:
                if let problem = ReportPatient.problem(value, what: key) { throw failure(problem) }
                if known == .name { patient.name = value } else { patient.id = value }
            case .dob: patient.birthDate = try read(SettingValue.date)
            }
        }
        try convert(bands: bands, alertAt: alertAt, path: path)
    }

    /// The unit may be set below the bands and the alerts, so they are
    /// converted from it once all is read.
    private mutating func convert(bands: (boundaries: BandBoundaries, line: Int)?, alertAt: (levels: AlertLevels, line: Int)?,
                                  path: String) throws(ConfigurationError) {
        if let alertAt {
            do throws(AlertLevels.Problem) { self.alertAt = try alertAt.levels.thresholds(in: unit ?? .mgdl) } catch {
                throw ConfigurationError(path: path, line: alertAt.line, message: "alert-at: \(error.message)")
            }
        }
        if let bands {
            do {
                scale = try bands.boundaries.scale(in: unit ?? .mgdl)
            } catch {
                throw ConfigurationError(path: path, line: bands.line, message: "bands: \(error.message)")
            }
        }
    }
}

/// A config file that cannot be used, named by file and line. It is a usage
/// error (exit 2): the settings are wrong, not the data.
/// It is located like a data error, and a type of its own only for the exit code.
public struct ConfigurationError: Error, Equatable, CustomStringConvertible, Sendable {
    public var problem: DataError

    public init(path: String, line: Int? = nil, message: String) {
        problem = DataError(source: path, line: line, message: message)
    }

    public var description: String { problem.description }
}
