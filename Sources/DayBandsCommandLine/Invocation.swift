import DayBands
import Foundation

/// What the command line asked for, parsed without side effects so it can be
/// tested (`Invocation.parse`, by the table `Option.all`); the executable
/// carries it out.
public struct Invocation: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
        case view
        case render
        case report
        case stats
        /// `daybands patterns`: what repeats across the days.
        case patterns
        /// `daybands import FILE...`: add files to the archive.
        case importFiles
        /// `daybands sync --nightscout URL`: a site into the archive.
        case sync
        /// `daybands status`: the glucose now in one line, for a status bar or a prompt.
        case status
        /// `daybands archive info|check|export`.
        case archive
        /// `daybands completions bash|zsh|fish`: print a completion script.
        case completions
        case help
        case version
    }

    /// What `render` and `report` print: text, an SVG picture, a web page of
    /// it, or a PNG of it.
    public enum RenderFormat: String, CaseIterable, Equatable, Sendable {
        case text, svg, html, png, pdf

        /// A picture (or a page of one): it has a pixel size.
        public var isPicture: Bool { self != .text }
    }

    public enum ArchiveAction: String, CaseIterable, Equatable, Sendable {
        case info, check, export
    }

    /// The shells `daybands completions` writes a script for.
    public enum Shell: String, CaseIterable, Equatable, Sendable {
        case bash, zsh, fish
    }

    public var mode: Mode = .view
    /// The command whose `--help` was asked (`daybands stats --help`), if not the viewer.
    public var helpTopic: Mode?
    public var files: [String] = []
    public var day: String?
    public var at: ClockTime?
    public var pin: ClockTime?
    public var size: Size?
    /// (render, report) nil is text.
    public var format: RenderFormat?
    /// (render, report --format svg|html|png) The picture's size in pixels.
    public var pixels: Size?
    /// (render, report) Where to write instead of standard output.
    public var output: String?
    /// (report) Only the plain summary to paste into a record.
    public var summary = false
    /// (report) The page the report is laid out on; nil is A4.
    public var paper: ReportPaper?
    /// (report) The report's colours; nil is light.
    public var theme: PictureTheme?
    /// (render) The view drawn: nil is the day.
    public var view: ViewMode?
    /// The settings the config file can also give, as far as the command line gives them.
    public var given = Settings.Given()
    public var ascii = false
    public var colorMap = false
    /// (render) The day before drawn faintly over the day (`o` in the viewer).
    public var overlay = false
    public var mouse = true
    public var from: String?
    public var to: String?
    public var json = false
    /// `stats --per-day`: each day's figures after the summary.
    public var perDay = false
    /// `patterns --explain`: the rows each claim rests on.
    public var explain = false
    /// `stats --compare`: the figures against the period before.
    public var compare = false
    /// `stats --by`: each period's figures after the summary.
    public var by: DayPeriod?
    public var dateOrder: DateOrder?
    /// Whose readings to read from a table of several people's.
    public var subject: String?
    /// The Nightscout site to read instead of files (its root, without credentials).
    public var nightscout: URL?
    /// `--person NAME`: a `[person NAME]` section of the config file, whose
    /// site or account (Nightscout, LibreLinkUp, Dexcom Share) is read.
    public var person: String?
    /// One connection of the person's LibreLinkUp account, when the section
    /// follows each (`PersonEntry.followsEveryConnection`): set by the
    /// people list when a row is opened, not an option.
    public var connection: LibreLinkUpConnection?
    /// How many days to browse, ending with the last day of the data (default
    /// `DayWindow.defaultDays`); from a site, how many to read
    /// (default `NightscoutSource.defaultDays`).
    public var days: Int?
    /// `--token`, else a `token=` in the site's address.
    public var token: Secret?
    /// (view) Keep polling the site for new readings.
    public var follow = false
    /// `--archive PATH`: the archive to use instead of the default one.
    public var archive: String?
    /// (sync) The first day to fetch (YYYY-MM-DD, local); nil: the whole history.
    public var since: String?
    /// (status) Everyone the config file names, a line each, worst first.
    public var all = false
    /// (status) nil is text.
    public var statusFormat: StatusFormat?
    /// (status) Milliseconds the answer may take (default 500).
    public var statusLimit: Int?
    /// What `daybands archive` does.
    public var archiveAction: ArchiveAction?
    /// (archive export) nil is CSV.
    public var exportFormat: ExportFormat?
    /// (completions) The shell whose script is printed.
    public var shell: Shell?

    public init() {}
}
