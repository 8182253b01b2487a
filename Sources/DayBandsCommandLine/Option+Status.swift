import DayBands

/// `daybands status`: whom, how, how long.
extension Option {
    static let status: [Option] = [
        Option(["--all"], .flag { $0.invocation.all = true }, for: [.status],
               help: "everyone the config file names, a line each, worst first",
               manual: """
                   Everyone the config file names in *[person* {NAME}*]* sections, a line each (the name first), worst first: \
                   urgent low, urgent high, stale or unreachable, low, high, in range.
                   """),
        Option(["--format"], .choice(StatusFormat.self) { $0.invocation.statusFormat = $1 }, for: [.status],
               help: "text (the default: ▼ 62 ↓ -9 4m !), json (waybar), i3blocks, polybar or tmux",
               manual: """
                   *text* (the default): a triangle pointing down below range or up above it, the value, the trend arrow, \
                   the change per 5 minutes, \
                   the age, then *!!* (urgent low or high), *!* (low or high) or *?* (stale, or no reading); *?* alone when there is none.
                   *json*: waybar's object, with *text*, *tooltip*, *class* (*urgent-low*, *low*, *in-range*, *high*, *urgent-high*, *stale*), \
                   *percentage*, and *value*, *unit*, *trend*, *delta* and *age* (seconds).
                   *i3blocks*: the full and short text and the colour, exit 33 (urgent) on an urgent low or high.
                   *polybar* and *tmux*: the text in its colour's tags.
                   """),
        Option(["--timeout"], .count(1...60_000, of: "milliseconds") { $0.invocation.statusLimit = $1 }, for: [.status],
               help: "milliseconds the answer may take, \(Invocation.defaultStatusLimit) by default; past it the cache's reading is shown, marked stale when old",
               manual: """
                   How long the answer may take, in milliseconds (default \(Invocation.defaultStatusLimit)).
                   *status* answers from a small cache kept by a running *--follow* and by its own fetches; \
                   when a reading is due it fetches in the background and waits at most this long for it, \
                   then prints what the cache holds (stale when old, *?* when nothing).
                   """),
    ]
}
