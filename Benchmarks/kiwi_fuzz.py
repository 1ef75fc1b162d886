#!/usr/bin/env python3
"""Random UI-like layouts, solved by kiwi and written as the Swift benchmark's spec files,
for `make bench`'s check that the Swift solver agrees with kiwi beyond the fixed cases.

    python3 Benchmarks/kiwi_fuzz.py OUT_DIR COUNT

Each system is a root (left, top, an edit width, a height) and 3-25 views placed from an
earlier view's edges or the root's (required equalities: the rows the Swift solver keeps
as definitions), widths fixed, tied to another view's or bounded with a preference at a
random strength, heights fixed or preferred, some heights tied weakly to another's, and
views kept inside the root. kiwi adds the constraints in order (one it refuses is left
out of the spec), then suggests a probe width; OUT_DIR gets one spec per system and
kiwi.json with every variable's value, which `compare.py` reads beside the Swift side's.
Seeded by the system's number: the same systems on every machine.
"""
import json
import os
import random
import sys

import kiwisolver as kiwi

REQ, STRONG, MED, WEAK = 1001001000.0, 1000000.0, 1000.0, 1.0
out = sys.argv[1]; n = int(sys.argv[2])
os.makedirs(out, exist_ok=True)
results = []
for seed in range(n):
    rnd = random.Random(seed)
    nv = 4
    L, T, W, H = 0, 1, 2, 3
    cons = [([(1.0, L)], 0.0, 0, REQ), ([(1.0, T)], 0.0, 0, REQ), ([(1.0, H)], -844.0, 0, REQ)]
    edges = [(L, 1.0), (T, 1.0)]  # anchor vars
    views = []
    for k in range(rnd.randint(3, 25)):
        l, t, w, h = nv, nv + 1, nv + 2, nv + 3
        nv += 4
        # definitions: left/top from an existing view's edge
        ref = rnd.choice(views) if views and rnd.random() < 0.8 else None
        if ref:
            rl, rt, rw, rh = ref
            if rnd.random() < 0.5:
                cons.append(([(1.0, l), (-1.0, rl)], -rnd.choice([0, 8, 16]), 0, REQ))
            else:
                cons.append(([(1.0, l), (-1.0, rl), (-1.0, rw)], -rnd.choice([0, 8]), 0, REQ))
            cons.append(([(1.0, t), (-1.0, rt), (-1.0, rh)], -rnd.choice([4, 8, 12]), 0, REQ))
        else:
            cons.append(([(1.0, l), (-1.0, L)], -rnd.choice([8, 16, 20]), 0, REQ))
            cons.append(([(1.0, t), (-1.0, T)], -rnd.choice([47, 60, 100]), 0, REQ))
        r = rnd.random()
        if r < 0.3:
            cons.append(([(1.0, w)], -rnd.choice([44, 100, 200]), 0, REQ))
        elif r < 0.6 and ref:
            cons.append(([(1.0, w), (-1.0, ref[2])], -rnd.choice([0, 10]), 0, REQ))
        else:
            cons.append(([(1.0, w)], -20.0, 2, REQ))
            cons.append(([(1.0, w)], -rnd.choice([80, 150, 300]), 0, rnd.choice([MED, WEAK, STRONG])))
            # keep inside the root
            cons.append(([(1.0, l), (1.0, w), (-1.0, L), (-1.0, W)], rnd.choice([8.0, 16.0]), 1, REQ))
        if rnd.random() < 0.5:
            cons.append(([(1.0, h)], -rnd.choice([30, 44]), 0, REQ))
        else:
            cons.append(([(1.0, h)], -20.0, 2, REQ))
            cons.append(([(1.0, h)], -44.0, 0, MED))
        if rnd.random() < 0.3 and views:
            o = rnd.choice(views)
            cons.append(([(1.0, h), (-1.0, o[3])], 0.0, 0, rnd.choice([WEAK, MED])))
        views.append((l, t, w, h))
    # kiwi: add in order, drop what it refuses
    vars_ = [kiwi.Variable(f"v{i}") for i in range(nv)]
    s = kiwi.Solver()
    s.addEditVariable(vars_[W], STRONG); s.suggestValue(vars_[W], 390.0)
    kept = []
    for terms, const, op, st in cons:
        e = kiwi.Expression(tuple(kiwi.Term(vars_[i], a) for a, i in terms), const)
        c = (e == 0) if op == 0 else ((e <= 0) if op == 1 else (e >= 0))
        try:
            s.addConstraint(c | st); kept.append((terms, const, op, st))
        except kiwi.UnsatisfiableConstraint:
            pass
    probe = rnd.choice([320.0, 390.0, 430.0, 200.0])
    s.suggestValue(vars_[W], probe); s.updateVariables()
    name = f"fuzz_{seed}"
    with open(os.path.join(out, name + ".spec"), "w") as f:
        f.write(f"vars {nv}\nedit {W} 390.0\nprobe {probe!r}\nchurn -1 -1\n")
        f.write("frames " + " ".join(repr(390.0 - k) for k in range(1, 11)) + "\n")
        f.write(f"cons {len(kept)}\n")
        for terms, const, op, st in kept:
            f.write(f"{op} {st!r} {const!r} {len(terms)} " + " ".join(f"{a!r} {i}" for a, i in terms) + "\n")
    results.append({"case": name.replace("_", " "), "values": [v.value() for v in vars_]})
json.dump({"results": results}, open(os.path.join(out, "kiwi.json"), "w"))
