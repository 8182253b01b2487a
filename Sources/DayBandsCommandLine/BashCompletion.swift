/// `daybands completions bash`.
enum BashCompletion {
    static var script: String {
        let header = Completions.header.split(separator: "\n").map { "# bash " + $0 }.joined(separator: "\n")
            .replacingOccurrences(of: "# bash `daybands", with: "# `daybands")
        return [header, zones, dates, main, "complete -o filenames -o bashdefault -F _daybands daybands"].joined(separator: "\n\n") + "\n"
    }

    static let zones = #"""
        # IANA zone names, from the system's zone files.
        _daybands_zones() {
            local root=/usr/share/zoneinfo
            [[ -d $root ]] || return
            (cd "$root" && find -L . -type f 2>/dev/null) |
                sed -n 's|^\./||; /^posix\//d; /^right\//d; /^[A-Z][A-Za-z0-9_+-]*\(\/[A-Za-z0-9_+-]*\)*$/p'
        }
        """#

    /// The days of the data: the program itself says them, from the line's
    /// files and the options that change which days they have.
    static var dates: String {
        let kept = Completions.names(.kept).joined(separator: " | ")
        let stop = Completions.names(.unknowable).joined(separator: " | ")
        let dropped = Completions.wrapped(Completions.names(.dropped), separator: " |", start: 12, next: "                ",
                                          continuation: " \\")
        let words = Completions.wrapped(Completions.commandWords, separator: " |", start: 12, next: "                ",
                                        continuation: " \\")
        return #"""
            \#(Completions.datesComment)
            _daybands_dates() {
                local program=$1 args=() word skip="" first="" last=""
                shift
                for word in "$@"; do
                    if [[ -n $skip ]]; then
                        [[ $skip == keep ]] && args+=("$word")
                        skip=""
                        continue
                    fi
                    case $word in
                        \#(kept)) args+=("$word"); skip=keep ;;
                        \#(stop)) args=(); first=none; break ;;
                        \#(dropped)) skip=drop ;;
                        \#(words) | -*) ;;
                        *) args+=("$word") ;;
                    esac
                done
                if [[ -z $first ]]; then
                    local json
                    json=$("$program" stats --json "${args[@]}" 2>/dev/null </dev/null)
                    first=$(sed -n 's/^ *"first_day" : "\([0-9-]*\)".*/\1/p' <<<"$json")
                    last=$(sed -n 's/^ *"last_day" : "\([0-9-]*\)".*/\1/p' <<<"$json")
                fi
                local from to
                if from=$(date -u -d "$first" +%s 2>/dev/null) && to=$(date -u -d "$last" +%s 2>/dev/null) \
                    && [[ $first == ????-??-?? ]]; then
                    seq 0 $(((to - from) / 86400)) | sed "s/.*/$first + & day/" | date -u -f - +%F
                else
                    seq 0 13 | sed 's/.*/today - & day/' | date -f - +%F
                fi
            }
            """#
    }

    static var main: String {
        let commands = Completions.commands.map(\.word).joined(separator: " ")
        let options = Completions.wrapped(Completions.entries.flatMap(\.option.allNames) + ["--"], separator: "", start: 19,
                                          next: "        ", continuation: "")
        // A command's own words after it, an option's name, a command or a file.
        let branches = Command.words.filter { !Command.arguments(of: $0).isEmpty }.map { word in
            ("[[ $prev == \(word) ]] && ((COMP_CWORD == 2))",
             #"COMPREPLY=($(compgen -W "\#(Command.arguments(of: word).joined(separator: " "))" -- "$cur"))"#)
        } + [("[[ $cur == -* ]]", #"COMPREPLY=($(compgen -W "$options" -- "$cur"))"#),
             ("((COMP_CWORD == 1))", #"COMPREPLY=($(compgen -W "$commands" -- "$cur") $(compgen -f -- "$cur"))"#)]
        let chain = branches.enumerated().map { index, branch in
            "    \(index == 0 ? "if" : "elif") \(branch.0); then\n        \(branch.1)"
        } + ["    else\n        " + #"COMPREPLY=($(compgen -f -- "$cur"))"# + "\n    fi"]
        return #"""
            _daybands() {
                local cur=${COMP_WORDS[COMP_CWORD]}
                local prev=""
                ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
                local commands="\#(commands)"
                local options="\#(options)"

                case $prev in
            \#(arms.joined(separator: "\n"))
                esac

            \#(chain.joined(separator: "\n"))
            }
            """#
    }

    /// One `case` arm per way of completing a value, naming every option completed that way.
    static var arms: [String] {
        var order: [[String]] = []
        var names: [[String]: [String]] = [:]
        for entry in Completions.entries where entry.takesValue {
            var body = reply(entry.option.value.completion)
            for special in entry.special {
                body = ["if [[ ${COMP_WORDS[1]} == \(special.word) ]]; then"] + reply(special.completion).map { "    " + $0 }
                    + ["else"] + body.map { "    " + $0 } + ["fi"]
            }
            if names[body] == nil { order.append(body) }
            names[body, default: []] += entry.option.longNames
        }
        return order.map { body in
            let pattern = Completions.wrapped(names[body]!, separator: " |", start: 8, next: "            ", continuation: " \\")
            return (["        " + pattern + ")"] + body.map { "            " + $0 } + ["            return ;;"]).joined(separator: "\n")
        }
    }

    static func reply(_ completion: Completion) -> [String] {
        switch completion {
        case .words(let words), .examples(let words):
            [#"COMPREPLY=($(compgen -W "\#(Completions.wrapped(words, separator: "", start: 40, next: "                ", continuation: "", width: 84))" -- "$cur"))"#]
        case .dates: [#"COMPREPLY=($(compgen -W "$(_daybands_dates "${COMP_WORDS[0]}" "${COMP_WORDS[@]:1:COMP_CWORD-2}")" -- "$cur"))"#]
        case .zones: [#"COMPREPLY=($(compgen -W "$(_daybands_zones)" -- "$cur"))"#]
        case .files: [#"COMPREPLY=($(compgen -f -- "$cur"))"#]
        case .none, .url: ["# A number, an address, a secret: nothing to offer.", "COMPREPLY=()"]
        }
    }
}
