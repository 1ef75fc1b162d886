#!/usr/bin/env python3
"""Prints `make bench`'s one table: Swift (keyboard-lab-bench --json) next to kiwi
(kiwi_bench.py --json), measured in the same run, then the targets, then any extra rows.

    python3 Benchmarks/table.py --swift swift.json [--kiwi kiwi.json] [--extra FILE ...]

Extra rows come from JSON files holding a list of
    {"case": ..., "quantity": ..., "value": number, "unit": "ms", "target": ..., "note": ...}
(run.sh passes every `.build/bench/extra*.json`). A numeric target is an upper bound;
a string target may read "<= 16" or ">= 60", anything else is shown as it is.

Exit status: 1 if a Swift probe failed or a Swift case threw, else 0 (a MISSed
performance target is reported, not fatal).
"""

import argparse
import json
import os
import sys

# (case, quantity, largest Swift/kiwi ratio)
TARGETS = [
    ("todo screen", "build_ms", 1.0), ("todo screen", "frame_us", 1.0),
    ("chain 1000", "build_ms", 0.5), ("chain 1000", "frame_us", 0.5),
    ("grid 1000", "build_ms", 0.5), ("grid 1000", "frame_us", 0.5),
]

# (label, Swift key, kiwi key, probe key): rows per case, when the Swift side has the key.
ROWS = [
    ("build ms", "build_ms", "build_ms", "check_ok"),
    ("frame us (mean)", "frame_us", "frame_us", "check_ok"),
    ("frame us (p99)", "frame_p99_us", "frame_p99_us", "check_ok"),
    ("churn us remove+add", "churn_us", "churn_us", "churn_check_ok"),
    ("churn us remove+add, 1st op", "churn_first_us", "churn_first_us", "churn_check_ok"),
    ("churn us updateConstant vs kiwi remove+add", "churn_update_us", "churn_us", "churn_check_ok"),
    ("churn us updateConstant, 1st op", "churn_update_first_us", "churn_first_us", "churn_check_ok"),
    ("late_edit ms", "late_edit_ms", "late_edit_ms", "check_ok"),
]


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
    """(text, PASS/MISS or '') for an extra row's target."""
    if target is None:
        return "", ""
    bound, op = target, "<="
    if isinstance(target, str):
        t = target.strip().replace("≤", "<=").replace("≥", ">=")
        op = ">=" if t.startswith(">=") else "<="
        try:
            bound = float(t.lstrip("<>= "))
        except ValueError:
            return target, ""
    if not isinstance(bound, (int, float)) or not isinstance(value, (int, float)):
        return str(target), ""
    ok = value <= bound if op == "<=" else value >= bound
    return f"{op} {num(bound)}", "PASS" if ok else "MISS"


def main():
    ap = argparse.ArgumentParser(description="Swift vs kiwi benchmark table")
    ap.add_argument("--swift", required=True)
    ap.add_argument("--kiwi")
    ap.add_argument("--extra", nargs="*", default=[])
    a = ap.parse_args()
    swift = load(a.swift)
    if swift is None:
        print(f"table: no Swift results at {a.swift}", file=sys.stderr)
        return 2
    kiwi = load(a.kiwi)
    sw = {r["case"]: r for r in swift["results"]}
    kw = {r["case"]: r for r in kiwi["results"]} if kiwi else {}

    print(f"# Swift Cassowary vs kiwisolver {kiwi['version'] if kiwi else '(not run)'}, "
          f"same machine, same run: {swift.get('machine', '?')}")
    print("# ratio = Swift / kiwi: below 1 means Swift is faster")
    rows = []
    for case, s in sw.items():
        k = kw.get(case, {})
        for label, skey, kkey, pkey in ROWS:
            if s.get(skey) is None:
                continue
            sv, kv = s[skey], k.get(kkey)
            ratio = f"{sv / kv:.2f}" if kv else "-"
            rows.append((case, label, num(sv), num(kv), ratio, probe_text(s.get(pkey), k.get("check_ok"))))
    for e in swift.get("errors", []):
        rows.append((e["case"], "solver error", "-", "-", "-", e["error"]))
    render(("case", "quantity", "Swift", "kiwi", "ratio Swift/kiwi", "probe OK"), rows)

    print("\n# targets (ratio Swift/kiwi)")
    for case, key, bound in TARGETS:
        s, k = sw.get(case, {}).get(key), kw.get(case, {}).get(key)
        if s is None or not k:
            status = "n/a (" + ("no kiwi result" if s is not None else "case not run") + ")"
            print(f"  {case:<12} {key:<9} <= {bound:.1f}   {status}")
        else:
            r = s / k
            print(f"  {case:<12} {key:<9} <= {bound:.1f}   {r:5.2f}  {'PASS' if r <= bound else 'MISS'}")

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

    failed = swift.get("errors") or any(r.get("check_ok") is False or r.get("churn_check_ok") is False
                                        for r in swift["results"])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
