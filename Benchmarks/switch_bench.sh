#!/usr/bin/env bash
# Screen switching over a long session, for `make bench` (rows for Benchmarks/table.py):
#
#   Benchmarks/switch_bench.sh [OUT.json]     (default .build/bench/extra-switch.json)
#
# The headless app plays a script of N switches: login, memo, todo in turn, each time
# focusing the screen's first text field and waiting until the keyboard has settled. It
# runs as a person gets it, the lab window (the phone beside the panel, its log, its
# timeline and its plot), and with --phone-only beside it. N = 0 (start and quit), 600
# and 3000 in each mode run in interleaved rounds (the order flips every round, so drift
# in the machine's load falls on all of them); each run's peak RSS comes from
# /usr/bin/time -v and its wall time is taken around it. Reported per mode, as medians
# over the rounds: peak RSS after 600 and after 3000 switches and the growth between
# them, the time per switch over switches 1–600 ((T600 − T0) / 600) and 601–3000
# ((T3000 − T600) / 2400), and their ratio (1 when a switch costs the same however many
# came before it).
#
# Environment: SWITCH_BENCH_ROUNDS (default 3; 1 with BENCH_QUICK=1), SWITCH_BENCH_MODES
# (default "lab phone-only"), PYTHON, SWITCH_BENCH_BIN (another build of keyboard-lab to
# measure; by default the release executable, which this script builds).
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-.build/bench/extra-switch.json}
WORK=.build/bench/switch
PYTHON=${PYTHON:-python3}
BIN=${SWITCH_BENCH_BIN:-.build/release/keyboard-lab}
rounds=${SWITCH_BENCH_ROUNDS:-$([ -n "${BENCH_QUICK:-}" ] && echo 1 || echo 3)}

mkdir -p "$WORK" "$(dirname "$OUT")"
if [[ -z "${SWITCH_BENCH_BIN:-}" ]]; then
  swift build -c release --product keyboard-lab >"$WORK/build.log" 2>&1 || { cat "$WORK/build.log"; exit 1; }
fi
[[ -x /usr/bin/time ]] || { echo "switch_bench: /usr/bin/time missing (make deps installs 'time')" >&2; exit 1; }

counts=(0 600 3000)
read -r -a modes <<<"${SWITCH_BENCH_MODES:-lab phone-only}"
for n in "${counts[@]}"; do
  "$PYTHON" - "$n" "$WORK/switch$n.script" <<'EOF'
import sys
n, path = int(sys.argv[1]), sys.argv[2]
screens = ["login", "memo", "todo"]  # the app starts on todo
lines = [f"# {n} screen switches, each with a focused field and a settled keyboard"]
for i in range(n):
    lines += [f"screen {screens[i % 3]}", "focus", "settle"]
lines.append("quit")
open(path, "w").write("\n".join(lines) + "\n")
EOF
done

# One run: "<wall seconds> <peak RSS kB> <user+sys CPU seconds>".
run() {  # MODE N ROUND
  local mode=$1 n=$2 start end flags=()
  [[ $mode == phone-only ]] && flags=(--phone-only)
  start=$(date +%s%N)
  /usr/bin/time -v -o "$WORK/time-$mode-$n-$3.txt" "$BIN" --headless "${flags[@]}" --script "$WORK/switch$n.script" \
    >"$WORK/out-$mode-$n.txt" 2>"$WORK/err-$mode-$n.txt" \
    || { echo "switch_bench: the $mode $n-switch run failed:" >&2; cat "$WORK/err-$mode-$n.txt" >&2; exit 1; }
  end=$(date +%s%N)
  "$PYTHON" - "$start" "$end" "$WORK/time-$mode-$n-$3.txt" <<'EOF'
import re, sys
start, end, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
text = open(path).read()
field = lambda name: float(re.search(re.escape(name) + r":\s*([0-9.]+)", text).group(1))
print((end - start) / 1e9, int(field("Maximum resident set size (kbytes)")),
      field("User time (seconds)") + field("System time (seconds)"))
EOF
}

results=()
for ((r = 1; r <= rounds; r++)); do
  order=("${counts[@]}")
  if ((r % 2 == 0)); then order=(3000 600 0); fi
  for n in "${order[@]}"; do
    for mode in "${modes[@]}"; do
      line=$(run "$mode" "$n" "$r")
      results+=("$mode $n $line")
    done
  done
done

"$PYTHON" - "$OUT" "$rounds" "${results[@]}" <<'EOF'
import json, statistics, sys
out, rounds = sys.argv[1], int(sys.argv[2])
runs = {}
for line in sys.argv[3:]:
    mode, n, wall, rss, cpu = line.split()
    runs.setdefault((mode, int(n)), []).append((float(wall), int(rss), float(cpu)))
rows = []
for mode in dict.fromkeys(m for m, _ in runs):
    med = lambda n, i: statistics.median(r[i] for r in runs[(mode, n)])
    spread = lambda n: max(r[0] for r in runs[(mode, n)]) / min(r[0] for r in runs[(mode, n)])
    wall = {n: med(n, 0) for n in (0, 600, 3000)}
    rss = {n: med(n, 1) / 1024 for n in (0, 600, 3000)}
    cpu = {n: med(n, 2) for n in (0, 600, 3000)}
    early = (wall[600] - wall[0]) / 600 * 1000
    late = (wall[3000] - wall[600]) / 2400 * 1000
    early_cpu = (cpu[600] - cpu[0]) / 600 * 1000
    late_cpu = (cpu[3000] - cpu[600]) / 2400 * 1000
    case = f"screen switches, {'the lab window' if mode == 'lab' else '--phone-only'} (headless)"
    note = (f"median of {rounds} interleaved round(s); login/memo/todo in turn, focus, settle; "
            f"3000-switch runs' spread {spread(3000):.2f}x")
    rows += [
        {"case": case, "quantity": "peak RSS after 600 switches", "value": round(rss[600], 1), "unit": "MB",
         "target": None, "note": f"/usr/bin/time -v; start and quit alone: {rss[0]:.1f} MB"},
        {"case": case, "quantity": "peak RSS after 3000 switches", "value": round(rss[3000], 1), "unit": "MB",
         "target": None, "note": "/usr/bin/time -v"},
        {"case": case, "quantity": "RSS growth, 600 → 3000 switches", "value": round(rss[3000] - rss[600], 1),
         "unit": "MB", "target": 8, "note": f"{(rss[3000] - rss[600]) * 1024 * 1024 / 2400:.0f} bytes a switch"},
        {"case": case, "quantity": "time per switch, switches 1–600", "value": round(early, 2), "unit": "ms",
         "target": None, "note": f"{note}; CPU {early_cpu:.2f} ms"},
        {"case": case, "quantity": "time per switch, switches 601–3000", "value": round(late, 2), "unit": "ms",
         "target": None, "note": f"CPU {late_cpu:.2f} ms"},
        {"case": case, "quantity": "slowdown: per-switch time 601–3000 / 1–600", "value": round(late / early, 2),
         "unit": "×", "target": 1.2, "note": f"CPU time ratio {late_cpu / early_cpu:.2f}"},
    ]
json.dump(rows, open(out, "w"), indent=1)
for r in rows:
    print(f"# {r['case']}: {r['quantity']} = {r['value']} {r['unit']} (target {r['target']}; {r['note']})")
EOF
