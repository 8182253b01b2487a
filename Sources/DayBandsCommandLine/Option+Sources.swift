import DayBands

/// Where the data comes from: a site, the archive.
extension Option {
    static let sources: [Option] = [
        Option(["--nightscout"], .text("URL", .url) { state, text, name throws(UsageError) in
            guard let site = NightscoutSite.parse(text) else {
                throw UsageError("\(name) takes the site's address, http:// or https://host[:port][/path]")
            }
            (state.invocation.nightscout, state.tokenInAddress) = site
        }, for: Command.showing + [.sync, .status], days: .unknowable,
        help: "read a Nightscout site (REST API v1) instead of files",
        manual: """
            Read a Nightscout site (REST API v1) instead of files.
            A *token=* in the address is taken out of it and used as the token.
            """),
        Option(["--person"], .text("NAME") { state, text, _ in state.invocation.person = text },
               for: Command.showing + [.sync, .status], days: .unknowable,
               help: "read the site or account of a [person NAME] section of the config file (Nightscout, LibreLinkUp or Dexcom Share)",
               manual: """
                   Read the site or account that a *[person* {NAME}*]* section of the config file names: \
                   a Nightscout site, a LibreLinkUp follower account or a Dexcom Share account (see *CONFIGURATION*), \
                   with the thresholds the section gives.
                   Passwords come from the file or the environment, never from the command line.
                   """),
        Option(["--token"], .text("T") { state, text, _ in state.explicitToken = Secret(text) },
               for: Command.showing + [.sync, .status], needs: .site, secret: true,
               help: "access token; else NIGHTSCOUT_TOKEN, or the API secret in NIGHTSCOUT_API_SECRET (sent hashed). Never printed.",
               manual: """
                   The access token; else *NIGHTSCOUT_TOKEN*, or the API secret in *NIGHTSCOUT_API_SECRET* (sent hashed).
                   Never printed.
                   """),
        Option(["--follow"], .flag { $0.invocation.follow = true }, for: [.view],
               help: "poll the site every minute for new readings; they are stored in the archive too, when there is one. "
                   + "Alone: every [person] of the config file in a list, worst first",
               manual: """
                   Poll the site every minute for new readings.
                   When the site cannot be reached the data already read stays on screen and the next tries back off.
                   With an archive (*--archive*, else the default one when it exists) the readings polled are stored in it too.
                   Without *--nightscout* or *--person*, follow every *[person* {NAME}*]* of the config file in a list: \
                   a row each, worst first (urgent low, urgent high, stale or unreachable, low, high, in range); \
                   Enter opens that person's live screen, Esc comes back to the list.
                   """),
        Option(["--since"], .date("DATE") { $0.invocation.since = $1 }, for: [.sync],
               help: "fetch the history from that day (YYYY-MM-DD) on; default all",
               manual: "Fetch the history from that day ({YYYY-MM-DD}, local) on; by default all of it."),
        Option(["--archive"], .path("PATH", missing: "a file path") { $0.invocation.archive = $1 },
               for: Command.allCases.filter { $0 != .completions && $0 != .status }, days: .kept,
               help: "the archive file to import or sync into, or show, or keep the readings polled in (with --follow); "
                   + "default $XDG_DATA_HOME/daybands/archive.sqlite, else ~/.local/share/daybands/archive.sqlite",
               manual: """
                   The archive file to import into, sync into or show (or, with *--follow*, to keep the readings polled in), \
                   instead of the default one (see *FILES*).
                   It must exist to be shown.
                   With no {FILE}, *view*, *render*, *report* and *stats* show the default archive when it exists, else the sample data.
                   An archive in a folder no one may write to is shown as it is, without locking, and said so.
                   """),
        Option(["--format"], .choice(ExportFormat.self) { $0.invocation.exportFormat = $1 }, for: [.archiveExport],
               help: "csv (the default), which imports back, or json",
               manual: """
                   *csv* (the default: *record,time,value,trend,flag,kind*, which *import* reads back to the same records) \
                   or *json*, an array of the same fields, for scripts.
                   """),
    ]
}

extension Requirement {
    static let site = Requirement(says: "--nightscout URL or --person NAME", shown: "--nightscout or --person") {
        $0.nightscout != nil || $0.person != nil
    }
}
