# fish completion for daybands(1). Every option `daybands --help` lists is
# here (Tests/Install/test_install.py checks it).

# IANA zone names, from the system's zone files.
function __daybands_zones
    find -L /usr/share/zoneinfo -type f 2>/dev/null \
        | string replace -r '^/usr/share/zoneinfo/' '' \
        | string match -rv '^(posix|right)/' \
        | string match -r '^[A-Z][A-Za-z0-9_+/-]*$'
end

# The days of the data the command line names, first to last, as the
# program itself reads them (`daybands stats --json` with the line's files,
# --tz and --date-format); for a Nightscout site (no network on a Tab) or
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
            case --tz --date-format --archive
                set -a args $word
                set skip keep
            case --nightscout
                set first none
                break
            case --day --days --from --to --at --pin --size --view --format --pixels --unit --bands --color --colour --clock --output --token --since
                set skip drop
            case view render report stats import sync archive info check export help '-*'
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

set -l commands view render report stats import sync archive help
complete -c daybands -n "not __fish_seen_subcommand_from $commands" -a view -d 'the interactive viewer (the default)'
complete -c daybands -n "not __fish_seen_subcommand_from $commands" -a render -d 'print the screen the viewer would show'
complete -c daybands -n "not __fish_seen_subcommand_from $commands" -a report -d 'the one-page AGP summary for a clinic visit'
complete -c daybands -n "not __fish_seen_subcommand_from $commands" -a stats -d 'print statistics of a day or a range of days'
complete -c daybands -n "not __fish_seen_subcommand_from $commands" -a import -d 'add files to the archive'
complete -c daybands -n "not __fish_seen_subcommand_from $commands" -a sync -d 'copy a Nightscout site into the archive'
complete -c daybands -n "not __fish_seen_subcommand_from $commands" -a archive -d 'info, check or export the archive'
complete -c daybands -n "__fish_seen_subcommand_from archive; and not __fish_seen_subcommand_from info check export" -x -a 'info check export'
complete -c daybands -n "not __fish_seen_subcommand_from $commands" -a help -d 'print the usage summary'

complete -c daybands -l day -x -a '(__daybands_dates)' -d 'the day to open (YYYY-MM-DD)'
complete -c daybands -l days -x -d 'the last N days of the data'
complete -c daybands -l from -x -a '(__daybands_dates)' -d 'the first day browsed (YYYY-MM-DD)'
complete -c daybands -l to -x -a '(__daybands_dates)' -d 'the last day browsed (YYYY-MM-DD)'
complete -c daybands -l at -x -d '(render) the hour the cursor is on (HH:MM or h:MMpm)'
complete -c daybands -l pin -x -d '(render) pin this hour of the day (HH:MM or h:MMpm)'
complete -c daybands -l size -x -a '80x24 100x30 120x40 200x60' -d '(render) the screen size'
complete -c daybands -l view -x -a 'day profile week' -d '(render) the day chart, the profile (AGP) or the week'
complete -c daybands -l format -x -a 'text svg html png csv json' -d '(render, report) text, SVG, a web page or PNG; (archive export) csv or json'
complete -c daybands -l pixels -x -a '1000x640 1600x900 1920x1080' -d '(--format svg|html|png) the picture size in pixels'
complete -c daybands -l output -r -F -d '(render, report) write to this file'
complete -c daybands -l unit -x -a 'mgdl mmol' -d 'the display unit'
complete -c daybands -l bands -x -a 'consensus 60,75,100,200,300,420' -d 'the six band boundaries A,B,C,D,E,F, or consensus'
complete -c daybands -l json -d '(stats) JSON for scripts'
complete -c daybands -l per-day -d '(stats) figures for each day after the summary'
complete -c daybands -l date-format -x -a 'month-first day-first year-first' -d 'how to read LibreView dates'
complete -c daybands -l tz -x -a '(__daybands_zones)' -d 'IANA time zone the days are local to'
complete -c daybands -l clock -x -a '12 24' -d 'times of day in the 12- or 24-hour clock'
complete -c daybands -l color -x -a 'auto always never' -d 'when to use colour'
complete -c daybands -l colour -x -a 'auto always never' -d 'when to use colour'
complete -c daybands -l ascii -d 'draw with ASCII characters only'
complete -c daybands -l color-map -d '(render) print a colour letter map under the screen'
complete -c daybands -l overlay -d '(render) the day before drawn over the day'
complete -c daybands -l no-mouse -d '(view) do not capture the mouse'
complete -c daybands -l nightscout -x -d 'read a Nightscout site instead of files'
complete -c daybands -l token -x -d '(--nightscout) access token'
complete -c daybands -l follow -d '(view, --nightscout) poll the site for new readings'
complete -c daybands -l archive -r -F -d 'the archive file to import or sync into, or show'
complete -c daybands -l since -x -d '(sync) fetch the history from that day on (YYYY-MM-DD)'

complete -c daybands -s h -l help -d 'print the usage summary'
complete -c daybands -l version -d 'print the version'
