# fish completion for daybands(1), made from the program's table of options by
# `daybands completions SHELL`: edit the table, never this file (OptionTableTests checks
# the file is the program's output; RECORD_GENERATED=1 swift test --filter OptionTableTests writes it).

# IANA zone names, from the system's zone files.
function __daybands_zones
    find -L /usr/share/zoneinfo -type f 2>/dev/null \
        | string replace -r '^/usr/share/zoneinfo/' '' \
        | string match -rv '^(posix|right)/' \
        | string match -r '^[A-Z][A-Za-z0-9_+/-]*$'
end

# The days of the data the command line names, first to last, as the
# program itself reads them (`daybands stats --json` with the line's files
# and --archive, --date-format, --subject, --tz); for a Nightscout site (no network on a Tab) or
# data it cannot read, today and the 13 days before.
function __daybands_dates
    set -l words (commandline -opc)
    set -l args
    set -l skip
    set -l first
    set -l last
    for word in $words[2..-2]
        if test -n "$skip"
            test "$skip" = keep; and set -a args $word
            set skip
            continue
        end
        switch $word
            case --archive --date-format --subject --tz
                set -a args $word
                set skip keep
            case --nightscout --person
                set first none
                break
            case --token --since --format --from --to --day --days --at --pin --size --view --theme --pixels --output --by --name --dob --id --paper --unit --bands --clock --color --colour --alert-at --stale --snooze --alert-repeat --timeout
                set skip drop
            case view render report stats patterns import sync status archive info check export completions bash zsh fish help '-*'
            case '*'
                set -a args $word
        end
    end
    if test -z "$first"
        set -l json ($words[1] stats --json $args 2>/dev/null </dev/null)
        set first (string match -r --groups-only '"first_day" : "([0-9-]+)"' -- $json)
        set last (string match -r --groups-only '"last_day" : "([0-9-]+)"' -- $json)
    end
    set -l from (date -u -d "$first" +%s 2>/dev/null)
    set -l to (date -u -d "$last" +%s 2>/dev/null)
    if string match -qr '^\d{4}-\d\d-\d\d$' -- "$first"; and test -n "$from" -a -n "$to"
        seq 0 (math "floor(($to - $from) / 86400)") | sed "s/.*/$first + & day/" | date -u -f - +%F
    else
        seq 0 13 | sed 's/.*/today - & day/' | date -f - +%F
    end
end

set -l commands view render report stats patterns import sync status archive completions help
complete -c daybands -n "not __fish_seen_subcommand_from $commands" -a view -d 'the interactive viewer (the default)'
complete -c daybands -n "not __fish_seen_subcommand_from $commands" -a render -d 'print the screen the viewer would show'
complete -c daybands -n "not __fish_seen_subcommand_from $commands" -a report -d 'the one-page AGP summary for a clinic visit'
complete -c daybands -n "not __fish_seen_subcommand_from $commands" -a stats -d 'print statistics of a day or a range of days'
complete -c daybands -n "not __fish_seen_subcommand_from $commands" -a patterns -d 'what repeats: lows and highs by hour, nights, meals'
complete -c daybands -n "not __fish_seen_subcommand_from $commands" -a import -d 'add files to the archive'
complete -c daybands -n "not __fish_seen_subcommand_from $commands" -a sync -d 'copy a Nightscout site into the archive'
complete -c daybands -n "not __fish_seen_subcommand_from $commands" -a status -d 'the glucose now in one line'
complete -c daybands -n "not __fish_seen_subcommand_from $commands" -a archive -d 'info, check or export the archive'
complete -c daybands -n "not __fish_seen_subcommand_from $commands" -a completions -d 'print a shell'\''s completion script'
complete -c daybands -n "not __fish_seen_subcommand_from $commands" -a help -d 'print the usage summary'
complete -c daybands -n "__fish_seen_subcommand_from archive; and not __fish_seen_subcommand_from info check export" -x -a 'info check export'
complete -c daybands -n "__fish_seen_subcommand_from completions; and not __fish_seen_subcommand_from bash zsh fish" -x -a 'bash zsh fish'

complete -c daybands -l nightscout -x -d 'read a Nightscout site (REST API v1) instead of files'
complete -c daybands -l person -x -d 'read the site or account of a [person NAME] section of the config file (Nightscout, LibreLinkUp or Dexcom Share)'
complete -c daybands -l token -x -d '(--nightscout or --person) access token'
complete -c daybands -l follow -d '(view) poll the site every minute for new readings'
complete -c daybands -l since -x -a '(__daybands_dates)' -d '(sync) fetch the history from that day (YYYY-MM-DD) on'
complete -c daybands -l archive -r -F -d 'the archive file to import or sync into, or show, or keep the readings polled in (with --follow)'
complete -c daybands -l format -x -a 'text svg html png pdf csv json i3blocks polybar tmux' -d '(render, report, patterns) text (the default), an SVG picture, a web page of it, a PNG or a one-page PDF of it'
complete -c daybands -l from -x -a '(__daybands_dates)' -d 'the first day browsed, counted (stats) or exported (archive export)'
complete -c daybands -l to -x -a '(__daybands_dates)' -d 'the last day browsed, counted (stats) or exported (archive export)'
complete -c daybands -l day -x -a '(__daybands_dates)' -d '(view, render, stats) the day to open (or count, for stats)'
complete -c daybands -l days -x -d 'the last N days of the data are browsed, 31 by default (report: 14; stats: all; patterns: 28)'
complete -c daybands -l at -x -a '00:00 01:00 02:00 03:00 04:00 05:00 06:00 07:00 08:00 09:00 10:00 11:00 12:00 13:00 14:00 15:00 16:00 17:00 18:00 19:00 20:00 21:00 22:00 23:00' -d '(render) the hour the cursor is on'
complete -c daybands -l pin -x -a '00:00 01:00 02:00 03:00 04:00 05:00 06:00 07:00 08:00 09:00 10:00 11:00 12:00 13:00 14:00 15:00 16:00 17:00 18:00 19:00 20:00 21:00 22:00 23:00' -d '(render) pin this hour of the day'
complete -c daybands -l size -x -a '80x24 100x30 120x40 200x60' -d '(render) the screen size'
complete -c daybands -l overlay -d '(render) the day before drawn as a faint line over the day, by clock time (`o` in the viewer)'
complete -c daybands -l view -x -a 'day profile week year patterns' -d '(render) the day chart (the default), the profile (AGP) of the days browsed, the week: the 7 days ending on --day stacked, the year: a calendar of every day'\''s time in range, or the patterns: the days browsed by hour of the day and what repeats'
complete -c daybands -l color-map -d '(render) print a colour letter map under the screen'
complete -c daybands -l theme -x -a 'light dark' -d '(render, report, patterns, --format svg|html|png|pdf) the picture'\''s page: light (the default, prints as it shows) or dark'
complete -c daybands -l pixels -x -a '1000x640 1600x900 1920x1080' -d '(render, report, patterns, --format svg|html|png|pdf) the picture'\''s size in pixels (default 10x20 pixels a cell; report: the PNG'\''s, default twice the page'\''s)'
complete -c daybands -l output -r -F -d '(render, report, patterns) write to FILE instead of standard output'
complete -c daybands -l json -d '(stats, patterns) JSON for scripts'
complete -c daybands -l explain -d '(patterns) under each claim, the rows it rests on: each hour, day or meal, with its readings'
complete -c daybands -l per-day -d '(stats) a row of figures for each day after the summary (with --json, `days` is then an array of each day'\''s figures)'
complete -c daybands -l compare -d '(stats) each figure against the period before of the same length: the change, and whether it is better or worse (with --json, `compare`)'
complete -c daybands -l by -x -a 'week month year' -d '(stats) a row of figures for each ISO week, calendar month or year after the summary (with --json, `periods`)'
complete -c daybands -l name -x -d '(report) the name the report'\''s header shows (default: the config file'\''s name, else a blank line to write on)'
complete -c daybands -l dob -x -a '(__daybands_dates)' -d '(report) the date of birth the report'\''s header shows (default: the config file'\''s dob, else a blank line)'
complete -c daybands -l id -x -d '(report) the ID (record number) the report'\''s header shows (default: the config file'\''s id, else a blank line)'
complete -c daybands -l summary -d '(report) only the plain summary to paste into a record: period, % active, the five ranges with time a day, mean, GMI, CV'
complete -c daybands -l paper -x -a 'a4 letter' -d '(report, --format svg|html|png|pdf) the report'\''s page: a4 (the default) or letter'
complete -c daybands -l unit -x -a 'mgdl mmol' -d 'the display unit (1 mmol/L = 18.0156 mg/dL)'
complete -c daybands -l bands -x -a 'consensus 60,75,100,200,300,420' -d '(view, render, report) the six band boundaries A,B,C,D,E,F, or consensus'
complete -c daybands -l date-format -x -a 'month-first day-first year-first' -d 'how to read LibreView dates when the file alone cannot tell'
complete -c daybands -l subject -x -d 'whose readings to read from a table of several people'\''s (an id or subject column)'
complete -c daybands -l tz -x -a '(__daybands_zones)' -d 'IANA time zone the days are local to (default: the system'\''s)'
complete -c daybands -l clock -x -a '12 24' -d 'times of day as 3:05pm or 15:05'
complete -c daybands -l color -x -a 'auto always never' -d '(view, render, report) when to use colour'
complete -c daybands -l colour -x -a 'auto always never' -d '(view, render, report) when to use colour'
complete -c daybands -l ascii -d '(view, render, report) draw with ASCII characters only'
complete -c daybands -l no-mouse -d '(view) do not capture the mouse'
complete -c daybands -s h -l help -d 'print this help'
complete -c daybands -l version -d 'print the version'
complete -c daybands -l alert -d '(view) alerts: urgent low, low, high and no reading (bell, flash, status line, desktop notice)'
complete -c daybands -l alert-at -x -a 'urgent-low=54,low=70,high=250,stale=30' -d '(view) where the alerts start: urgent-low, low, high (display unit), stale (minutes)'
complete -c daybands -l stale -x -a '15,30' -d '(view) minutes without a reading after which the live row says the data is stale, then urgently (default 15,30)'
complete -c daybands -l snooze -x -a '15,30,60' -d '(view) the snoozes z cycles through, in minutes (default 15,30,60; an urgent low at most 15)'
complete -c daybands -l alert-repeat -x -a '1,5' -d '(view) minutes after which an alert still on rings again: an urgent low, the others (default 1,5)'
complete -c daybands -l all -d '(status) everyone the config file names, a line each, worst first'
complete -c daybands -l timeout -x -d '(status) milliseconds the answer may take, 500 by default'
