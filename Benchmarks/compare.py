#!/usr/bin/env python3
"""`make bench`'s correctness check: every variable of every case, Swift against kiwi.

    python3 Benchmarks/compare.py --specs DIR [...] --swift swift.json [...] --kiwi kiwi.json [...]

Both sides dump every variable's value after the probe (suggestValue(edit, probe)).
Where both solutions agree within 1e-6 on every variable, the case passes as "same".
Where they do not, the optimum is not unique (ties within one strength: which of N
equal-priority heights gives way is arbitrary), and the case passes only if both
solutions satisfy every required constraint within 1e-6 and have the same objective:
kiwi's weighted sum of strength * error, or, with BENCH_ORDERED=1 (the Swift side on
ordered levels), the error sum of every strength, compared level by level. A Swift case
without a kiwi solution is checked against its required constraints only.
One line per case; exit status 1 on any mismatch.
"""

import argparse
import json
import os
import sys

REQUIRED = 1001001000.0
STRONG = 1000000.0
TOL = 1e-6


def read_spec(path):
    lines = [l.split() for l in open(path) if l.strip()]
    head = {l[0]: l[1:] for l in lines[:6]}
    edit, v0 = int(head["edit"][0]), float(head["edit"][1])
    cons = []
    for f in lines[6:]:
        op, strength, const, n = int(f[0]), float(f[1]), float(f[2]), int(f[3])
        terms = [(float(f[4 + 2 * t]), int(f[5 + 2 * t])) for t in range(n)]
        cons.append((terms, const, op, strength))
    # The edit variable is a strong `edit == probe` of its own.
    cons.append(([(1.0, edit)], -float(head["probe"][0]), 0, STRONG))
    name = os.path.basename(path)[: -len(".spec")].replace("_", " ")
    return name, int(head["vars"][0]), cons


def violation(con, x):
    terms, const, op, _ = con
    e = sum(a * x[i] for a, i in terms) + const
    return abs(e) if op == 0 else (max(0.0, e) if op == 1 else max(0.0, -e))


def assess(cons, x):
    """(required constraints violated beyond TOL, {strength: error sum})"""
    broken, levels = 0, {}
    for c in cons:
        v = violation(c, x)
        if c[3] >= REQUIRED:
            broken += v > TOL
        else:
            levels[c[3]] = levels.get(c[3], 0.0) + v
    return broken, levels


def close(a, b):
    return abs(a - b) <= TOL * max(1.0, abs(a), abs(b))


def compare(name, cons, sv, kv, ordered):
    """(ok, line)"""
    nreq = sum(c[3] >= REQUIRED for c in cons)
    s_broken, s_levels = assess(cons, sv)
    if kv is None:
        ok = s_broken == 0
        return ok, (f"{name}: no kiwi solution; {nreq - s_broken}/{nreq} required constraints "
                    f"hold on Swift's" + ("" if ok else "  MISMATCH"))
    if len(sv) != len(kv):
        return False, f"{name}: MISMATCH: Swift has {len(sv)} variables, kiwi {len(kv)}"
    diffs = [abs(a - b) for a, b in zip(sv, kv)]
    worst = max(diffs, default=0.0)
    if worst <= TOL and s_broken == 0:
        return True, f"{name}: same solution: {len(sv)} variables within 1e-6 of kiwi's (max diff {worst:.1e})"
    k_broken, k_levels = assess(cons, kv)
    if ordered:
        keys = sorted(set(s_levels) | set(k_levels), reverse=True)
        same = all(close(s_levels.get(k, 0.0), k_levels.get(k, 0.0)) for k in keys)
        objective = ", ".join(f"strength {k:g}: {s_levels.get(k, 0.0):.6g} vs {k_levels.get(k, 0.0):.6g}"
                              for k in keys)
    else:
        s_obj = sum(k * v for k, v in s_levels.items())
        k_obj = sum(k * v for k, v in k_levels.items())
        same = close(s_obj, k_obj)
        objective = f"weighted {s_obj:.9g} vs {k_obj:.9g}"
    ok = same and s_broken == 0
    ndiff = sum(d > TOL for d in diffs)
    return ok, (f"{name}: {'tie' if ok else 'MISMATCH'}: {ndiff}/{len(sv)} variables differ "
                f"(max {worst:.3g}); objective Swift vs kiwi {'equal' if same else 'DIFFERENT'} "
                f"({objective}); required constraints holding: Swift {nreq - s_broken}/{nreq}, "
                f"kiwi {nreq - k_broken}/{nreq}")


def solutions(paths):
    out = {}
    for p in paths:
        if os.path.exists(p):
            for r in json.load(open(p))["results"]:
                if r.get("values"):
                    out.setdefault(r["case"], r["values"])
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--specs", nargs="+", required=True)
    ap.add_argument("--swift", nargs="+", required=True)
    ap.add_argument("--kiwi", nargs="*", default=[])
    a = ap.parse_args()
    ordered = os.environ.get("BENCH_ORDERED") == "1"
    specs = {}
    for d in a.specs:
        for f in sorted(os.listdir(d)):
            if f.endswith(".spec"):
                name, _, cons = read_spec(os.path.join(d, f))
                specs[name] = cons
    sw, kw = solutions(a.swift), solutions(a.kiwi)
    if not sw:
        print("compare: no Swift solutions", file=sys.stderr)
        return 1
    print("# correctness: every variable after the probe, Swift against kiwi"
          + (" (Swift on ordered levels: error sums compared level by level)" if ordered else ""))
    failed = False
    for name, sv in sw.items():
        if name not in specs:
            print(f"  {name}: MISMATCH: no spec file")
            failed = True
            continue
        ok, line = compare(name, specs[name], sv, kw.get(name), ordered)
        failed |= not ok
        print("  " + line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
