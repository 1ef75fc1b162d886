#!/usr/bin/env bash
# `make bench`: the Swift Cassowary solver and kiwi (Python kiwisolver) on the same cases,
# in the same run, printed as one table. `make bench` builds the Swift side first
# (swift build -c release --product keyboard-lab-bench) and then calls this script.
#
#   Benchmarks/run.sh [--quick]      --quick (or BENCH_QUICK=1): 2 repeats, sizes 100,1000
#
# Environment: PYTHON (default python3) runs the kiwi side and the table;
# BENCH_SIZES overrides the views per chain/grid case (default 100,1000,5000);
# BENCH_ORDERED=1 runs the Swift side with ordered levels instead of kiwi's weights
# (what UIKit's priorities use; see StrengthMode.swift).
# Work files go to .build/bench/: specs/, swift.json, kiwi.json; any extra*.json there
# (a list of {case, quantity, value, unit, target, note}) is printed as more rows.
set -euo pipefail
cd "$(dirname "$0")/.."

quick="${BENCH_QUICK:-}"
for arg in "$@"; do
  case "$arg" in
    --quick) quick=1 ;;
    -h | --help) sed -n '2,13p' "$0"; exit 0 ;;
    *) echo "run.sh: unknown argument '$arg' (only --quick)" >&2; exit 2 ;;
  esac
done

PYTHON="${PYTHON:-python3}"
BIN=.build/release/keyboard-lab-bench
WORK=.build/bench
sizes="${BENCH_SIZES:-100,1000,5000}"
quick_flag=()
if [ -n "$quick" ]; then
  sizes="${BENCH_SIZES:-100,1000}"
  quick_flag=(--quick)
fi

command -v "$PYTHON" >/dev/null || { echo "run.sh: $PYTHON not found; the benchmark needs Python 3" >&2; exit 2; }
[ -x "$BIN" ] || { echo "run.sh: $BIN is missing; run: swift build -c release --product keyboard-lab-bench" >&2; exit 2; }

mkdir -p "$WORK"
rm -rf "$WORK/specs" "$WORK/swift.json" "$WORK/kiwi.json" "$WORK"/extra*.json

# kiwi: installed if missing; without it the Swift side still runs.
have_kiwi=1
if ! "$PYTHON" -c 'import kiwisolver' 2>/dev/null; then
  echo "# kiwisolver missing: $PYTHON -m pip install --quiet kiwisolver"
  if ! "$PYTHON" -m pip --version >/dev/null 2>&1; then
    echo "# NOTE: pip is not available for $PYTHON; skipping the kiwi side" \
      "(install kiwisolver, e.g. apt-get install python3-kiwisolver, for the comparison)"
    have_kiwi=0
  elif ! "$PYTHON" -m pip install --quiet kiwisolver >"$WORK/pip.log" 2>&1 \
    || ! "$PYTHON" -c 'import kiwisolver' 2>/dev/null; then
    echo "# NOTE: pip install kiwisolver failed (see $WORK/pip.log); skipping the kiwi side" \
      "(PYTHON=/path/to/venv/bin/python or apt-get install python3-kiwisolver can provide it)"
    have_kiwi=0
  fi
fi

"$PYTHON" Benchmarks/kiwi_bench.py --sizes "$sizes" --dump-specs "$WORK/specs" >/dev/null

# Other work on the machine skews both sides; the load average tells how quiet it was.
load() { [ -r /proc/loadavg ] && cut -d' ' -f1-3 /proc/loadavg || echo "?"; }
load_before=$(load)

status=0
"$BIN" --specs "$WORK/specs" --json "$WORK/swift.json" "${quick_flag[@]}" || status=$?
if [ "$have_kiwi" = 1 ]; then
  "$PYTHON" Benchmarks/kiwi_bench.py --sizes "$sizes" --json "$WORK/kiwi.json" "${quick_flag[@]}" || status=$?
fi
[ -f "$WORK/swift.json" ] || { echo "run.sh: the Swift benchmark wrote no results (exit $status)" >&2; exit 1; }

# UIKit's layout pass per animation frame, the app's own figures, and a long session of
# screen switches (memory and time per switch), in the same run.
LAYOUT_BIN=.build/release/keyboard-lab-layout-bench
if [ -x "$LAYOUT_BIN" ]; then
  "$LAYOUT_BIN" --json "$WORK/extra-layout.json" >/dev/null || status=$?
fi
if [ -x Benchmarks/app_bench.sh ]; then
  Benchmarks/app_bench.sh "$WORK/extra-app.json" || status=$?
fi
if [ -x Benchmarks/switch_bench.sh ]; then
  BENCH_QUICK="$quick" Benchmarks/switch_bench.sh "$WORK/extra-switch.json" || status=$?
fi

echo
echo "# load average (1, 5, 15 min) before: $load_before, after: $(load), on $(getconf _NPROCESSORS_ONLN) cores"
extra=("$WORK"/extra*.json)
[ -e "${extra[0]}" ] || extra=()
"$PYTHON" Benchmarks/table.py --swift "$WORK/swift.json" --kiwi "$WORK/kiwi.json" --extra "${extra[@]}" || status=$?
exit "$status"
