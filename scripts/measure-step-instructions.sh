#!/bin/sh
# Counts the instructions (user space) of one scroll step of cvsim, under callgrind: a run that
# only starts and quits, and one that also scrolls DOWNS rows (Down, one at a time, each waited
# for), in the peers' pseudo-terminal harness; the difference over DOWNS is a step's count.
# Unlike CPU time it does not move with the machine's load, so two builds compare exactly.
#
#   scripts/measure-step-instructions.sh [CVSIM] [DOWNS]
#
# CVSIM defaults to .build/release/cvsim, DOWNS to 100. Needs valgrind and the peers' Python
# (PEERS_PYTHON, default /tmp/peers-venv/bin/python; see docs/performance.md) and the peers'
# folder (PEERS, default ../shared/peers beside the project). valgrind 3.19
# cannot read the DWARF 5 of Swift's debug info: a copy of the binary without it is measured.
set -eu
cvsim=${1:-.build/release/cvsim}
downs=${2:-100}
python=${PEERS_PYTHON:-/tmp/peers-venv/bin/python}
peers=${PEERS:-$(dirname "$0")/../../shared/peers}
[ -f "$peers/scrollbench.py" ] || { echo "measure-step-instructions: no scrollbench.py in $peers (set PEERS to ../shared/peers)" >&2; exit 2; }
[ -x "$cvsim" ] || { echo "measure-step-instructions: no cvsim binary at $cvsim (swift build -c release --product cvsim)" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "measure-step-instructions: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
strip -g -o "$work/cvsim" "$cvsim"
count() {
    "$python" "$peers/scrollbench.py" --size 120x40 --down "$1" --pagedown 0 --end 0 --settle-ms 6000 --quiet-ms 60 \
        --startup-timeout 60 --step-timeout 20 -- valgrind --tool=callgrind --callgrind-out-file="$work/$1.out" \
        "$work/cvsim" run --items 1000000 --seed 1 --layout waterfall >"$work/$1.log" 2>&1
    grep -m1 '^summary:' "$work/$1.out" | awk '{print $2}'
}
base=$(count 0)
scrolled=$(count "$downs")
echo "start and quit: $base instructions; with $downs Down steps: $scrolled; a step: $(( (scrolled - base) / downs ))"
