#!/usr/bin/env bash
# End-to-end tests of the real `keyboard-lab` executable.
#
#   Tests/e2e/run.sh            build, then run every case under a private Xvfb
#
# 1. xdotool: the app runs in an X11 window on Xvfb; xdotool clicks the todo title field
#    and types "Buy milk 우유" into it. The app (driven by a script that waits for marker
#    files this script creates) takes its own screenshots, read back before present, and
#    the pixels are checked: the field's top border at y = 120 points and the keyboard
#    covering the bottom 291 points; then a click outside, which leaves the keyboard up
#    (iOS never dismisses on a tap by itself), then Escape, and 150 with no keyboard.
# 1b. Resizing the window: the layout follows (the field keeps its place, grows wider).
# 2. The same through `--script` alone: in the window (software and GPU renderers) and
#    headless.
# 2c. The checkout screen (a form in a navigation controller in a tab bar controller):
#    Back pops to the cart, its button pushes the form, a field brings the keyboard up,
#    and the navigation bar's pixels stay where they were.
# 3. Bad input: unknown flag, screen or device (2), no display (1), missing assets (1), a bad
#    script line (2), each with its message; and `--device list` (0).
# 4. `keyboard-lab audit` on the seed screens: its table, JSON and report, its exit codes.
# 5. The lab window: a click on a device in the panel changes the phone; the phone's and
#    the lab's screenshots, and the timeline plot, from a script and from --plot; the
#    inspector selects a view clicked in inspect mode.
# 6. The compare mode: three phones as three processes, each with its keyboard up; one
#    killed, the lab and the others go on; none outlives the lab. An iPhone and an iPad
#    side by side, each with its keyboard, scaled to fit.
# 5c. The iPad controls of the panel: Split for the keyboard and ½ for the window put the
#    app in half of Split View with the split keyboard up.
# 5d. A person moving an iPad's keyboard: Control and the wheel pinch the docked keyboard
#    into the floating one, whose grabber is then dragged with the mouse.
# 7. The X clipboard: text put there by xclip pastes into the todo field with Ctrl-V, and
#    Ctrl-A, Ctrl-C in the field put its text there.
#
# Screenshots are kept under .build/e2e/ (CI uploads them as artifacts).
set -euo pipefail

cd "$(dirname "$0")/../.."
ROOT=$PWD
OUT=$ROOT/.build/e2e
CHECK="python3 $ROOT/Tests/e2e/pngcheck.py"

# Re-run inside a private X server (xvfb-run picks a free display number).
if [[ -z "${KEYBOARDLAB_E2E_INSIDE_XVFB:-}" ]]; then
  # Every program this script runs: a missing one fails the run, it never skips a check.
  for tool in xvfb-run xauth xdotool xclip python3 timeout awk; do
    command -v "$tool" >/dev/null || { echo "e2e: FAIL: $tool missing (make deps installs it)"; exit 1; }
  done
  build_log=$(mktemp)
  if ! swift build --product keyboard-lab >"$build_log" 2>&1; then
    cat "$build_log"
    rm -f "$build_log"
    exit 1
  fi
  rm -f "$build_log"
  KEYBOARDLAB_E2E_BIN="$(swift build --show-bin-path 2>/dev/null)/keyboard-lab"
  export KEYBOARDLAB_E2E_BIN
  rm -rf "$OUT"
  mkdir -p "$OUT"
  export KEYBOARDLAB_E2E_INSIDE_XVFB=1
  exec xvfb-run -a -s "-screen 0 1600x1400x24 -nolisten tcp" "$0" "$@"
fi

BIN=$KEYBOARDLAB_E2E_BIN
export SDL_VIDEODRIVER=x11
failures=0
passes=0
pass() { echo "  ok: $*"; passes=$((passes + 1)); }
fail() { echo "  FAIL: $*"; failures=$((failures + 1)); }

# Waits up to $2 seconds (default 15) for file $1.
wait_for() {
  local deadline=$((SECONDS + ${2:-15}))
  while [[ ! -s "$1" ]]; do
    if ((SECONDS > deadline)); then return 1; fi
    sleep 0.05
  done
  sleep 0.1  # The PNG is written in one call; let it finish.
}

# The lab's phone processes: its own children (by its pid, read from /proc, so that no
# process this script did not start is ever matched) whose command is a phone host, for
# one screen or all.
phone_pids() {  # LAB_PID [SCREEN]
  local stat pid rest ppid cmd
  for stat in /proc/[0-9]*/stat; do
    pid=${stat#/proc/}
    pid=${pid%/stat}
    rest=$(cat "$stat" 2>/dev/null) || continue
    rest=${rest##*) }  # past the command name, which may hold spaces and parentheses
    read -r _ ppid _ <<<"$rest"
    [[ $ppid == "$1" ]] || continue
    cmd=$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null) || continue
    [[ $cmd == *"--phone-host "* ]] || continue
    if [[ -z ${2:-} || $cmd == *"--screen $2 "* ]]; then echo "$pid"; fi
  done
}

# Whether PID is still a running phone host (not gone, not a zombie, not reused).
is_phone() {  # PID
  local state
  state=$(cat "/proc/$1/stat" 2>/dev/null) || return 1
  state=${state##*) }
  [[ ${state:0:1} != Z ]] && tr '\0' ' ' <"/proc/$1/cmdline" 2>/dev/null | grep -q -- "--phone-host "
}

check_png() {  # name png field-top keyboard-top|none
  if $CHECK expect "$2" 1 "$3" "$4" >"$OUT/$1.check" 2>&1; then
    pass "$1: $(cat "$OUT/$1.check")"
  else
    fail "$1: $(cat "$OUT/$1.check")"
  fi
}

echo "e2e 1: xdotool clicks and types into the real window"
cat >"$OUT/xdotool.script" <<EOF
# Driven from outside: this script only waits, screenshots and checks.
wait-for-file $OUT/go-typed
settle
expect-text Buy milk 우유
screenshot $OUT/xdotool-keyboard.png
wait-for-file $OUT/go-outside
settle
screenshot $OUT/xdotool-outside.png
wait-for-file $OUT/go-escaped
settle
screenshot $OUT/xdotool-rest.png
quit
EOF
"$BIN" --phone-only --script "$OUT/xdotool.script" >"$OUT/xdotool.log" 2>&1 &
app=$!
if window=$(timeout 15 xdotool search --sync --name "KeyboardLab" | head -1) && [[ -n "$window" ]]; then
  pass "window '$(xdotool getwindowname "$window")' found"
  sleep 0.3
  # Window-relative coordinates: the title field spans y 150…230 at rest.
  xdotool mousemove --window "$window" 195 190 click 1
  sleep 0.5
  xdotool type --delay 40 "Buy milk 우유"
  sleep 0.2
  touch "$OUT/go-typed"
  if wait_for "$OUT/xdotool-keyboard.png"; then
    check_png "xdotool keyboard up" "$OUT/xdotool-keyboard.png" 120 553
  else
    fail "no screenshot with the keyboard up (log: $(tr '\n' ' ' <"$OUT/xdotool.log"))"
  fi
  # Outside every field and above the keyboard: the keyboard stays up, as on iOS.
  xdotool mousemove --window "$window" 195 500 click 1
  sleep 0.2
  touch "$OUT/go-outside"
  if wait_for "$OUT/xdotool-outside.png"; then
    check_png "xdotool click outside keeps the keyboard" "$OUT/xdotool-outside.png" 120 553
  else
    fail "no screenshot after clicking outside"
  fi
  # Escape takes it down.
  xdotool key --window "$window" Escape
  sleep 0.2
  touch "$OUT/go-escaped"
  if wait_for "$OUT/xdotool-rest.png"; then
    check_png "xdotool keyboard down" "$OUT/xdotool-rest.png" 150 none
  else
    fail "no screenshot after Escape"
  fi
else
  fail "no KeyboardLab window appeared"
fi
if wait "$app"; then pass "app exited 0"; else fail "app exited $? ($(tr '\n' ' ' <"$OUT/xdotool.log"))"; fi

echo "e2e 1b: resizing the window resizes the layout (the field keeps its place, grows wider)"
cat >"$OUT/resize.script" <<EOF
wait-for-file $OUT/go-resized
wait 0.3
expect-field-top 150
screenshot $OUT/resized.png
quit
EOF
"$BIN" --phone-only --script "$OUT/resize.script" >"$OUT/resize.log" 2>&1 &
app=$!
if window=$(timeout 15 xdotool search --sync --name "KeyboardLab" | head -1) && [[ -n "$window" ]]; then
  xdotool windowsize "$window" 500 700
  sleep 0.5
  touch "$OUT/go-resized"
  if wait_for "$OUT/resized.png"; then
    size=$(python3 -c 'import sys; sys.path.insert(0, sys.argv[1]); import pngcheck; w, h, _ = pngcheck.read_png(sys.argv[2]); print(f"{w}x{h}")' \
      "$ROOT/Tests/e2e" "$OUT/resized.png")
    if [[ $size == 500x700 ]]; then pass "resized frame is $size"; else fail "resized frame is $size, not 500x700"; fi
    check_png "resized window" "$OUT/resized.png" 150 none
  else
    fail "no screenshot after resizing ($(tr '\n' ' ' <"$OUT/resize.log"))"
  fi
else
  fail "no KeyboardLab window appeared"
fi
if wait "$app"; then pass "app exited 0"; else fail "app exited $? ($(tr '\n' ' ' <"$OUT/resize.log"))"; fi

echo "e2e 2: the same through --script (window, window on the GPU renderer, headless)"
cat >"$OUT/flow.script" <<EOF
wait 0.3
expect-field-top 150
click 195 190
type Buy milk 우유
wait 0.6
expect-field-top 120
expect-keyboard-top 553
expect-text Buy milk 우유
screenshot $OUT/MODE-keyboard.png
click 195 500
wait 0.6
expect-field-top 120
expect-keyboard-top 553
key escape
wait 0.6
expect-field-top 150
expect-keyboard hidden
screenshot $OUT/MODE-rest.png
quit
EOF
# window: the renderer --renderer auto picks here (software, no GPU under Xvfb);
# window-gpu: SDL's OpenGL renderer (Mesa's llvmpipe here), as on a desktop with a GPU.
for mode in window window-gpu headless; do
  sed "s/MODE/script-$mode/" "$OUT/flow.script" >"$OUT/flow-$mode.script"
  flags=()
  [[ $mode == headless ]] && flags=(--headless)
  [[ $mode == window-gpu ]] && flags=(--renderer gpu)
  if "$BIN" --phone-only "${flags[@]}" --script "$OUT/flow-$mode.script" >"$OUT/flow-$mode.log" 2>&1; then
    pass "$mode script ran (its expectations held)"
    check_png "$mode script keyboard up" "$OUT/script-$mode-keyboard.png" 120 553
    check_png "$mode script keyboard down" "$OUT/script-$mode-rest.png" 150 none
  else
    fail "$mode script: $(tr '\n' ' ' <"$OUT/flow-$mode.log")"
  fi
done
if "$BIN" --phone-only --headless --focus --screenshot "$OUT/screenshot-focus.png" >/dev/null 2>&1; then
  check_png "--focus --screenshot" "$OUT/screenshot-focus.png" 120 553
else
  fail "--focus --screenshot failed"
fi

echo "e2e 3b: the phone turned: in a window (script rotate) and headless (--orientation landscape)"
cat >"$OUT/rotate.script" <<EOF
focus
settle
rotate landscape
settle
screenshot $OUT/rotated-window.png
quit
EOF
# Landscape iPhone 14: 844×390, keyboard 181 high (top at 209), the todo field at 120.
if "$BIN" --phone-only --script "$OUT/rotate.script" >"$OUT/rotate.log" 2>&1; then
  check_png "turned window" "$OUT/rotated-window.png" 120 209
else
  fail "turned window: $(tr '\n' ' ' <"$OUT/rotate.log")"
fi
if "$BIN" --phone-only --headless --orientation landscape --focus --screenshot "$OUT/landscape.png" >/dev/null 2>&1; then
  check_png "--orientation landscape --screenshot" "$OUT/landscape.png" 120 209
else
  fail "--orientation landscape --screenshot failed"
fi

echo "e2e 4: login screen (seed 000): clicking email moves the box from centre - 50 to centre - 145.5"
cat >"$OUT/login.script" <<EOF
wait 0.3
settle
screenshot $OUT/login-rest.png
click 195 359
wait 0.2
settle
wait 0.2
screenshot $OUT/login-keyboard.png
quit
EOF
if "$BIN" --phone-only --screen login --script "$OUT/login.script" >"$OUT/login.log" 2>&1; then
  # The blue Log In button (column x = 50, left of the logo) moves with the box.
  rest=$($CHECK blue-run "$OUT/login-rest.png" 1 50)
  up=$($CHECK blue-run "$OUT/login-keyboard.png" 1 50)
  kb=$($CHECK keyboard-top "$OUT/login-keyboard.png" 1)
  if python3 -c 'import sys; r, u, k = float(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]); sys.exit(0 if abs((r - u) - 95.5) <= 1 and abs(k - 553) <= 1 else 1)' \
    "${rest%% *}" "${up%% *}" "$kb" 2>/dev/null; then
    pass "login: button top ${rest%% *} -> ${up%% *} (the box moved up 145.5 - 50 = 95.5), keyboard top $kb"
  else
    fail "login: button $rest -> $up, keyboard top $kb (want a 95.5-point move and 553)"
  fi
else
  fail "login script exited $? ($(tr '\n' ' ' <"$OUT/login.log"))"
fi

echo "e2e 5: memo screen (seed 004): typing with the keyboard up, Save stays fully visible above it"
cat >"$OUT/memo.script" <<EOF
wait 0.3
settle
click 195 250
type Buy milk 우유 and bread
wait 0.2
settle
wait 0.3
settle
screenshot $OUT/memo-keyboard.png
quit
EOF
if "$BIN" --phone-only --screen memo --script "$OUT/memo.script" >"$OUT/memo.log" 2>&1; then
  save=$($CHECK blue-run "$OUT/memo-keyboard.png" 1 20)
  kb=$($CHECK keyboard-top "$OUT/memo-keyboard.png" 1)
  # shellcheck disable=SC2086
  if [[ "$save" != none ]] && python3 -c 'import sys; t, b, k = map(float, sys.argv[1:4]); sys.exit(0 if abs((b - t) - 80) <= 1 and b <= k + 0.5 and abs(k - 553) <= 1 else 1)' \
    $save "$kb" 2>/dev/null; then
    pass "memo: Save spans $save (80 high), above the keyboard at $kb"
  else
    fail "memo: Save spans $save, keyboard top $kb (want 80 high, bottom <= 553)"
  fi
else
  fail "memo script exited $? ($(tr '\n' ' ' <"$OUT/memo.log"))"
fi

echo "e2e 2c: checkout screen: a click pops to the cart, a click pushes the form, a field brings the keyboard up, the bar stays"
cat >"$OUT/checkout.script" <<EOF
wait 0.3
settle
screenshot $OUT/checkout-rest.png
click 40 69
wait 0.5
settle
screenshot $OUT/checkout-cart.png
click 40 290
wait 0.5
settle
screenshot $OUT/checkout-pushed.png
click 195 208
wait 0.2
settle
screenshot $OUT/checkout-keyboard.png
quit
EOF
# iPhone 14: the navigation bar's backdrop spans 47 (below the status bar, here the
# switcher's band) to its hairline at 90; the cart's Checkout button is the blue run
# 251-301 at x = 300 (20 below the bar, four 20-point rows 12 apart, 24 more); the form's Pay
# button, pushed back, is the first blue run at x = 300 (536-586), right of the back
# button's blue and of "Add address…"; the email field (its
# middle at 208) brings the letter keys up to 844 - 291 = 553.
if "$BIN" --phone-only --screen checkout --script "$OUT/checkout.script" >"$OUT/checkout.log" 2>&1; then
  bar_rest=$($CHECK bar-run "$OUT/checkout-rest.png" 1 5)
  cart=$($CHECK blue-run "$OUT/checkout-cart.png" 1 300)
  pushed=$($CHECK blue-run "$OUT/checkout-pushed.png" 1 300)
  bar_up=$($CHECK bar-run "$OUT/checkout-keyboard.png" 1 5)
  kb=$($CHECK keyboard-top "$OUT/checkout-keyboard.png" 1)
  if [[ $bar_rest == "47 90" && $cart == "251.0 301.0" && $pushed == "536.0 586.0" && $bar_up == "47 90" ]] &&
    python3 -c 'import sys; sys.exit(0 if abs(float(sys.argv[1]) - 553) <= 1 else 1)' "$kb" 2>/dev/null; then
    pass "checkout: bar $bar_rest, cart button $cart, form's Pay $pushed after the push, keyboard top $kb, bar still $bar_up"
  else
    fail "checkout: bar $bar_rest (want 47 90), cart $cart (want 251 301), pushed $pushed (want 536 586), keyboard $kb (want 553), bar up $bar_up"
  fi
else
  fail "checkout script exited $? ($(tr '\n' ' ' <"$OUT/checkout.log"))"
fi

echo "e2e 3: bad input gets a message and an exit code"
expect_exit() {  # name code pattern command...
  local name=$1 code=$2 pattern=$3
  shift 3
  local output status=0
  output=$("$@" 2>&1) || status=$?
  if [[ $status == "$code" ]] && grep -q -- "$pattern" <<<"$output"; then
    pass "$name: exit $status, '$pattern'"
  else
    fail "$name: exit $status (want $code), output: $output"
  fi
}
expect_exit "unknown flag" 2 "unknown option '--bogus'" "$BIN" --bogus
expect_exit "unknown screen" 2 "unknown screen 'nope'" "$BIN" --screen nope
expect_exit "unknown device" 2 "unknown device 'pixel' (known: iphone-se-3rd-gen," "$BIN" --device pixel
expect_exit "device list" 0 "^iphone-16-pro-max  440×956 @3x$" "$BIN" --device list
expect_exit "no display" 1 "no display: run under X11/Wayland or use --headless" \
  env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "$BIN"
expect_exit "unreachable display" 1 "no display: run under X11/Wayland or use --headless" \
  env -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER DISPLAY=:4242 timeout 20 "$BIN"
expect_exit "missing assets" 1 "/nonexistent/assets" env KEYBOARDLAB_ASSETS=/nonexistent/assets "$BIN" --headless \
  --screenshot "$OUT/never.png"
printf 'wait 0.1\nclick 10\n' >"$OUT/bad.script"
expect_exit "bad script line" 2 "bad.script:2: click takes x and y" "$BIN" --headless --script "$OUT/bad.script"

echo "e2e 4: the keyboard audit of the seed screens, its table, JSON and report"
audit_status=0
"$BIN" audit --screen all --no-timing --json "$OUT/audit/audit.json" --report "$OUT/audit" >"$OUT/audit.log" 2>&1 ||
  audit_status=$?
if [[ $audit_status == 1 ]] && grep -q "^screen  *device  *orientation  keyboard  inputs  covered  clipped  drift" "$OUT/audit.log" &&
  [[ -s "$OUT/audit/index.html" && -s "$OUT/audit/todo.png" && -s "$OUT/audit/login.png" && -s "$OUT/audit/memo.png" &&
    -s "$OUT/audit/checkout.png" ]]; then
  pass "audit --screen all: exit 1 (the seeds have findings), the table, index.html and four sheets"
else
  fail "audit --screen all: exit $audit_status, output: $(head -c 600 "$OUT/audit.log")"
fi
# The todo screen's -30 shift does not lift its text view's caret line above the landscape
# keyboard (162–181 points of a 375–440-point-high screen) on the five smaller phones; it
# is clear in portrait. The login and checkout screens are clean everywhere.
if python3 - "$OUT/audit/audit.json" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
assert len(report["cases"]) == 96, len(report["cases"])
todo = [f for f in report["findings"] if f["screen"] == "todo"]
assert todo and all(f["kind"] == "covered" and f["orientation"] == "landscape" for f in todo), todo
assert not [f for f in report["findings"] if f["screen"] in ("login", "checkout")]
PY
then
  pass "audit JSON: 96 cases (12 devices); todo covered in landscape only; login and checkout clean"
else
  fail "audit JSON does not say what the table said"
fi
expect_exit "audit, clean screen" 0 "1 screen, 24 cases, 0 findings" "$BIN" audit --screen login --no-timing
expect_exit "audit, unknown device" 2 "unknown device 'pixel'" "$BIN" audit --device pixel
expect_exit "audit, bad orientation" 2 "--orientation must be portrait, landscape" "$BIN" audit --orientation up
# The login screen on an 11-inch Pro in portrait, in the screen and the four shares of
# --window all: five cases, the table's window column, nothing found.
expect_exit "audit, every window" 0 "^login   ipad-pro-11  portrait     slide-over  software  2 " "$BIN" audit \
  --screen login --device ipad-pro-11 --orientation portrait --window all --no-timing
expect_exit "audit, a window on phones only" 2 "--window half needs an iPad" "$BIN" audit --device iphone-14 \
  --window half
expect_exit "audit, unwritable report" 2 "cannot write /proc/nope" "$BIN" audit --screen login --device iphone-14 \
  --orientation portrait --no-timing --report /proc/nope
# An output that cannot be written is refused before the first case runs: no table.
unwritable_status=0
"$BIN" audit --screen all --keyboard all --json /proc/x.json >"$OUT/audit-unwritable.out" 2>"$OUT/audit-unwritable.err" ||
  unwritable_status=$?
if [[ $unwritable_status == 2 ]] && grep -q "cannot write /proc/x.json" "$OUT/audit-unwritable.err" &&
  [[ ! -s "$OUT/audit-unwritable.out" ]]; then
  pass "audit --json /proc/x.json: exit 2 before any case ran ($(head -1 "$OUT/audit-unwritable.err"))"
else
  fail "audit --json /proc/x.json: exit $unwritable_status, stdout $(wc -c <"$OUT/audit-unwritable.out") bytes, $(cat "$OUT/audit-unwritable.err")"
fi
expect_exit "unwritable --screenshot" 2 "cannot write /proc/x.png" "$BIN" --headless --screenshot /proc/x.png
expect_exit "unwritable --plot" 2 "cannot write /proc/x.png" "$BIN" --headless --plot /proc/x.png
printf 'wait 0.1\nlab screenshot /proc/x.png\n' >"$OUT/unwritable.script"
expect_exit "unwritable lab screenshot" 2 "unwritable.script:2: cannot write /proc/x.png" \
  "$BIN" --headless --script "$OUT/unwritable.script"

echo "e2e 5: the lab window: a phone chosen in the panel by a click, its screenshots, the plot"
cat >"$OUT/lab.script" <<EOF
wait-for-file $OUT/go-device
settle
expect-device iphone-se-3rd-gen
screenshot $OUT/lab-phone.png
lab screenshot $OUT/lab-window.png
focus
settle
lab plot $OUT/lab-plot.png
quit
EOF
"$BIN" --script "$OUT/lab.script" >"$OUT/lab.log" 2>&1 &
app=$!
if window=$(timeout 15 xdotool search --sync --name "KeyboardLab" | head -1) && [[ -n "$window" ]]; then
  sleep 0.3
  # The lab on an iPhone 14 is 848 points wide: the panel starts 24 + 340 points from its
  # right edge, at x 484; its devices are two to a row, 150 points wide each after its
  # 16-point inset, so the first (iphone-se-3rd-gen) is centred at 484 + 16 + 75 = 575,
  # on the first device row, y 168.
  geometry=$(xdotool getwindowgeometry "$window" | awk '/Geometry/ {print $2}')
  xdotool mousemove --window "$window" 575 168 click 1
  sleep 0.3
  touch "$OUT/go-device"
  if wait "$app"; then
    pass "lab: a click on iphone-se-3rd-gen in the panel put the screen on it"
  else
    fail "lab script exited $? ($(tr '\n' ' ' <"$OUT/lab.log"))"
  fi
  if [[ $geometry == 848x1000 ]]; then pass "lab window 848x1000 for an iPhone 14"; else fail "lab window $geometry (want 848x1000)"; fi
  phone=$($CHECK size "$OUT/lab-phone.png" 1 2>/dev/null || echo none)
  whole=$($CHECK size "$OUT/lab-window.png" 1 2>/dev/null || echo none)
  plot=$($CHECK size "$OUT/lab-plot.png" 1 2>/dev/null || echo none)
  if [[ $phone == 375x667 && $whole == 821x1000 && $plot == 720x360 ]]; then
    pass "lab screenshots: the phone alone 375x667, the lab 821x1000, the plot 720x360"
  else
    fail "lab screenshots: phone $phone (want 375x667), lab $whole (want 821x1000), plot $plot (want 720x360)"
  fi
else
  fail "no KeyboardLab lab window appeared"
  kill "$app" 2>/dev/null || true
fi
echo "e2e 5c: an iPad in the lab: the panel's Split and ½ split the keyboard and halve the window"
cat >"$OUT/pad.script" <<EOF
wait-for-file $OUT/go-pad
settle
focus
settle
expect-keyboard-top 573
screenshot $OUT/pad-phone.png
lab screenshot $OUT/pad-lab.png
quit
EOF
"$BIN" --device ipad-air-11 --script "$OUT/pad.script" >"$OUT/pad.log" 2>&1 &
app=$!
if window=$(timeout 15 xdotool search --sync --name "KeyboardLab" | head -1) && [[ -n "$window" ]]; then
  sleep 0.3
  # On an 11-inch iPad Air the lab is 1266 x 1262 (24 + 17 + 820 + 17 + 24 + 340 + 24); its
  # panel's keyboard-place control spans x 918-1226 at y 557-587, four equal segments, so
  # Split (the third) is centred at 918 + 2.5 x 77 = 1110.5, y 572; the window control
  # below it (y 595-625) has five, so ½ (the second) is at 918 + 1.5 x 61.6 = 1010, y 610.
  # The split keyboard is 214 high, a third of 1180 (393) up: its top at 1180 - 393 - 214 =
  # 573; half of Split View is (820 - 10) / 2 = 405 points wide.
  xdotool mousemove --window "$window" 1110 572 click 1
  sleep 0.2
  xdotool mousemove --window "$window" 1010 610 click 1
  sleep 0.5
  touch "$OUT/go-pad"
  if wait "$app"; then
    pass "lab on iPad: the panel's Split put the keyboard's top at 573"
  else
    fail "pad script exited $? ($(tr '\n' ' ' <"$OUT/pad.log"))"
  fi
  phone=$($CHECK size "$OUT/pad-phone.png" 1 2>/dev/null || echo none)
  if [[ $phone == 405x1180 ]]; then
    pass "lab on iPad: the panel's ½ made the app's window 405x1180"
  else
    fail "lab on iPad: the app's window $phone (want 405x1180)"
  fi
else
  fail "no KeyboardLab lab window appeared for the iPad"
  kill "$app" 2>/dev/null || true
fi

echo "e2e 5d: an iPad's keyboard pinched into the floating one, then dragged by its grabber"
cat >"$OUT/float.script" <<EOF
focus
settle
screenshot $OUT/float-ready.png
wait-for-file $OUT/go-float
settle
expect-keyboard-top 516
quit
EOF
"$BIN" --device ipad-pro-11 --script "$OUT/float.script" >"$OUT/float.log" 2>&1 &
app=$!
if window=$(timeout 15 xdotool search --sync --name "KeyboardLab" | head -1) && [[ -n "$window" ]]; then
  for _ in $(seq 100); do [[ -f $OUT/float-ready.png ]] && break; sleep 0.1; done
  sleep 0.3
  # On an 11-inch iPad Pro the screen is at (41, 41) in the lab (24 of margin and a 17-point
  # frame). The docked keyboard spans y 921-1210: Control and the wheel towards the user over
  # it pinch it closed, and it floats, 320x254 at (257, 916). Its grabber's strip is its
  # bottom 14 points, centred at (417, 1163), so (458, 1204) in the lab; dragged 200 left and
  # 400 up, the keyboard's top is at 916 - 400 = 516.
  xdotool mousemove --window "$window" 458 1100 keydown ctrl click 5 keyup ctrl
  sleep 0.6
  xdotool mousemove --window "$window" 458 1204 mousedown 1
  for step in 1 2 3 4; do
    xdotool mousemove --window "$window" $((458 - 50 * step)) $((1204 - 100 * step))
    sleep 0.05
  done
  xdotool mouseup 1
  sleep 0.3
  touch "$OUT/go-float"
  if wait "$app"; then
    pass "lab on iPad: Control-wheel floated the keyboard and its grabber dragged it to y 516"
  else
    fail "float script exited $? ($(tr '\n' ' ' <"$OUT/float.log"))"
  fi
else
  fail "no KeyboardLab lab window appeared for the floating keyboard"
  kill "$app" 2>/dev/null || true
fi

echo "e2e 5b: the inspector: Inspect in the panel, then a click on the todo field selects it"
cat >"$OUT/inspect.script" <<EOF
wait-for-file $OUT/go-inspected
settle
lab screenshot $OUT/lab-inspect.png
quit
EOF
"$BIN" --script "$OUT/inspect.script" >"$OUT/inspect.log" 2>&1 &
app=$!
if window=$(timeout 15 xdotool search --sync --name "KeyboardLab" | head -1) && [[ -n "$window" ]]; then
  sleep 0.3
  # Inspect is the third of the panel's Copy log / Save plot / Inspect row (y 928): three
  # of (308 - 2 × 8) / 3 = 97.3 points from x 484 + 16, the third centred at 759. The
  # todo field is centred at (195, 190) of the phone, whose screen starts at (46.6, 78).
  xdotool mousemove --window "$window" 759 928 click 1
  sleep 0.3
  xdotool mousemove --window "$window" 242 268 click 1
  sleep 0.3
  touch "$OUT/go-inspected"
  if wait "$app"; then
    # The selected field outlined in red along its top edge (y 150 of the phone: 228).
    rgb=$($CHECK pixel "$OUT/lab-inspect.png" 1 242 229 2>/dev/null || echo none)
    read -r r g b <<<"$rgb"
    if [[ $rgb != none ]] && ((r > 180 && g < 80 && b < 80)); then
      pass "inspector: the clicked field is selected and outlined in red ($rgb)"
    else
      fail "inspector: no red outline on the field's top edge (pixel $rgb)"
    fi
  else
    fail "inspect script exited $? ($(tr '\n' ' ' <"$OUT/inspect.log"))"
  fi
else
  fail "no KeyboardLab lab window appeared for the inspector"
  kill "$app" 2>/dev/null || true
fi

plot_status=0
"$BIN" --headless --plot "$OUT/plot-headless.png" >"$OUT/plot.log" 2>&1 || plot_status=$?
if [[ $plot_status == 0 ]] && [[ $($CHECK size "$OUT/plot-headless.png" 1) == 720x360 ]]; then
  pass "--headless --plot wrote a 720x360 plot"
else
  fail "--headless --plot exited $plot_status ($(tr '\n' ' ' <"$OUT/plot.log"))"
fi
expect_exit "plot with --phone-only" 2 "--plot does not combine with --phone-only" "$BIN" --headless --phone-only --plot "$OUT/x.png"

echo "e2e 6: the compare mode: three phones, three processes, three keyboards"
compare_status=0
"$BIN" --compare --headless --screenshot "$OUT/compare.png" --plot "$OUT/compare-plot.png" >"$OUT/compare.log" 2>&1 ||
  compare_status=$?
# Three iPhone 14 slots of 390 + 2 × 22.6047 + 24 points after a 24-point margin (1 402
# wide), 24 + 22.6 + 844 + 22.6 + 24 + the 260-point bar high (1 198). Each phone's
# screen starts 46.6 points in, 459.2 apart; 5 points below its keyboard's top (553 +
# 46.6) is the keyboard's grey band, in all three: each focused its own field.
if [[ $compare_status == 0 ]] && [[ $($CHECK size "$OUT/compare.png" 1) == 1402x1198 ]] &&
  [[ $($CHECK size "$OUT/compare-plot.png" 1) == 720x360 ]]; then
  pass "--compare: a 1402x1198 window of three phones and a plot"
else
  fail "--compare exited $compare_status ($(tr '\n' ' ' <"$OUT/compare.log"))"
fi
keyboards=0
for x in 66 525 985; do
  [[ $($CHECK pixel "$OUT/compare.png" 1 "$x" 606 2>/dev/null) == "209 211 217" ]] && keyboards=$((keyboards + 1))
done
if ((keyboards == 3)); then pass "--compare: every phone's keyboard is up"; else fail "--compare: $keyboards of 3 keyboards up"; fi
# An iPhone 14 beside an 11-inch iPad Pro, each its own process with its own keyboard: at
# full size 24 + 17 + 1 210 + 17 + 24 + 260 = 1 552 points high, over the 1 400 of this
# Xvfb, so both at 3/4: 24 + (292.5 + 2 × 16.95 + 24) + (625.5 + 2 × 12.75 + 24) = 1 049.4
# wide (1 050) and 48 + 933 + 260 = 1 241 high. 5 points below each keyboard's top, 2 in
# from its left: the iPhone's at 40.95 + 553 × 3/4 = 455.7, the iPad's at
# 36.75 + 921 × 3/4 = 727.5, the iPad's screen 24 + 16.95 + 292.5 + 16.95 + 24 + 12.75 =
# 387.2 in.
devices_status=0
"$BIN" --compare-devices iphone-14,ipad-pro-11 --headless --screenshot "$OUT/compare-devices.png" \
  >"$OUT/compare-devices.log" 2>&1 || devices_status=$?
if [[ $devices_status == 0 ]] && [[ $($CHECK size "$OUT/compare-devices.png" 1) == 1050x1241 ]] &&
  [[ $($CHECK pixel "$OUT/compare-devices.png" 1 42 459) == "209 211 217" ]] &&
  [[ $($CHECK pixel "$OUT/compare-devices.png" 1 388 731) == "209 211 217" ]]; then
  pass "--compare-devices iphone-14,ipad-pro-11: a 1050x1241 window at 3/4, both keyboards up"
else
  fail "--compare-devices exited $devices_status ($(tr '\n' ' ' <"$OUT/compare-devices.log"))"
fi
# A crash in one phone's screen ends that phone, not the lab.
"$BIN" --compare >"$OUT/compare-window.log" 2>&1 &
app=$!
if window=$(timeout 15 xdotool search --sync --name "compare todo" | head -1) && [[ -n "$window" ]]; then
  sleep 1
  phones=$(phone_pids "$app")
  login=$(phone_pids "$app" login)
  todo=$(phone_pids "$app" todo)
  if [[ $(wc -w <<<"$phones") == 3 && $(wc -w <<<"$login") == 1 && $(wc -w <<<"$todo") == 1 ]]; then
    pass "--compare: the lab runs three phone processes (pids $(tr '\n' ' ' <<<"$phones"))"
  else
    fail "--compare: want three phone processes of the lab, one each for login and todo; found '$phones'"
  fi
  [[ -n $login ]] && kill -9 $login
  sleep 1
  if kill -0 "$app" 2>/dev/null && [[ -n $todo ]] && is_phone "$todo" && ! is_phone "$login"; then
    pass "--compare: the login phone's process killed, the lab and the other phones run on"
  else
    fail "--compare: the lab did not survive a phone's crash ($(tr '\n' ' ' <"$OUT/compare-window.log"))"
  fi
  kill "$app" 2>/dev/null || true
  wait "$app" 2>/dev/null || true
  sleep 0.5
  left=""
  for pid in $phones; do is_phone "$pid" && left="$left $pid"; done
  if [[ -n $phones && -z $left ]]; then
    pass "--compare: the phones end with the lab"
  else
    fail "--compare: phone processes outlived the lab (${left:-none were found})"
  fi
else
  fail "no KeyboardLab compare window appeared"
  kill "$app" 2>/dev/null || true
fi

echo "e2e 7: the X clipboard: pasted into the todo field with Ctrl-V, copied out with Ctrl-A, Ctrl-C"
cat >"$OUT/clipboard.script" <<EOF
wait-for-file $OUT/go-pasted
settle
expect-text Paste from X 클립
wait-for-file $OUT/go-copied
quit
EOF
# xclip owns the clipboard in the foreground (-quiet) until another program takes it, so
# the script knows its pid and ends it, and only it.
printf 'Paste from X 클립' | xclip -quiet -selection clipboard -i >/dev/null 2>&1 &
owner=$!
"$BIN" --phone-only --script "$OUT/clipboard.script" >"$OUT/clipboard.log" 2>&1 &
app=$!
if window=$(timeout 15 xdotool search --sync --name "KeyboardLab" | head -1) && [[ -n "$window" ]]; then
  sleep 0.3
  xdotool mousemove --window "$window" 195 190 click 1
  sleep 0.6
  xdotool key --window "$window" ctrl+v
  sleep 0.5
  touch "$OUT/go-pasted"
  sleep 0.5
  # Something else on the clipboard first, so that what is read back is the phone's copy.
  kill "$owner" 2>/dev/null || true
  wait "$owner" 2>/dev/null || true
  printf 'stale' | xclip -quiet -selection clipboard -i >/dev/null 2>&1 &
  owner=$!
  sleep 0.3
  xdotool key --window "$window" ctrl+a
  xdotool key --window "$window" ctrl+c
  sleep 0.5
  copied=$(timeout 5 xclip -selection clipboard -o 2>/dev/null || echo "(nothing)")
  touch "$OUT/go-copied"
  if wait "$app"; then
    pass "clipboard: Ctrl-V pasted the X clipboard into the todo field"
  else
    fail "clipboard: the paste did not arrive ($(tr '\n' ' ' <"$OUT/clipboard.log"))"
  fi
  if [[ $copied == "Paste from X 클립" ]]; then
    pass "clipboard: Ctrl-A, Ctrl-C put the field's text on the X clipboard"
  else
    fail "clipboard: the X clipboard holds '$copied' after Ctrl-A, Ctrl-C (want 'Paste from X 클립')"
  fi
else
  fail "no KeyboardLab window appeared for the clipboard"
  kill "$app" 2>/dev/null || true
fi
kill "$owner" 2>/dev/null || true
wait "$owner" 2>/dev/null || true

echo "e2e: screenshots in ${OUT#"$ROOT"/}/"
# The closing line CI reads: "N passed, N failed".
echo "e2e: $passes passed, $failures failed"
if ((failures > 0)); then
  exit 1
fi
