# bash completion for daybands(1), made from the program's table of options by
# `daybands completions SHELL`: edit the table, never this file (OptionTableTests checks
# bash the file is the program's output; RECORD_GENERATED=1 swift test --filter OptionTableTests writes it).

# IANA zone names, from the system's zone files.
_daybands_zones() {
    local root=/usr/share/zoneinfo
    [[ -d $root ]] || return
    (cd "$root" && find -L . -type f 2>/dev/null) |
        sed -n 's|^\./||; /^posix\//d; /^right\//d; /^[A-Z][A-Za-z0-9_+-]*\(\/[A-Za-z0-9_+-]*\)*$/p'
}

# The days of the data the command line names, first to last, as the
# program itself reads them (`daybands stats --json` with the line's files
# and --archive, --date-format, --subject, --tz); for a Nightscout site (no network on a Tab) or
# data it cannot read, today and the 13 days before.
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
            --archive | --date-format | --subject | --tz) args+=("$word"); skip=keep ;;
            --nightscout | --person) args=(); first=none; break ;;
            --token | --since | --format | --from | --to | --day | --days | --at | --pin | \
                --size | --view | --theme | --pixels | --output | --by | --name | --dob | --id | \
                --paper | --unit | --bands | --clock | --color | --colour | --alert-at | \
                --stale | --snooze | --alert-repeat | --timeout) skip=drop ;;
            view | render | report | stats | patterns | import | sync | status | archive | info | \
                check | export | completions | bash | zsh | fish | help | -*) ;;
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

_daybands() {
    local cur=${COMP_WORDS[COMP_CWORD]}
    local prev=""
    ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
    local commands="view render report stats patterns import sync status archive completions help"
    local options="--nightscout --person --token --follow --since --archive --format --from --to
        --day --days --at --pin --size --overlay --view --color-map --theme --pixels --output
        --json --explain --per-day --compare --by --name --dob --id --summary --paper --unit
        --bands --date-format --subject --tz --clock --color --colour --ascii --no-mouse -h --help
        --version --alert --alert-at --stale --snooze --alert-repeat --all --timeout --"

    case $prev in
        --nightscout | --person | --token | --days | --name | --id | --subject | --timeout)
            # A number, an address, a secret: nothing to offer.
            COMPREPLY=()
            return ;;
        --since | --from | --to | --day | --dob)
            COMPREPLY=($(compgen -W "$(_daybands_dates "${COMP_WORDS[0]}" "${COMP_WORDS[@]:1:COMP_CWORD-2}")" -- "$cur"))
            return ;;
        --archive | --output)
            COMPREPLY=($(compgen -f -- "$cur"))
            return ;;
        --format)
            if [[ ${COMP_WORDS[1]} == status ]]; then
                COMPREPLY=($(compgen -W "text json i3blocks polybar tmux" -- "$cur"))
            else
                if [[ ${COMP_WORDS[1]} == archive ]]; then
                    COMPREPLY=($(compgen -W "csv json" -- "$cur"))
                else
                    COMPREPLY=($(compgen -W "text svg html png pdf" -- "$cur"))
                fi
            fi
            return ;;
        --at | --pin)
            COMPREPLY=($(compgen -W "00:00 01:00 02:00 03:00 04:00 05:00 06:00
                07:00 08:00 09:00 10:00 11:00 12:00 13:00 14:00 15:00 16:00 17:00
                18:00 19:00 20:00 21:00 22:00 23:00" -- "$cur"))
            return ;;
        --size)
            COMPREPLY=($(compgen -W "80x24 100x30 120x40 200x60" -- "$cur"))
            return ;;
        --view)
            COMPREPLY=($(compgen -W "day profile week year patterns" -- "$cur"))
            return ;;
        --theme)
            COMPREPLY=($(compgen -W "light dark" -- "$cur"))
            return ;;
        --pixels)
            COMPREPLY=($(compgen -W "1000x640 1600x900 1920x1080" -- "$cur"))
            return ;;
        --by)
            if [[ ${COMP_WORDS[1]} == report ]]; then
                COMPREPLY=($(compgen -W "month" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "week month year" -- "$cur"))
            fi
            return ;;
        --paper)
            COMPREPLY=($(compgen -W "a4 letter" -- "$cur"))
            return ;;
        --unit)
            COMPREPLY=($(compgen -W "mgdl mmol" -- "$cur"))
            return ;;
        --bands)
            COMPREPLY=($(compgen -W "consensus 60,75,100,200,300,420" -- "$cur"))
            return ;;
        --date-format)
            COMPREPLY=($(compgen -W "month-first day-first year-first" -- "$cur"))
            return ;;
        --tz)
            COMPREPLY=($(compgen -W "$(_daybands_zones)" -- "$cur"))
            return ;;
        --clock)
            COMPREPLY=($(compgen -W "12 24" -- "$cur"))
            return ;;
        --color | --colour)
            COMPREPLY=($(compgen -W "auto always never" -- "$cur"))
            return ;;
        --alert-at)
            COMPREPLY=($(compgen -W "urgent-low=54,low=70,high=250,stale=30" -- "$cur"))
            return ;;
        --stale)
            COMPREPLY=($(compgen -W "15,30" -- "$cur"))
            return ;;
        --snooze)
            COMPREPLY=($(compgen -W "15,30,60" -- "$cur"))
            return ;;
        --alert-repeat)
            COMPREPLY=($(compgen -W "1,5" -- "$cur"))
            return ;;
    esac

    if [[ $prev == archive ]] && ((COMP_CWORD == 2)); then
        COMPREPLY=($(compgen -W "info check export" -- "$cur"))
    elif [[ $prev == completions ]] && ((COMP_CWORD == 2)); then
        COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur"))
    elif [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
    elif ((COMP_CWORD == 1)); then
        COMPREPLY=($(compgen -W "$commands" -- "$cur") $(compgen -f -- "$cur"))
    else
        COMPREPLY=($(compgen -f -- "$cur"))
    fi
}

complete -o filenames -o bashdefault -F _daybands daybands
