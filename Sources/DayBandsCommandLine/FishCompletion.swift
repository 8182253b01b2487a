/// `daybands completions fish`.
enum FishCompletion {
    static var script: String {
        let header = Completions.header.split(separator: "\n").map { "# " + $0 }.joined(separator: "\n")
        return ["# fish " + header.dropFirst(2), zones, dates, commands, options].joined(separator: "\n\n") + "\n"
    }

    static let zones = #"""
        # IANA zone names, from the system's zone files.
        function __daybands_zones
            find -L /usr/share/zoneinfo -type f 2>/dev/null \
                | string replace -r '^/usr/share/zoneinfo/' '' \
                | string match -rv '^(posix|right)/' \
                | string match -r '^[A-Z][A-Za-z0-9_+/-]*$'
        end
        """#

    static var dates: String {
        let kept = Completions.names(.kept)
        return #"""
            \#(Completions.datesComment)
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
                        case \#(kept.joined(separator: " "))
                            set -a args $word
                            set skip keep
                        case \#(Completions.names(.unknowable).joined(separator: " "))
                            set first none
                            break
                        case \#(Completions.names(.dropped).joined(separator: " "))
                            set skip drop
                        case \#(Completions.commandWords.joined(separator: " ")) '-*'
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
            """#
    }

    static var commands: String {
        let first = "not __fish_seen_subcommand_from $commands"
        let words = Completions.commands.map { "complete -c daybands -n \"\(first)\" -a \($0.word) -d \(Completions.quoted($0.brief))" }
        let arguments = Command.words.filter { !Command.arguments(of: $0).isEmpty }.map { word in
            let own = Command.arguments(of: word).joined(separator: " ")
            return "complete -c daybands -n \"__fish_seen_subcommand_from \(word); and not __fish_seen_subcommand_from \(own)\" -x -a '\(own)'"
        }
        return (["set -l commands " + Completions.commands.map(\.word).joined(separator: " ")] + words + arguments).joined(separator: "\n")
    }

    /// `complete -c daybands -l unit -x -a 'mgdl mmol' -d 'the display unit'`, one for each long name.
    static var options: String {
        Completions.entries.flatMap { entry in
            let short = entry.option.allNames.filter { !$0.hasPrefix("--") }.map { "-s " + $0.dropFirst() + " " }.joined()
            return entry.option.longNames.enumerated().map { index, name in
                "complete -c daybands " + (index == 0 ? short : "") + "-l " + name.dropFirst(2) + value(entry)
                    + " -d " + Completions.quoted(entry.description)
            }
        }.joined(separator: "\n")
    }

    static func value(_ entry: Completions.Entry) -> String {
        guard entry.takesValue else { return "" }
        switch entry.option.value.completion {
        case .words, .examples: return " -x -a " + Completions.quoted(entry.words.joined(separator: " "))
        case .dates: return " -x -a '(__daybands_dates)'"
        case .zones: return " -x -a '(__daybands_zones)'"
        case .files: return " -r -F"
        case .none, .url: return " -x"
        }
    }
}
