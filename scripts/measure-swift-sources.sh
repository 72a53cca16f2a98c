#!/bin/sh
# Measures how many Swift layout sources cvsim reads: runs `cvsim layout --layout-file` on every
# `.swift` file and every folder (a project) directly inside DIR — and, when that succeeds, the viewer
# headless on it, stepping through the snapshots its code builds (`]`) — and prints for each one
# "read" or "not read" with the first line of the error, then the count and the reasons, most common
# first.
#
#   scripts/measure-swift-sources.sh DIR [CVSIM]
#
# CVSIM defaults to .build/debug/cvsim. Extra options for `cvsim layout` can be given in
# CVSIM_OPTIONS (for example "--device ipad").
set -u
dir=${1:?usage: scripts/measure-swift-sources.sh DIR [CVSIM]}
cvsim=${2:-.build/debug/cvsim}
[ -x "$cvsim" ] || { echo "measure-swift-sources: no cvsim binary at $cvsim (swift build --product cvsim)" >&2; exit 2; }
[ -d "$dir" ] || { echo "measure-swift-sources: $dir is not a folder" >&2; exit 2; }
reasons=$(mktemp)
trap 'rm -f "$reasons"' EXIT
total=0
read=0
for entry in "$dir"/*; do
    case "$entry" in
    *.swift) ;;
    *) [ -d "$entry" ] || continue ;;
    esac
    total=$((total + 1))
    # A file is measured alone, as the project it came from was not fetched: in a folder of its
    # own, marked as a project (.git), so that the other files of DIR are not read as its project.
    target=$entry
    if [ -f "$entry" ]; then
        alone=$(mktemp -d)
        mkdir "$alone/.git"
        cp "$entry" "$alone/"
        target="$alone/$(basename "$entry")"
    fi
    # shellcheck disable=SC2086
    if error=$("$cvsim" layout --layout-file "$target" ${CVSIM_OPTIONS:-} 2>&1 >/dev/null) \
        && error=$("$cvsim" run --layout-file "$target" ${CVSIM_OPTIONS:-} --headless --size 80x24 --keys '],],q' 2>&1 >/dev/null); then
        read=$((read + 1))
        printf 'read      %s\n' "$(basename "$entry")"
    else
        first=$(printf '%s\n' "$error" | grep -m1 'error:' || printf '%s\n' "$error" | head -n1)
        [ "$target" != "$entry" ] && first=$(printf '%s\n' "$first" | sed "s|$target|$(basename "$entry")|g")
        # The reason without the file's place: "cannot evaluate 'EXPR': REASON" keeps REASON.
        reason=$(printf '%s\n' "$first" | sed -e 's/^cvsim: error: //' -e 's/^[^ ]*:[0-9]*:[0-9]*: //' \
            -e "s/^cannot evaluate '.*': //")
        printf 'not read  %s: %s\n' "$(basename "$entry")" "$first"
        printf '%s\n' "$reason" >>"$reasons"
    fi
    [ -f "$entry" ] && rm -rf "$alone"
done
echo
echo "$read of $total read"
if [ -s "$reasons" ]; then
    echo "why the rest were not:"
    sort "$reasons" | uniq -c | sort -rn
fi
