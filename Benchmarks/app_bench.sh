#!/usr/bin/env bash
# The app's own figures for `make bench`, as extra rows for Benchmarks/table.py:
#
#   Benchmarks/app_bench.sh [OUT.json]     (default .build/bench/extra-app.json)
#
# - startup to first presented frame: process launch to the first SDL_RenderPresent, in a
#   window under Xvfb (the renderer `--renderer auto` picks: software, as there is no GPU;
#   and, for comparison, `--renderer gpu`: Mesa's llvmpipe OpenGL) and headless; median
#   of 7 launches;
# - frame time on the todo screen while the keyboard slides up and down (a display-link
#   tick — animations, the layout pass — plus drawing, with SDL's software renderer on a
#   surface): the app's --bench-frames mode, incremental (what the app does) and full
#   redraws (every pixel, every frame);
# - frames over 16.7 ms during keyboard show/hide in the window under Xvfb, and dropped
#   frames (presents more than 1.5 frames apart);
# - peak RSS of that windowed run (/usr/bin/time -v; the app's getrusage without it), and
#   of the same run on the GPU renderer (llvmpipe maps ~56 MB of LLVM).
#
# Needs xvfb-run (make deps); builds the release executable itself.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-.build/bench/extra-app.json}
WORK=.build/bench/app
PYTHON=${PYTHON:-python3}

if [[ -z "${KEYBOARDLAB_BENCH_INSIDE_XVFB:-}" ]]; then
  swift build -c release --product keyboard-lab >"$(mkdir -p "$WORK" && echo "$WORK/build.log")" 2>&1 \
    || { cat "$WORK/build.log"; exit 1; }
  command -v xvfb-run >/dev/null || { echo "app_bench: xvfb-run missing (make deps)" >&2; exit 1; }
  export KEYBOARDLAB_BENCH_INSIDE_XVFB=1
  exec xvfb-run -a -s "-screen 0 1024x1024x24 -nolisten tcp" "$0" "$OUT"
fi

BIN=.build/release/keyboard-lab
export SDL_VIDEODRIVER=x11
mkdir -p "$WORK" "$(dirname "$OUT")"

# Startup: the app prints the wall-clock time of its first present; the launch time is
# taken here just before exec.
printf 'quit\n' >"$WORK/quit.script"
startup() {  # mode flags... -> one launch's milliseconds
  local start line
  start=$(date +%s%N)
  line=$("$BIN" "$@" --print-startup-time --script "$WORK/quit.script" | grep first_frame_presented_epoch_ns)
  "$PYTHON" -c 'import json,sys; print((json.loads(sys.argv[1])["first_frame_presented_epoch_ns"] - int(sys.argv[2])) / 1e6)' \
    "$line" "$start"
}
"$BIN" --print-startup-time --script "$WORK/quit.script" >/dev/null  # warm the page cache
window_startups=() gpu_startups=() headless_startups=()
for _ in 1 2 3 4 5 6 7; do
  window_startups+=("$(startup)")
  gpu_startups+=("$(startup --renderer gpu)")
  headless_startups+=("$(startup --headless)")
done

# Frame time while the keyboard animates, software renderer, headless.
"$BIN" --bench-frames 600 >"$WORK/frames.json"
"$BIN" --bench-frames 600 --full-redraw >"$WORK/frames-full.json"

# Show/hide in the window: three cycles, nothing else happening (no screenshots).
cat >"$WORK/showhide.script" <<'EOF'
wait 0.5
click 195 190
wait 0.7
click 195 500
wait 0.7
click 195 190
wait 0.7
key escape
wait 0.7
click 195 190
wait 0.7
click 195 500
wait 0.7
quit
EOF
rss_kb="" gpu_rss_kb=""
if [[ -x /usr/bin/time ]]; then
  /usr/bin/time -v -o "$WORK/time.txt" "$BIN" --script "$WORK/showhide.script" --print-frame-stats >"$WORK/showhide.json"
  rss_kb=$(sed -n 's/.*Maximum resident set size (kbytes): *//p' "$WORK/time.txt")
  /usr/bin/time -v -o "$WORK/time-gpu.txt" "$BIN" --renderer gpu --script "$WORK/showhide.script" \
    --print-frame-stats >"$WORK/showhide-gpu.json"
  gpu_rss_kb=$(sed -n 's/.*Maximum resident set size (kbytes): *//p' "$WORK/time-gpu.txt")
else
  "$BIN" --script "$WORK/showhide.script" --print-frame-stats >"$WORK/showhide.json"
  "$BIN" --renderer gpu --script "$WORK/showhide.script" --print-frame-stats >"$WORK/showhide-gpu.json"
fi

"$PYTHON" - "$OUT" "$WORK" "$rss_kb" "$gpu_rss_kb" "${window_startups[*]}" "${gpu_startups[*]}" \
  "${headless_startups[*]}" <<'EOF'
import json, statistics, sys
out, work, rss_kb, gpu_rss_kb, window, gpu, headless = sys.argv[1:8]
window = [float(x) for x in window.split()]
gpu = [float(x) for x in gpu.split()]
headless = [float(x) for x in headless.split()]
frames = json.load(open(f"{work}/frames.json"))
full = json.load(open(f"{work}/frames-full.json"))
showhide = json.loads(open(f"{work}/showhide.json").read().strip().splitlines()[-1])
showhide_gpu = json.loads(open(f"{work}/showhide-gpu.json").read().strip().splitlines()[-1])
rss_source = "/usr/bin/time -v"
if not rss_kb:
    rss_kb, gpu_rss_kb, rss_source = showhide["peak_rss_kb"], showhide_gpu["peak_rss_kb"], "getrusage"
rows = [
    {"case": "app startup (window, Xvfb)", "quantity": "launch → first present, median of 7",
     "value": round(statistics.median(window), 1), "unit": "ms", "target": 150,
     "note": f"--renderer auto (software: no GPU); min {min(window):.1f}, max {max(window):.1f}"},
    {"case": "app startup (window, Xvfb, GPU renderer)", "quantity": "launch → first present, median of 7",
     "value": round(statistics.median(gpu), 1), "unit": "ms", "target": None,
     "note": f"--renderer gpu = Mesa llvmpipe OpenGL; min {min(gpu):.1f}, max {max(gpu):.1f}"},
    {"case": "app startup (headless)", "quantity": "launch → first frame, median of 7",
     "value": round(statistics.median(headless), 1), "unit": "ms", "target": 150,
     "note": f"min {min(headless):.1f}, max {max(headless):.1f}"},
    {"case": "todo frame, keyboard animating", "quantity": "layout + draw, median (incremental redraw)",
     "value": frames["median_ms"], "unit": "ms", "target": 1,
     "note": f"software renderer {frames['device']} @{frames['scale']}x, {frames['frames']} frames; "
             f"p95 {frames['p95_ms']}, thread CPU median {frames['cpu_median_ms']}"},
    {"case": "todo frame, keyboard animating", "quantity": "layout + draw, median (full redraw)",
     "value": full["median_ms"], "unit": "ms", "target": None,
     "note": f"every pixel every frame (--full-redraw); p95 {full['p95_ms']}"},
    {"case": "keyboard show/hide in a window (Xvfb)", "quantity": "frames taking over 16.7 ms to make",
     "value": showhide["work_over_16_7ms"], "unit": "frames", "target": 0,
     "note": f"{showhide['animation_frames']} animation frames; work median {showhide['work_median_ms']} ms, "
             f"max {showhide['work_max_ms']} ms"},
    {"case": "keyboard show/hide in a window (Xvfb)", "quantity": "dropped frames (present gap > 25 ms)",
     "value": showhide["dropped_frames"], "unit": "frames", "target": 0,
     "note": f"gaps > 17.7 ms: {showhide['intervals_over_16_7ms']}, median gap {showhide['interval_median_ms']} ms, "
             f"max {showhide['interval_max_ms']} ms"},
    {"case": "keyboard show/hide in a window (Xvfb, GPU renderer)", "quantity": "dropped frames (present gap > 25 ms)",
     "value": showhide_gpu["dropped_frames"], "unit": "frames", "target": 0,
     "note": f"vsync; frames over 16.7 ms to make: {showhide_gpu['work_over_16_7ms']}, "
             f"work median {showhide_gpu['work_median_ms']} ms"},
    {"case": "app in a window (Xvfb)", "quantity": "peak RSS", "value": round(int(rss_kb) / 1024, 1),
     "unit": "MB", "target": 60, "note": f"{rss_source}; the show/hide run above"},
    {"case": "app in a window (Xvfb, GPU renderer)", "quantity": "peak RSS", "value": round(int(gpu_rss_kb) / 1024, 1),
     "unit": "MB", "target": None, "note": "llvmpipe: libLLVM alone is ~56 MB resident"},
]
json.dump(rows, open(out, "w"), indent=1)
for r in rows:
    print(f"# {r['case']}: {r['quantity']} = {r['value']} {r['unit']} (target {r['target']}; {r['note']})")
EOF
