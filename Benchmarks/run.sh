#!/usr/bin/env bash
# `make bench`: the Swift Cassowary solver and kiwi (Python kiwisolver) on the same cases,
# interleaved over rounds (Swift, kiwi, Swift, kiwi, ...), printed as one table of
# medians with the min-max over rounds; then every variable of every case checked
# against kiwi's solution (Benchmarks/compare.py). `make bench` builds the Swift side
# first (swift build -c release --product keyboard-lab-bench) and then calls this script.
#
#   Benchmarks/run.sh [--quick]      --quick (or BENCH_QUICK=1): 1 repeat per round
#
# Environment: PYTHON (default python3) runs the kiwi side and the table;
# BENCH_ROUNDS (default 3, at least 3 for a table worth quoting) rounds per side;
# BENCH_REPEATS (default 2) repeats per case and round (the todo screen keeps 5);
# BENCH_SIZES overrides the views per chain/grid case (default 100,1000);
# BENCH_GROWTH (default 5000; empty to skip): one Swift-only chain of that size, for the
# build growth exponent from 1000 views (kiwi's chain 5000 build alone takes minutes);
# BENCH_LARGE (default 1; empty to skip): grid 5000 on both sides in every round (kiwi
# builds it in about 5 s, its chain 5000 is left out);
# BENCH_ORDERED=1 runs the Swift side with ordered levels instead of kiwi's weights
# (what UIKit's priorities use; see StrengthMode.swift);
# BENCH_SOLVER_ONLY=1 skips the UIKit layout, app and screen-switch rows;
# BENCH_FUZZ (default 300): how many random layouts (kiwi_fuzz.py) to check against kiwi;
# BENCH_TYPED (default 100000): characters typed for the editing benchmark's peak RSS.
# Work files go to .build/bench/: specs/, swift-<round>.json, kiwi-<round>.json; any
# extra*.json there (a list of {case, quantity, value, unit, target, note}) is printed
# as more rows.
set -euo pipefail
cd "$(dirname "$0")/.."

quick="${BENCH_QUICK:-}"
for arg in "$@"; do
  case "$arg" in
    --quick) quick=1 ;;
    -h | --help) sed -n '2,25p' "$0"; exit 0 ;;
    *) echo "run.sh: unknown argument '$arg' (only --quick)" >&2; exit 2 ;;
  esac
done

PYTHON="${PYTHON:-python3}"
BIN=.build/release/keyboard-lab-bench
WORK=.build/bench
sizes="${BENCH_SIZES:-100,1000}"
rounds="${BENCH_ROUNDS:-3}"
repeats="${BENCH_REPEATS:-2}"
growth="${BENCH_GROWTH-5000}"
[ -n "$quick" ] && repeats=1

command -v "$PYTHON" >/dev/null || { echo "run.sh: $PYTHON not found; the benchmark needs Python 3" >&2; exit 2; }
[ -x "$BIN" ] || { echo "run.sh: $BIN is missing; run: swift build -c release --product keyboard-lab-bench" >&2; exit 2; }

mkdir -p "$WORK"
rm -rf "$WORK/specs" "$WORK/specs-growth" "$WORK/specs-large" "$WORK"/swift*.json "$WORK"/kiwi*.json "$WORK"/extra*.json

# kiwi: installed if missing (make bench installs Debian's python3-kiwisolver for the
# system python3; another python gets it from pip). Without it the Swift side still
# runs, but the run fails: every comparison this benchmark exists for is missing.
have_kiwi=1
if ! "$PYTHON" -c 'import kiwisolver' 2>/dev/null; then
  echo "# kiwisolver missing: $PYTHON -m pip install --quiet kiwisolver"
  if ! "$PYTHON" -m pip --version >/dev/null 2>&1 \
    || ! { "$PYTHON" -m pip install --quiet kiwisolver >"$WORK/pip.log" 2>&1 \
      || "$PYTHON" -m pip install --quiet --user kiwisolver >>"$WORK/pip.log" 2>&1; } \
    || ! "$PYTHON" -c 'import kiwisolver' 2>/dev/null; then
    echo "run.sh: FAIL: no kiwisolver for $PYTHON (make deps-bench installs python3-kiwisolver;" \
      "PYTHON=/path/to/python with kiwisolver, or see $WORK/pip.log); the Swift side runs alone" >&2
    have_kiwi=0
  fi
fi

"$PYTHON" Benchmarks/kiwi_bench.py --sizes "$sizes" --dump-specs "$WORK/specs" >/dev/null
specs=("$WORK/specs")
if [ -n "$growth" ]; then
  "$PYTHON" Benchmarks/kiwi_bench.py --sizes "$growth" --dump-specs "$WORK/specs-growth" >/dev/null
  specs+=("$WORK/specs-growth")
fi
large="${BENCH_LARGE-1}"
if [ -n "$large" ]; then
  "$PYTHON" Benchmarks/kiwi_bench.py --sizes 5000 --only grid_5000 --dump-specs "$WORK/specs-large" >/dev/null
  specs+=("$WORK/specs-large")
fi

# Other work on the machine skews both sides; the load average tells how quiet it was.
load() { [ -r /proc/loadavg ] && cut -d' ' -f1-3 /proc/loadavg || echo "?"; }
load_before=$(load)

status=0
swift_json=() kiwi_json=()
for round in $(seq 1 "$rounds"); do
  echo "# round $round of $rounds: Swift, then kiwi (load $(load))"
  "$BIN" --specs "$WORK/specs" --json "$WORK/swift-$round.json" --repeats "$repeats" || status=$?
  [ -f "$WORK/swift-$round.json" ] && swift_json+=("$WORK/swift-$round.json")
  if [ "$have_kiwi" = 1 ]; then
    "$PYTHON" Benchmarks/kiwi_bench.py --sizes "$sizes" --json "$WORK/kiwi-$round.json" \
      --repeats "$repeats" || status=$?
    [ -f "$WORK/kiwi-$round.json" ] && kiwi_json+=("$WORK/kiwi-$round.json")
  fi
  if [ -n "$large" ]; then
    "$BIN" --specs "$WORK/specs-large" --only grid_5000 --json "$WORK/swift-large-$round.json" --repeats 1 \
      || status=$?
    [ -f "$WORK/swift-large-$round.json" ] && swift_json+=("$WORK/swift-large-$round.json")
    if [ "$have_kiwi" = 1 ]; then
      "$PYTHON" Benchmarks/kiwi_bench.py --sizes 5000 --only grid_5000 --json "$WORK/kiwi-large-$round.json" \
        --repeats 1 || status=$?
      [ -f "$WORK/kiwi-large-$round.json" ] && kiwi_json+=("$WORK/kiwi-large-$round.json")
    fi
  fi
done
[ "${#swift_json[@]}" -gt 0 ] || { echo "run.sh: the Swift benchmark wrote no results (exit $status)" >&2; exit 1; }
growth_json=()
if [ -n "$growth" ]; then
  echo "# chain $growth, Swift only, once: the build growth exponent from chain 1000"
  "$BIN" --specs "$WORK/specs-growth" --only "chain_$growth" --json "$WORK/swift-growth.json" \
    --repeats 1 || status=$?
  [ -f "$WORK/swift-growth.json" ] && growth_json=(--growth "$WORK/swift-growth.json")
fi

# UIKit's layout pass per animation frame, the app's own figures, and a long session of
# screen switches (memory and time per switch), in the same run.
LAYOUT_BIN=.build/release/keyboard-lab-layout-bench
solver_only="${BENCH_SOLVER_ONLY:-}"
if [ -z "$solver_only" ] && [ -x "$LAYOUT_BIN" ]; then
  "$LAYOUT_BIN" --json "$WORK/extra-layout.json" >/dev/null || status=$?
fi
EDITING_BIN=.build/release/keyboard-lab-editing-bench
if [ -z "$solver_only" ] && [ -x "$EDITING_BIN" ]; then
  # Typing and pasting into long texts, interleaved rounds; then, in a process of its
  # own, the peak RSS after 100 000 characters typed one at a time.
  editing_rounds=$([ -n "$quick" ] && echo 1 || echo "$rounds")
  "$EDITING_BIN" --rounds "$editing_rounds" --json "$WORK/extra-editing.json" || status=$?
  typed=${BENCH_TYPED:-100000}
  if rss_json=$("$EDITING_BIN" --rss --characters "$typed"); then
    "$PYTHON" - "$rss_json" "$typed" "$WORK/extra-editing-rss.json" <<'PY'
import json, sys
result, typed, out = json.loads(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
json.dump([{"case": "editing: text view", "quantity": f"peak RSS after {typed} typed characters",
            "value": result["peak_rss_mb"], "unit": "MB", "target": 80,
            "note": "getrusage ru_maxrss; one character a keystroke, a frame each, headless SDL"}], open(out, "w"))
PY
  else
    status=1
  fi
fi
if [ -z "$solver_only" ] && [ -x Benchmarks/app_bench.sh ]; then
  Benchmarks/app_bench.sh "$WORK/extra-app.json" || status=$?
fi
if [ -z "$solver_only" ] && [ -x Benchmarks/switch_bench.sh ]; then
  BENCH_QUICK="$quick" Benchmarks/switch_bench.sh "$WORK/extra-switch.json" || status=$?
fi

echo
extra=("$WORK"/extra*.json)
[ -e "${extra[0]}" ] || extra=()
# What ran, for the table's header: the command and the settings that change what it measures.
settings=$(env | grep -E '^BENCH_(ROUNDS|REPEATS|SIZES|GROWTH|LARGE|ORDERED|SOLVER_ONLY|QUICK)=' | sort | tr '\n' ' ' || true)
command="${settings}${BENCH_COMMAND:-Benchmarks/run.sh${*:+ $*}}"
"$PYTHON" Benchmarks/table.py --swift "${swift_json[@]}" --kiwi "${kiwi_json[@]}" \
  "${growth_json[@]}" --extra "${extra[@]}" --command "$command" --load-before "$load_before" \
  --load-after "$(load)" || status=$?
echo
growth_files=()
[ -f "$WORK/swift-growth.json" ] && growth_files=("$WORK/swift-growth.json")
"$PYTHON" Benchmarks/compare.py --specs "${specs[@]}" --swift "${swift_json[@]}" "${growth_files[@]}" \
  --kiwi "${kiwi_json[@]}" || status=$?

# Random UI-like layouts beyond the fixed cases, Swift against kiwi (kiwi_fuzz.py).
if [ "$have_kiwi" = 1 ]; then
  fuzz="${BENCH_FUZZ:-300}"
  rm -rf "$WORK/fuzz"
  "$PYTHON" Benchmarks/kiwi_fuzz.py "$WORK/fuzz" "$fuzz"
  "$BIN" --specs "$WORK/fuzz" --json "$WORK/fuzz-swift.json" --repeats 1 >/dev/null || status=$?
  echo
  echo "# $fuzz random layouts (Benchmarks/kiwi_fuzz.py), Swift against kiwi"
  "$PYTHON" Benchmarks/compare.py --specs "$WORK/fuzz" --swift "$WORK/fuzz-swift.json" \
    --kiwi "$WORK/fuzz/kiwi.json" >"$WORK/fuzz-compare.txt" || status=$?
  same=$(grep -c ": same solution" "$WORK/fuzz-compare.txt" || true)
  ties=$(grep -c ": tie:" "$WORK/fuzz-compare.txt" || true)
  bad=$(grep -c "MISMATCH" "$WORK/fuzz-compare.txt" || true)
  echo "  $same the same solution, $ties ties (same objective, every required constraint holding), $bad mismatches"
  grep -E "tie:|MISMATCH" "$WORK/fuzz-compare.txt" || true
fi
[ "$have_kiwi" = 1 ] || status=1
exit "$status"
