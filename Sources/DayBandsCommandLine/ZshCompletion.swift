/// `daybands completions zsh`.
enum ZshCompletion {
    static var script: String {
        let header = Completions.header.split(separator: "\n").map { "# " + $0 }.joined(separator: "\n")
        return ["#compdef daybands\n# zsh " + header.dropFirst(2), zones, dates, main, "_daybands \"$@\""]
            .joined(separator: "\n\n") + "\n"
    }

    static let zones = #"""
        # IANA zone names, from the system's zone files.
        _daybands_zones() {
            local root=/usr/share/zoneinfo
            local -a zones
            zones=(${${(f)"$(cd $root 2>/dev/null && find -L . -type f 2>/dev/null)"}#./})
            zones=(${zones:#(posix|right)/*})
            zones=(${(M)zones:#[A-Z][A-Za-z0-9_+/-]#})
            _multi_parts / zones
        }
        """#

    static var dates: String {
        let kept = Completions.names(.kept)
        return #"""
            \#(Completions.datesComment)
            _daybands_dates() {
                local -a args dates
                local word skip="" first="" last="" json from to
                for word in ${words[2,CURRENT-2]}; do
                    if [[ -n $skip ]]; then
                        [[ $skip == keep ]] && args+=($word)
                        skip=""
                        continue
                    fi
                    case $word in
                        (\#(kept.joined(separator: "|"))) args+=($word); skip=keep ;;
                        (\#(Completions.names(.unknowable).joined(separator: "|"))) first=none; break ;;
                        (\#(Completions.names(.dropped).joined(separator: "|"))) skip=drop ;;
                        (\#(Completions.commandWords.joined(separator: "|"))|-*) ;;
                        (*) args+=(${(Q)word}) ;;
                    esac
                done
                if [[ -z $first ]]; then
                    json=$(${(Q)words[1]} stats --json $args 2>/dev/null </dev/null)
                    first=${${(M)${(f)json}:#*\"first_day\"*}//[^0-9-]/}
                    last=${${(M)${(f)json}:#*\"last_day\"*}//[^0-9-]/}
                fi
                if [[ $first == ????-??-?? && $last == ????-??-?? ]] && from=$(date -u -d $first +%s 2>/dev/null) \
                    && to=$(date -u -d $last +%s 2>/dev/null); then
                    dates=(${(f)"$(seq 0 $(((to - from) / 86400)) | sed "s/.*/$first + & day/" | date -u -f - +%F)"})
                else
                    dates=(${(f)"$(seq 0 13 | sed 's/.*/today - & day/' | date -f - +%F)"})
                fi
                _describe -t dates 'date (YYYY-MM-DD)' dates
            }
            """#
    }

    static var main: String {
        let commands = Completions.commands.map { "        " + Completions.quoted("\($0.word):\($0.brief)") }
        let arguments = Command.words.filter { !Command.arguments(of: $0).isEmpty }
            .map { "[[ $words[2] == \($0) ]] && compadd \(Command.arguments(of: $0).joined(separator: " "))" }
        let specs = Completions.entries.flatMap(specs) + [
            "'1: :{_describe -t commands command commands; _files}'",
            "'*:data file or command argument:{\(arguments.joined(separator: "; ")); _files}'",
        ]
        return """
            _daybands() {
                local -a commands
                commands=(
            \(commands.joined(separator: "\n"))
                )
                _arguments -s \\
            \(specs.map { "        " + $0 }.joined(separator: " \\\n"))
            }
            """
    }

    /// `'(--colour)--color[when to use colour]:auto|always|never:(auto always never)'`, one for each name.
    static func specs(_ entry: Completions.Entry) -> [String] {
        let names = entry.option.allNames
        let description = entry.description.replacingOccurrences(of: "[", with: #"\["#).replacingOccurrences(of: "]", with: #"\]"#)
        let value = entry.option.value.placeholder.map { ":" + $0.replacingOccurrences(of: ":", with: #"\:"#) + ":" + action(entry) } ?? ""
        return names.map { name in
            let excluded = entry.option.isMeta ? "(- *)" : names.count > 1 ? "(" + names.filter { $0 != name }.joined(separator: " ") + ")" : ""
            return Completions.quoted(excluded + name + "[" + description + "]" + value)
        }
    }

    static func action(_ entry: Completions.Entry) -> String {
        switch entry.option.value.completion {
        case .words, .examples: "(" + entry.words.joined(separator: " ") + ")"
        case .dates: "_daybands_dates"
        case .zones: "_daybands_zones"
        case .files: "_files"
        case .url: "_urls"
        case .none: ""
        }
    }
}
