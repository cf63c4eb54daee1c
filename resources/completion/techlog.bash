# bash completion for techlog, Techlog Studio's command line. Installed as
# share/bash-completion/completions/techlog; uses only bash's own complete/compgen, so it
# works without the bash-completion package. Kept in step with `techlog COMMAND --help` by
# tests/completion.

_techlog() {
    local cur=${COMP_WORDS[COMP_CWORD]}
    local prev=${COMP_WORDS[COMP_CWORD-1]}
    local commands="check graph evidence export replay review debt publish unpublish new rename probe"
    if [ "$COMP_CWORD" -eq 1 ]; then
        COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))
        return
    fi
    local cmd=${COMP_WORDS[1]}
    # The commands with a subcommand.
    if [ "$COMP_CWORD" -eq 2 ]; then
        case $cmd in
            evidence) COMPREPLY=($(compgen -W "render diff" -- "$cur")); return ;;
            probe) COMPREPLY=($(compgen -W "import" -- "$cur")); return ;;
        esac
    fi

    # An option's value.
    case $prev in
        --format)
            local formats=""
            case $cmd in
                check) formats="text json sarif" ;;
                graph) formats="json dot svg" ;;
                review) formats="text json" ;;
                debt) formats="text json md" ;;
                replay) formats="isolation record" ;;
            esac
            COMPREPLY=($(compgen -W "$formats" -- "$cur"))
            return
            ;;
        --kind)
            COMPREPLY=($(compgen -W "case concept rule" -- "$cur"))
            return
            ;;
        --levels)
            COMPREPLY=($(compgen -W "all rc rr ser rc,rr rc,ser rr,ser" -- "$cur"))
            return
            ;;
        --depth)
            COMPREPLY=($(compgen -W "1 2 3" -- "$cur"))
            return
            ;;
        --html | --workspace)
            compopt -o filenames 2>/dev/null
            COMPREPLY=($(compgen -d -- "$cur"))
            return
            ;;
        --pdf | --out | --expected | --doc | --probe)
            compopt -o filenames 2>/dev/null
            COMPREPLY=($(compgen -f -- "$cur"))
            return
            ;;
        --key | --title | --slug | --topic | --reason | --db | --mongo-uri | --date | --project | \
            --source-revision | --acknowledge | --timeout | --status | --max)
            return  # free text: nothing to offer
            ;;
    esac

    if [[ $cur == -* ]]; then
        local options=""
        case $cmd in
            check) options="--format" ;;
            graph) options="--format --doc --depth" ;;
            evidence)
                case ${COMP_WORDS[2]} in
                    diff) options="--probe --workspace" ;;
                    *) options="--key --force" ;;
                esac
                ;;
            export) options="--html --pdf --doc --status --strict" ;;
            replay) options="--db --mongo-uri --levels --explore --max --write --allow-remote --out --record --verbose -v --format --expected --timeout" ;;
            review) options="--format --verbose --since-publication" ;;
            debt) options="--format --acknowledge" ;;
            publish) options="--reason --force --partial" ;;
            unpublish) options="--reason --force" ;;
            new) options="--kind --topic --slug --title --project --source-revision --date" ;;
            rename) options="--title --slug --topic --kind --dry-run" ;;
            probe) options="--key --force" ;;
        esac
        COMPREPLY=($(compgen -W "$options --help" -- "$cur"))
        return
    fi

    # The workspace, a document, a spec, a probe file or a record.
    compopt -o filenames 2>/dev/null
    COMPREPLY=($(compgen -f -- "$cur"))
}

complete -F _techlog techlog
