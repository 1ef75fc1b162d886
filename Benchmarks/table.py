#!/usr/bin/env python3
"""Prints `make bench`'s one table: Swift (keyboard-lab-bench --json) next to kiwi
(kiwi_bench.py --json), one JSON file per interleaved round, as the median over rounds
with the min-max, then the targets, then any extra rows.

    python3 Benchmarks/table.py --swift swift-1.json ... [--kiwi kiwi-1.json ...]
        [--growth swift-growth.json] [--extra FILE ...]
        [--command TEXT] [--load-before "1 5 15"] [--load-after "1 5 15"]

The header says what ran (--command), when (UTC), and the machine's load average before
and after (run.sh passes both; without --load-after the load now). Each row with a target
says whether its median meets it: "met", "missed", or "noisy, rerun" when either side's
spread over rounds (slowest / fastest) is more than 2x, or "rerun: N rounds" with fewer
than 3 rounds -- a figure from such a run is not one to quote.

--growth holds a larger Swift-only chain: its build time against chain 1000's median
gives the build growth exponent.

Extra rows come from JSON files holding a list of
    {"case": ..., "quantity": ..., "value": number, "unit": "ms", "target": ..., "note": ...}
(run.sh passes every `.build/bench/extra*.json`). A numeric target is an upper bound;
a string target may read "<= 16" or ">= 60", anything else is shown as it is.

Exit status: 1 if a Swift probe failed or a Swift case threw, else 0 (a MISSed
performance target is reported, not fatal).
"""

import argparse
import json
import math
import re
import os
import sys
import time

# (case, quantity, largest Swift/kiwi ratio of medians). The grid frames move every view;
# 5000 runs when BENCH_SIZES includes it.
TARGETS = [
    ("todo screen", "build_ms", 1.0), ("todo screen", "frame_us", 1.0),
    ("chain 1000", "build_ms", 0.5), ("chain 1000", "frame_us", 0.5),
    ("grid 1000", "build_ms", 0.5), ("grid 1000", "frame_us", 0.35),
    ("grid 1000", "frame_p99_us", 0.4),
    ("grid 5000", "frame_us", 0.35), ("grid 5000", "frame_p99_us", 0.4),
]
GROWTH_TARGET = 2.0
# A side whose slowest round took more than this many times its fastest was disturbed.
NOISE_LIMIT = 2.0
MIN_ROUNDS = 3

# (label, Swift key, kiwi key, probe key): rows per case, when the Swift side has the key.
ROWS = [
    ("build ms", "build_ms", "build_ms", "check_ok"),
    ("frame us (mean)", "frame_us", "frame_us", "check_ok"),
    ("frame us (p99)", "frame_p99_us", "frame_p99_us", "check_ok"),
    ("frame us, full write-back both", "frame_full_us", "frame_us", "check_ok"),
    ("churn us remove+add", "churn_us", "churn_us", "churn_check_ok"),
    ("churn us remove+add, 1st op", "churn_first_us", "churn_first_us", "churn_check_ok"),
    ("churn us updateConstant vs kiwi remove+add", "churn_update_us", "churn_us", "churn_check_ok"),
    ("churn us updateConstant, 1st op", "churn_update_first_us", "churn_first_us", "churn_check_ok"),
    ("late_edit ms", "late_edit_ms", "late_edit_ms", "check_ok"),
]


def machine_load():
    try:
        with open("/proc/loadavg") as f:
            return " ".join(f.read().split()[:3])
    except OSError:
        return "?"


def load(path):
    if not path or not os.path.exists(path):
        return None
    with open(path) as f:
        return json.load(f)


def num(x):
    if x is None:
        return "-"
    a = abs(x)
    return f"{x:.0f}" if a >= 100 else f"{x:.1f}" if a >= 10 else f"{x:.2f}" if a >= 1 else f"{x:.3f}"


def render(header, rows):
    widths = [max(len(str(r[i])) for r in [header] + rows) for i in range(len(header))]
    right = [i for i, h in enumerate(header) if h in ("Swift", "kiwi", "ratio Swift/kiwi", "value")]
    line = lambda r: "  ".join(str(c).rjust(w) if i in right else str(c).ljust(w)
                               for i, (c, w) in enumerate(zip(r, widths))).rstrip()
    print(line(header))
    print("  ".join("-" * w for w in widths))
    for r in rows:
        print(line(r))


def probe_text(swift_ok, kiwi_ok):
    s = {True: "OK", False: "MISMATCH", None: "n/a"}[swift_ok]
    return s + (" (kiwi MISMATCH)" if kiwi_ok is False else "")


def parse_target(target, value):
    """(text, met/missed or "") for an extra row's target."""
    if target is None:
        return "", ""
    bound, op = target, "<="
    if isinstance(target, str):
        # "<= 16", ">= 60", "<= 5 µs": a bound, and the row's unit after it if any.
        match = re.fullmatch(r"\s*(<=|>=|≤|≥)?\s*([0-9.]+)\s*\S*\s*", target)
        if not match:
            return target, ""
        op = ">=" if match.group(1) in (">=", "≥") else "<="
        bound = float(match.group(2))
    if not isinstance(bound, (int, float)) or not isinstance(value, (int, float)):
        return str(target), ""
    ok = value <= bound if op == "<=" else value >= bound
    return f"{op} {num(bound)}", "met" if ok else "missed"


def verdict(s, k, bound, nrounds):
    """'met', 'missed', 'noisy, rerun' or 'rerun: N rounds' for Swift's spread `s` against
    kiwi's `k` ((median, min, max) each) and the largest ratio `bound`."""
    if nrounds < MIN_ROUNDS:
        return f"rerun: {nrounds} round{'s' if nrounds != 1 else ''}"
    if any(m[1] > 0 and m[2] / m[1] > NOISE_LIMIT for m in (s, k)):
        return "noisy, rerun"
    return "met" if s[0] / k[0] <= bound else "missed"


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


def rounds(paths):
    """{case: [result of each round]} and the first file's header."""
    out, first = {}, None
    for p in paths:
        d = load(p)
        if d is None:
            continue
        first = first or d
        for r in d["results"]:
            out.setdefault(r["case"], []).append(r)
    return out, first


def spread(results, key):
    """(median, min, max) of `key` over rounds, or None."""
    xs = [r[key] for r in results if r.get(key) is not None]
    return (median(xs), min(xs), max(xs)) if xs else None


def cell(m):
    if m is None:
        return "-"
    return num(m[0]) + (f" ({num(m[1])}-{num(m[2])})" if m[1] != m[2] else "")


def main():
    ap = argparse.ArgumentParser(description="Swift vs kiwi benchmark table")
    ap.add_argument("--swift", nargs="+", required=True)
    ap.add_argument("--kiwi", nargs="*", default=[])
    ap.add_argument("--growth")
    ap.add_argument("--extra", nargs="*", default=[])
    ap.add_argument("--command", default="Benchmarks/table.py")
    ap.add_argument("--load-before")
    ap.add_argument("--load-after")
    a = ap.parse_args()
    sw, swift = rounds(a.swift)
    if swift is None:
        print(f"table: no Swift results in {a.swift}", file=sys.stderr)
        return 2
    kw, kiwi = rounds(a.kiwi)
    # Rounds per case: a case's results may come from files of their own (the large grid).
    nrounds = max((len(rs) for rs in sw.values()), default=0)

    now = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    print(f"# {a.command}, {now}, {os.cpu_count()} cores; load average (1, 5, 15 min) before: "
          f"{a.load_before or '?'}, after: {a.load_after or machine_load()}")
    print(f"# Swift Cassowary vs kiwisolver {kiwi['version'] if kiwi else '(not run)'}, "
          f"same machine, interleaved rounds (Swift, kiwi, ...): {nrounds}; {swift.get('machine', '?')}")
    print("# each cell: median over rounds (min-max); ratio = Swift median / kiwi median, below 1: Swift faster")
    print("# write-back: the Swift frame writes back only the variables that changed; kiwi's")
    print("# updateVariables writes back every variable. 'full write-back both' is the Swift frame")
    print("# with updateAllVariables() (every variable), against the same kiwi frame.")
    bounds = {(case, key): bound for case, key, bound in TARGETS}
    rows = []
    for case, s in sw.items():
        k = kw.get(case, [])
        for label, skey, kkey, pkey in ROWS:
            sm = spread(s, skey)
            if sm is None:
                continue
            km = spread(k, kkey)
            ratio = f"{sm[0] / km[0]:.2f}" if km and km[0] else "-"
            sok = all(r.get(pkey) is not False for r in s) if any(pkey in r for r in s) else None
            kok = all(r.get("check_ok") is not False for r in k) if k else None
            bound = bounds.get((case, skey)) if skey == kkey else None
            target = f"<= {bound:.2f}" if bound is not None else ""
            status = verdict(sm, km, bound, len(s)) if bound is not None and km and km[0] else ""
            rows.append((case, label, cell(sm), cell(km), ratio, target, status, probe_text(sok, kok)))
    for e in swift.get("errors", []):
        rows.append((e["case"], "solver error", "-", "-", "-", "", "", e["error"]))
    render(("case", "quantity", "Swift", "kiwi", "ratio Swift/kiwi", "target", "status", "probe OK"), rows)

    print("\n# targets (ratio of medians Swift/kiwi; worst round = slowest Swift round / fastest kiwi round)")
    for case, key, bound in TARGETS:
        s, k = spread(sw.get(case, []), key), spread(kw.get(case, []), key)
        if s is None or not k:
            status = "n/a (" + ("no kiwi result" if s is not None else "case not run") + ")"
            print(f"  {case:<12} {key:<12} <= {bound:.2f}   {status}")
        else:
            r = s[0] / k[0]
            print(f"  {case:<12} {key:<12} <= {bound:.2f}   {r:5.2f}  {verdict(s, k, bound, len(sw[case]))}"
                  f"   (worst round {s[2] / k[1]:.2f})")
    growth = load(a.growth)
    base = spread(sw.get("chain 1000", []), "build_ms")
    if growth and growth["results"] and base:
        g = growth["results"][0]
        n = int(g["case"].split()[-1])
        e = math.log(g["build_ms"] / base[0]) / math.log(n / 1000)
        print(f"  chain build growth exponent 1000 -> {n} views (Swift {num(base[0])} ms -> "
              f"{num(g['build_ms'])} ms, one run) <= {GROWTH_TARGET:.1f}   {e:5.2f}  "
              f"{'met' if e <= GROWTH_TARGET else 'missed'}")

    extra, sources = [], []
    for path in a.extra:
        try:
            items = load(path)
            assert isinstance(items, list)
        except (OSError, ValueError, AssertionError) as e:
            print(f"# skipped {path}: not a JSON list of rows ({e})", file=sys.stderr)
            continue
        sources.append(os.path.basename(path))
        for it in items:
            v = it.get("value")
            target, status = parse_target(it.get("target"), v)
            extra.append((it.get("case", "?"), it.get("quantity", "?"),
                          num(v) if isinstance(v, (int, float)) else str(v), it.get("unit", ""),
                          target, status, it.get("note", "")))
    if extra:
        print("\n# more rows (" + ", ".join(sources) + ")")
        render(("case", "quantity", "value", "unit", "target", "status", "note"), extra)

    failed = any(load(p).get("errors") for p in a.swift if os.path.exists(p)) or any(
        r.get("check_ok") is False or r.get("churn_check_ok") is False for rs in sw.values() for r in rs)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
