# bash completion for daybands(1). Every option `daybands --help` lists is
# here (Tests/Install/test_install.py checks it).

# IANA zone names, from the system's zone files.
_daybands_zones() {
    local root=/usr/share/zoneinfo
    [[ -d $root ]] || return
    (cd "$root" && find -L . -type f 2>/dev/null) |
        sed -n 's|^\./||; /^posix\//d; /^right\//d; /^[A-Z][A-Za-z0-9_+-]*\(\/[A-Za-z0-9_+-]*\)*$/p'
}

# The days of the data the command line names, first to last, as the
# program itself reads them (`daybands stats --json` with the line's files,
# --tz and --date-format); for a Nightscout site (no network on a Tab) or
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
            --tz | --date-format | --archive) args+=("$word"); skip=keep ;;
            --nightscout) args=(); first=none; break ;;
            --day | --days | --from | --to | --at | --pin | --size | --view | --format | --pixels | \
                --unit | --bands | --color | --colour | --clock | --output | --token | --since) skip=drop ;;
            view | render | report | stats | import | sync | archive | info | check | export | help | -*) ;;
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
    local commands="view render report stats import sync archive help"
    local options="--day --days --from --to --at --pin --size --view --format --pixels --output --unit --bands --json --per-day
        --date-format --tz --clock --color --colour --ascii --color-map --overlay --no-mouse
        --nightscout --token --follow --archive --since --help -h --version --"

    case $prev in
        --day | --from | --to | --since)
            COMPREPLY=($(compgen -W "$(_daybands_dates "${COMP_WORDS[0]}" "${COMP_WORDS[@]:1:COMP_CWORD-2}")" -- "$cur"))
            return ;;
        --unit)
            COMPREPLY=($(compgen -W "mgdl mmol" -- "$cur"))
            return ;;
        --color | --colour)
            COMPREPLY=($(compgen -W "auto always never" -- "$cur"))
            return ;;
        --clock)
            COMPREPLY=($(compgen -W "12 24" -- "$cur"))
            return ;;
        --date-format)
            COMPREPLY=($(compgen -W "month-first day-first year-first" -- "$cur"))
            return ;;
        --tz)
            COMPREPLY=($(compgen -W "$(_daybands_zones)" -- "$cur"))
            return ;;
        --at | --pin)
            COMPREPLY=($(compgen -W "$(printf '%02d:00 ' $(seq 0 23))" -- "$cur"))
            return ;;
        --size)
            COMPREPLY=($(compgen -W "80x24 100x30 120x40 200x60" -- "$cur"))
            return ;;
        --format)
            if [[ ${COMP_WORDS[1]} == archive ]]; then
                COMPREPLY=($(compgen -W "csv json" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "text svg html png" -- "$cur"))
            fi
            return ;;
        --view)
            COMPREPLY=($(compgen -W "day profile week" -- "$cur"))
            return ;;
        --output)
            COMPREPLY=($(compgen -f -- "$cur"))
            return ;;
        --pixels)
            COMPREPLY=($(compgen -W "1000x640 1600x900 1920x1080" -- "$cur"))
            return ;;
        --bands)
            COMPREPLY=($(compgen -W "consensus 60,75,100,200,300,420" -- "$cur"))
            return ;;
        --archive)
            COMPREPLY=($(compgen -f -- "$cur"))
            return ;;
        --days | --nightscout | --token)
            # A number, an address, a secret: nothing to offer.
            COMPREPLY=()
            return ;;
    esac

    if [[ $prev == archive ]] && ((COMP_CWORD == 2)); then
        COMPREPLY=($(compgen -W "info check export" -- "$cur"))
    elif [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
    elif ((COMP_CWORD == 1)); then
        COMPREPLY=($(compgen -W "$commands" -- "$cur") $(compgen -f -- "$cur"))
    else
        COMPREPLY=($(compgen -f -- "$cur"))
    fi
}

complete -o filenames -o bashdefault -F _daybands daybands
