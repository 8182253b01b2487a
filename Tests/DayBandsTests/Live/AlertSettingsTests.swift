import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsLive
@testable import DayBandsSettings
@testable import DayBandsCommandLine

/// `--alert`, `--alert-at`, `--stale`, `--snooze` and their config keys:
/// the command line over the file over the defaults, alerts off unless asked,
/// thresholds in the unit they were written in, bad values said in words.
@Suite struct AlertSettingsTests {
    let path = "/home/ann/.config/daybands/config"

    func settings(_ arguments: [String], config: String = "") throws -> Settings {
        let invocation = try Invocation.parse(arguments)
        return try Settings(commandLine: invocation.given, configuration: try Configuration.parse(config, path: path))
    }

    @Test func offByDefaultWithNightscoutsStaleLimits() throws {
        let plain = try settings([])
        #expect(plain.alerts == nil && plain.staleLimits == StaleLimits(stale: 900, urgent: 1_800) && plain.snoozeMinutes == [15, 30, 60] && plain.alertRepeat == AlertRepeat(urgentLow: 60, others: 300))
    }

    /// The help shows the defaults written back (`AlertLevels.written`):
    /// each reads back as the default it came from, and the help says it.
    @Test func theDefaultsWrittenReadBackAsThemselves() throws {
        let thresholds = AlertLevels.written(AlertThresholds())
        #expect(thresholds == "urgent-low=54,low=70,high=250,stale=30")
        #expect(try AlertLevels(parsing: thresholds).thresholds(in: .mgdl) == AlertThresholds())
        #expect(try AlertLevels.staleLimits(parsing: AlertLevels.written(StaleLimits())) == StaleLimits())
        #expect(try AlertLevels.repeatMinutes(parsing: AlertLevels.written(AlertRepeat())) == AlertRepeat())
        let snoozes = AlertLevels.minutesWritten(LiveStatus.defaultSnoozes)
        #expect(try AlertLevels.snoozeMinutes(parsing: snoozes).map { $0 * 60 } == LiveStatus.defaultSnoozes)
        let help = Invocation.helpText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for written in [thresholds, AlertLevels.written(StaleLimits()), snoozes, AlertLevels.written(AlertRepeat())] {
            #expect(help.contains("default \(written)"), "\(written)")
        }
    }

    @Test func theCommandLineTurnsThemOnInTheDisplayUnit() throws {
        let on = try settings(["--alert", "--alert-at", "low=4,high=12,stale=20", "--unit", "mmol", "--stale", "10,20",
                               "--snooze", "15", "--alert-repeat", "2,10"])
        let thresholds = try #require(on.alerts)
        #expect(abs(thresholds.low - 4 * GlucoseUnit.mgdlPerMmol) < 1e-9 && abs(thresholds.high - 12 * GlucoseUnit.mgdlPerMmol) < 1e-9)
        #expect(thresholds.urgentLow == 54 && thresholds.stale == 1_200)
        #expect(on.staleLimits == StaleLimits(stale: 600, urgent: 1_200) && on.snoozeMinutes == [15] && on.alertRepeat == AlertRepeat(urgentLow: 120, others: 600))
    }

    @Test func theConfigFileInItsOwnUnit() throws {
        let config = "alert = on\nalert-at = urgent-low=3.5, low = 4.5\nunit = mmol\nstale = 20,40\nsnooze = 20,60\nalert-repeat = 1,15\n"
        let read = try settings(["--unit", "mgdl"], config: config)
        let thresholds = try #require(read.alerts)
        #expect(abs(thresholds.urgentLow - 3.5 * GlucoseUnit.mgdlPerMmol) < 1e-9 && thresholds.high == 250)
        #expect(read.staleLimits == StaleLimits(stale: 1_200, urgent: 2_400) && read.snoozeMinutes == [20, 60] && read.alertRepeat.others == 900)
        #expect(try settings([], config: "alert = off\nalert-at = low=80").alerts == nil)
    }

    @Test func badValuesAreSaid() {
        func usage(_ arguments: [String]) -> String? {
            do { _ = try settings(arguments); return nil } catch { return "\(error)" }
        }
        #expect(usage(["--alert-at", "lo=70"])?.contains("--alert-at: unknown alert 'lo'; expected urgent-low, low, high or stale") == true)
        #expect(usage(["--alert", "--alert-at", "low=700"])?.contains("--alert-at: 700 mg/dL is not a glucose an alert can start at") == true)
        #expect(usage(["--alert", "--alert-at", "urgent-low=80,low=70"])?.contains("urgent-low at most low") == true)
        #expect(usage(["--stale", "30,15"])?.contains("--stale: expected the urgent minutes at least the stale ones") == true)
        #expect(usage(["--snooze", "1000"])?.contains("--snooze: snooze takes minutes from 5 to 240, not 1000") == true)
        #expect(usage(["--snooze", "30,15"])?.contains("--snooze: expected the snoozes shortest first") == true)
        #expect(usage(["--alert-repeat", "0.5,5"])?.contains("--alert-repeat: repeats take minutes from 1 to 60, not 0.5") == true)
        #expect(usage(["--alert", "--alert-at", "low=70,high=250,low=80"])?.contains("--alert-at: low is given twice; give each alert once") == true)
        #expect(throws: ConfigurationError.self) { try Configuration.parse("alert-at = low=70,low=80", path: path) }
        #expect(throws: ConfigurationError.self) { try Configuration.parse("alert = yes", path: path) }
        #expect(throws: ConfigurationError.self) { try Configuration.parse("stale = 3,30", path: path) }
    }

    /// `--alert-at` (or the alerts' repeat and snoozes) with the alerts off would do nothing: one message says so.
    @Test func alertSettingsWithoutTheAlertsAreSaid() throws {
        func usage(_ arguments: [String], config: String = "") -> String? {
            do { _ = try settings(arguments, config: config); return nil } catch { return "\(error)" }
        }
        #expect(usage(["--alert-at", "low=80"]) == "--alert-at without the alerts: give --alert too (or alert = on in the config file)")
        #expect(usage(["--alert-at", "low=80", "--snooze", "15"], config: "alert = off")
            == "--alert-at, --snooze without the alerts: give --alert too (or alert = on in the config file)")
        #expect(usage(["--alert-repeat", "2,10"])?.hasPrefix("--alert-repeat without the alerts") == true)
        #expect(try settings(["--alert-at", "low=80"], config: "alert = on").alerts?.low == 80)
        #expect(try settings(["--stale", "10,20"]).alerts == nil, "the live row's stale limits stand without alerts")
    }

    /// An absurd number is not echoed (a 309-digit line); one under a million is.
    @Test func anAbsurdNumberIsNotEchoed() {
        func usage(_ arguments: [String]) -> String? {
            do { _ = try settings(arguments); return nil } catch { return "\(error)" }
        }
        #expect(usage(["--alert", "--alert-at", "low=1e308"]) == "--alert-at: a number of more than 6 digits is not a glucose an alert can start at (20-600 mg/dL)")
        #expect(usage(["--alert", "--alert-at", "high=" + String(repeating: "9", count: 300)])?.contains("a number of more than 6 digits is not") == true)
        #expect(usage(["--alert", "--alert-at", "high=999999"])?.contains("999999 mg/dL is not") == true)
        #expect(usage(["--alert", "--alert-at", "high=1000000"])?.contains("a number of more than 6 digits is not") == true)
        #expect(usage(["--snooze", "1e308"]) == "--snooze: snooze takes minutes from 5 to 240, not a number of more than 6 digits")
        #expect(usage(["--alert-repeat", "1,-1e300"])?.hasSuffix("not a number of more than 6 digits") == true)
    }
}
