#!/usr/bin/env python3
"""KeyboardLab's kiwi side of `make bench`: three UI-shaped Cassowary cases, timed with
kiwisolver, and dumped as spec files so that `keyboard-lab-bench` (Swift) runs the very
same systems.

    python3 Benchmarks/kiwi_bench.py --dump-specs DIR [--sizes 100,1000]
    python3 Benchmarks/kiwi_bench.py --json kiwi.json [--sizes ...] [--quick] [--repeats 5]

Cases (constraint = sum(coef * var) + constant OP 0; a view owns 4 variables in the order
left, top, width, height; the root view comes first, variables 0..3):
  todo screen  44 constraints on 10 views; edit kb.H (keyboard slides 0 -> 336 -> 0).
  chain N      N views stacked vertically between root top and bottom (7N + 4 constraints);
               edit root.H = 52N + 8 - d(k), compressing the views towards 20 pt.
  grid N       10 equal columns, N/10 rows (4.2N + 2 constraints); edit root.W = 1000 - d(k).
d(k) is a triangle wave 1, 2, ..., 100, 99, ..., 0, 1, ... (period 200).

Timed, on a fresh solver per repeat, constraint objects made beforehand:
  build_ms      addEditVariable(edit, strong); suggestValue(edit, v0); addConstraint for
                every constraint in order; updateVariables()     (add_ms = the add loop)
  frame_us      mean of [suggestValue(edit, value_k); updateVariables()] over F frames
                (F = 1000, or 200 above 10000 constraints); p99 / max from one more pass
                with each frame timed alone.
  churn_us      chain, <= 10000 constraints: after the probe, CF = 200 ops of
                [removeConstraint(c_mid); addConstraint(h_mid - (44 + k % 10) == 0 medium);
                updateVariables()]: first op and median of ops 2..CF.
  late_edit_ms  constraints added first, then [addEditVariable; suggestValue(v0); update]
                timed once (<= 10000 constraints).
Medians over repeats (5; 1 above 10000 constraints; the todo screen always >= 5).
The probe suggests a fixed value and checks quantities with a unique answer; every
variable's value after it goes to the JSON ("values") for compare.py.
updateVariables writes back every variable, each frame (the Swift side's frame writes
back only what changed; its frame_full_us writes everything, like this).
"""

import argparse
import gc
import json
import os
import platform
import statistics
import sys
import time

REQUIRED, STRONG, MEDIUM, WEAK = 1001001000.0, 1000000.0, 1000.0, 1.0
EQ, LE, GE = "==", "<=", ">="
FRAMES, CHURN_FRAMES, LARGE, LATE_EDIT_MAX = 1000, 200, 10000, 10000


def tri(k):
    t = k % 200
    return t if t <= 100 else 200 - t


def case_chain(N):
    L, T, W, H = 0, 1, 2, 3

    def v(i, f):  # f: 0 = left, 1 = top, 2 = width, 3 = height
        return 4 + 4 * i + f

    cons = [([(1.0, L)], 0.0, EQ, REQUIRED), ([(1.0, T)], 0.0, EQ, REQUIRED),
            ([(1.0, W)], -375.0, EQ, REQUIRED)]
    mid = N // 2
    for i in range(N):
        l, t, w, h = (v(i, f) for f in range(4))
        if i == 0:
            cons.append(([(1.0, t), (-1.0, T)], -8.0, EQ, REQUIRED))
        else:
            cons.append(([(1.0, t), (-1.0, v(i - 1, 1)), (-1.0, v(i - 1, 3))], -8.0, EQ, REQUIRED))
        cons.append(([(1.0, h)], -20.0, GE, REQUIRED))
        if i == mid:
            mid_con = len(cons)
        cons.append(([(1.0, h)], -44.0, EQ, MEDIUM))
        cons.append(([(1.0, l), (-1.0, L)], -16.0, EQ, REQUIRED))
        cons.append(([(1.0, w)], -20.0, GE, REQUIRED))
        cons.append(([(1.0, w)], -343.0, EQ, MEDIUM))
        cons.append(([(1.0, l), (1.0, w), (-1.0, L), (-1.0, W)], 16.0, LE, REQUIRED))
    cons.append(([(1.0, v(N - 1, 1)), (1.0, v(N - 1, 3)), (-1.0, T), (-1.0, H)], 8.0, EQ, REQUIRED))
    H0 = 52.0 * N + 8.0

    def check(val):
        return {"sum_h": sum(val[v(i, 3)] for i in range(N)), "expect_sum_h": H0 - 50 - 8 * N - 8,
                "sum_w": sum(val[v(i, 2)] for i in range(N)), "expect_sum_w": 343.0 * N,
                "last_bottom": val[v(N - 1, 1)] + val[v(N - 1, 3)], "expect_last_bottom": H0 - 58}

    return dict(name=f"chain {N}", nvars=4 * N + 4, cons=cons, edit=H, v0=H0,
                frame_value=lambda k: H0 - tri(k), probe_value=H0 - 50, check=check,
                churn=(mid_con, v(mid, 3)))


def case_grid(N, C=10):
    assert N % C == 0, "grid sizes must be multiples of 10"
    R = N // C
    L, T, W = 0, 1, 2

    def v(r, c, f):
        return 4 + 4 * (r * C + c) + f

    cons = [([(1.0, L)], 0.0, EQ, REQUIRED), ([(1.0, T)], 0.0, EQ, REQUIRED)]
    for r in range(R):
        for c in range(C):
            l, t, w, h = (v(r, c, f) for f in range(4))
            if c == 0:
                cons.append(([(1.0, l), (-1.0, L)], -8.0, EQ, REQUIRED))
            else:
                cons.append(([(1.0, l), (-1.0, v(r, c - 1, 0)), (-1.0, v(r, c - 1, 2))], -8.0, EQ, REQUIRED))
                cons.append(([(1.0, w), (-1.0, v(r, 0, 2))], 0.0, EQ, REQUIRED))
                cons.append(([(1.0, t), (-1.0, v(r, 0, 1))], 0.0, EQ, REQUIRED))
                cons.append(([(1.0, h), (-1.0, v(r, 0, 3))], 0.0, EQ, REQUIRED))
        cons.append(([(1.0, v(r, C - 1, 0)), (1.0, v(r, C - 1, 2)), (-1.0, L), (-1.0, W)], 8.0, EQ, REQUIRED))
        cons.append(([(1.0, v(r, 0, 2))], -20.0, GE, REQUIRED))
        cons.append(([(1.0, v(r, 0, 3))], -20.0, GE, REQUIRED))
        cons.append(([(1.0, v(r, 0, 3))], -44.0, EQ, MEDIUM))
        if r == 0:
            cons.append(([(1.0, v(0, 0, 1)), (-1.0, T)], -8.0, EQ, REQUIRED))
        else:
            cons.append(([(1.0, v(r, 0, 1)), (-1.0, v(r - 1, 0, 1)), (-1.0, v(r - 1, 0, 3))], -8.0, EQ, REQUIRED))

    def check(val):
        ws = [val[v(r, c, 2)] for r in range(R) for c in range(C)]
        hs = [val[v(r, c, 3)] for r in range(R) for c in range(C)]
        return {"sum_w": sum(ws), "expect_sum_w": 86.2 * N,
                "max_abs_w_err": max(abs(x - 86.2) for x in ws),
                "max_abs_h_err": max(abs(x - 44.0) for x in hs),
                "last_left": val[v(R - 1, C - 1, 0)], "expect_last_left": 855.8}

    return dict(name=f"grid {N}", nvars=4 * N + 4, cons=cons, edit=W, v0=1000.0,
                frame_value=lambda k: 1000.0 - tri(k), probe_value=950.0, check=check, churn=None)


TODO_VIEWS = ["root", "kb", "cancel", "done", "title", "field", "sep", "text", "count", "add"]
# (terms as (coef, view, attribute), constant, op, strength), in the order of the case.
TODO = [
    ([(1, "root", "L")], 0, EQ, REQUIRED),
    ([(1, "root", "T")], 0, EQ, REQUIRED),
    ([(1, "root", "W")], -390, EQ, REQUIRED),
    ([(1, "root", "H")], -844, EQ, REQUIRED),
    ([(1, "kb", "L"), (-1, "root", "L")], 0, EQ, REQUIRED),
    ([(1, "kb", "W"), (-1, "root", "W")], 0, EQ, REQUIRED),
    ([(1, "kb", "T"), (1, "kb", "H"), (-1, "root", "T"), (-1, "root", "H")], 0, EQ, REQUIRED),
    ([(1, "kb", "H")], 0, GE, REQUIRED),
    ([(1, "cancel", "L"), (-1, "root", "L")], -20, EQ, REQUIRED),
    ([(1, "cancel", "T"), (-1, "root", "T")], -60, EQ, REQUIRED),
    ([(1, "cancel", "W")], -70, EQ, MEDIUM),
    ([(1, "cancel", "H")], -44, EQ, REQUIRED),
    ([(1, "done", "L"), (1, "done", "W"), (-1, "root", "L"), (-1, "root", "W")], 20, EQ, REQUIRED),
    ([(1, "done", "T"), (-1, "cancel", "T")], 0, EQ, REQUIRED),
    ([(1, "done", "W")], -60, EQ, MEDIUM),
    ([(1, "done", "H")], -44, EQ, REQUIRED),
    ([(1, "title", "T"), (-1, "cancel", "T")], 0, EQ, REQUIRED),
    ([(1, "title", "H")], -44, EQ, REQUIRED),
    ([(1, "title", "L"), (-1, "cancel", "L"), (-1, "cancel", "W")], -8, GE, REQUIRED),
    ([(1, "title", "L"), (1, "title", "W"), (-1, "done", "L")], 8, LE, REQUIRED),
    ([(1, "title", "L"), (0.5, "title", "W"), (-1, "root", "L"), (-0.5, "root", "W")], 0, EQ, STRONG),
    ([(1, "title", "W")], -120, EQ, MEDIUM),
    ([(1, "field", "T"), (-1, "root", "T")], -150, EQ, REQUIRED),
    ([(1, "field", "L"), (-1, "root", "L")], -20, EQ, REQUIRED),
    ([(1, "field", "L"), (1, "field", "W"), (-1, "root", "L"), (-1, "root", "W")], 20, EQ, REQUIRED),
    ([(1, "field", "H")], -80, EQ, REQUIRED),
    ([(1, "sep", "T"), (-1, "field", "T"), (-1, "field", "H")], -8, EQ, REQUIRED),
    ([(1, "sep", "L"), (-1, "field", "L")], 0, EQ, REQUIRED),
    ([(1, "sep", "W"), (-1, "field", "W")], 0, EQ, REQUIRED),
    ([(1, "sep", "H")], -1, EQ, REQUIRED),
    ([(1, "text", "T"), (-1, "sep", "T"), (-1, "sep", "H")], -8, EQ, REQUIRED),
    ([(1, "text", "L"), (-1, "root", "L")], -20, EQ, REQUIRED),
    ([(1, "text", "L"), (1, "text", "W"), (-1, "root", "L"), (-1, "root", "W")], 20, EQ, REQUIRED),
    ([(1, "text", "H")], -60, GE, REQUIRED),
    ([(1, "text", "H")], -400, EQ, WEAK),
    ([(1, "count", "T"), (-1, "text", "T"), (-1, "text", "H")], -4, EQ, REQUIRED),
    ([(1, "count", "L"), (1, "count", "W"), (-1, "text", "L"), (-1, "text", "W")], 0, EQ, REQUIRED),
    ([(1, "count", "W")], -80, EQ, MEDIUM),
    ([(1, "count", "H")], -20, EQ, REQUIRED),
    ([(1, "add", "T"), (-1, "count", "T"), (-1, "count", "H")], -12, EQ, REQUIRED),
    ([(1, "add", "L"), (-1, "root", "L")], -20, EQ, REQUIRED),
    ([(1, "add", "L"), (1, "add", "W"), (-1, "root", "L"), (-1, "root", "W")], 20, EQ, REQUIRED),
    ([(1, "add", "H")], -50, EQ, REQUIRED),
    ([(1, "add", "T"), (1, "add", "H"), (-1, "kb", "T")], 16, LE, REQUIRED),
]


def case_todo():
    def var(view, attr):
        return 4 * TODO_VIEWS.index(view) + "LTWH".index(attr)

    cons = [([(float(a), var(n, x)) for a, n, x in terms], float(k), op, s) for terms, k, op, s in TODO]
    assert len(cons) == 44

    def check(val):
        return {"text_h": val[var("text", "H")], "expect_text_h": 327.0,
                "add_t": val[var("add", "T")], "expect_add_t": 610.0,
                "title_l": val[var("title", "L")], "expect_title_l": 135.0,
                "title_w": val[var("title", "W")], "expect_title_w": 120.0}

    return dict(name="todo screen", nvars=40, cons=cons, edit=var("kb", "H"), v0=0.0,
                frame_value=lambda k: 336.0 * tri(k) / 100.0, probe_value=168.0, check=check, churn=None)


def all_cases(sizes):
    return [case_todo()] + [case_chain(n) for n in sizes] + [case_grid(n) for n in sizes]


def check_ok(check):
    """Every `x` with an `expect_x` within 1e-6 (relative above 1); every *_err below 1e-6."""
    ok = all(abs(check[k] - check["expect_" + k]) < 1e-6 * max(1.0, abs(check["expect_" + k]))
             for k in check if "expect_" + k in check)
    return ok and all(check[k] < 1e-6 for k in check if k.endswith("_err"))


def dump_specs(out, sizes, only=()):
    """Spec file format (whitespace separated, one item per line):
        vars <nvars>
        edit <varIndex> <v0>
        probe <value>
        churn <constraintIndex or -1> <heightVarIndex or -1>
        frames <f_1> ... <f_1000>            (k = 1..1000; large cases use the first 200)
        cons <count>
        <op 0:== 1:<= 2:>=> <strength> <constant> <nterms> <coef> <var> ...   (x count)
    """
    os.makedirs(out, exist_ok=True)
    opc = {EQ: 0, LE: 1, GE: 2}
    for c in all_cases(sizes):
        if only and c["name"] not in only:
            continue
        path = os.path.join(out, c["name"].replace(" ", "_") + ".spec")
        ch = c["churn"] or (-1, -1)
        with open(path, "w") as f:
            f.write(f"vars {c['nvars']}\nedit {c['edit']} {c['v0']!r}\nprobe {c['probe_value']!r}\n")
            f.write(f"churn {ch[0]} {ch[1]}\n")
            f.write("frames " + " ".join(repr(float(c["frame_value"](k))) for k in range(1, FRAMES + 1)) + "\n")
            f.write(f"cons {len(c['cons'])}\n")
            for terms, const, op, st in c["cons"]:
                f.write(f"{opc[op]} {st!r} {const!r} {len(terms)} " + " ".join(f"{a!r} {i}" for a, i in terms) + "\n")
        print(path)


# ----------------------------------------------------------------------------- kiwi timing

def make_cons(kiwi, vars_, specs):
    out = []
    for terms, const, op, strength in specs:
        e = kiwi.Expression(tuple(kiwi.Term(vars_[i], a) for a, i in terms), const)
        c = e == 0 if op == EQ else (e <= 0 if op == LE else e >= 0)
        out.append(c | strength)
    return out


class Timer:
    """perf_counter_ns with the garbage collector off inside the block."""

    def __enter__(self):
        gc.collect()
        gc.disable()
        self.t0 = time.perf_counter_ns()
        return self

    def __exit__(self, *exc):
        self.ns = time.perf_counter_ns() - self.t0
        gc.enable()


def run_case(kiwi, case, repeats):
    ncons = len(case["cons"])
    large = ncons > LARGE
    nframes = 200 if large else FRAMES
    repeats = 1 if large else repeats
    values = [case["frame_value"](k) for k in range(1, nframes + 1)]
    builds, adds, frames = [], [], []
    solver = None
    for _ in range(repeats):
        solver = None
        vars_ = [kiwi.Variable() for _ in range(case["nvars"])]
        cons = make_cons(kiwi, vars_, case["cons"])
        ev = vars_[case["edit"]]
        solver = kiwi.Solver()
        with Timer() as build:
            solver.addEditVariable(ev, STRONG)
            solver.suggestValue(ev, case["v0"])
            t_add = time.perf_counter_ns()
            for c in cons:
                solver.addConstraint(c)
            adds.append((time.perf_counter_ns() - t_add) / 1e6)
            solver.updateVariables()
        builds.append(build.ns / 1e6)
        suggest, update = solver.suggestValue, solver.updateVariables
        with Timer() as frame:
            for x in values:
                suggest(ev, x)
                update()
        frames.append(frame.ns / 1e3 / nframes)

    per = []
    with Timer():
        for x in values:
            t0 = time.perf_counter_ns()
            suggest(ev, x)
            update()
            per.append((time.perf_counter_ns() - t0) / 1e3)
    per.sort()

    suggest(ev, case["probe_value"])
    update()
    values = [x.value() for x in vars_]
    check = case["check"](values)

    churn = []
    if case["churn"] and not large:
        ci, hv = case["churn"]
        cur = cons[ci]
        news = make_cons(kiwi, vars_, [([(1.0, hv)], -(44.0 + k % 10), EQ, MEDIUM)
                                       for k in range(1, CHURN_FRAMES + 1)])
        with Timer():
            for nc in news:
                t0 = time.perf_counter_ns()
                solver.removeConstraint(cur)
                solver.addConstraint(nc)
                solver.updateVariables()
                churn.append((time.perf_counter_ns() - t0) / 1e3)
                cur = nc

    late = None
    if ncons <= LATE_EDIT_MAX:
        solver = None
        vars_ = [kiwi.Variable() for _ in range(case["nvars"])]
        late_solver = kiwi.Solver()
        for c in make_cons(kiwi, vars_, case["cons"]):
            late_solver.addConstraint(c)
        with Timer() as t:
            late_solver.addEditVariable(vars_[case["edit"]], STRONG)
            late_solver.suggestValue(vars_[case["edit"]], case["v0"])
            late_solver.updateVariables()
        late = t.ns / 1e6

    return {
        "case": case["name"], "n_constraints": ncons, "n_vars": case["nvars"],
        "repeats": repeats, "frames": nframes,
        "build_ms": statistics.median(builds), "add_ms": statistics.median(adds),
        "frame_us": statistics.median(frames),
        "frame_p99_us": per[min(len(per) - 1, int(0.99 * (len(per) - 1)))], "frame_max_us": per[-1],
        "churn_first_us": churn[0] if churn else None,
        "churn_us": statistics.median(churn[1:]) if churn else None,
        "late_edit_ms": late, "check": check, "check_ok": check_ok(check), "values": values,
    }


def human_line(r):
    s = (f"kiwi   {r['case']:<12} cons={r['n_constraints']:<6} build={r['build_ms']:9.3f} ms  "
         f"frame={r['frame_us']:9.2f} us (p99 {r['frame_p99_us']:.1f}, max {r['frame_max_us']:.1f}, "
         f"F={r['frames']}, reps={r['repeats']})")
    if r["late_edit_ms"] is not None:
        s += f"  late_edit={r['late_edit_ms']:.3f} ms"
    if r["churn_us"] is not None:
        s += f"  churn={r['churn_us']:.2f} us (first op {r['churn_first_us']:.1f})"
    return s + "  probe=" + ("OK" if r["check_ok"] else "MISMATCH " + json.dumps(r["check"]))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="100,1000,5000", help="views per chain / grid case")
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--quick", action="store_true", help="2 repeats (the todo screen keeps 5)")
    ap.add_argument("--json", metavar="FILE", help="write the results as JSON")
    ap.add_argument("--dump-specs", metavar="DIR", help="write every case as a spec file and exit")
    ap.add_argument("--only", default="", help="only these cases, e.g. todo_screen,chain_1000")
    a = ap.parse_args()
    sizes = [int(x) for x in a.sizes.split(",") if x]
    only = [x.replace("_", " ") for x in a.only.split(",") if x]
    if a.dump_specs:
        dump_specs(a.dump_specs, sizes, only)
        return 0
    try:
        import kiwisolver as kiwi
    except ImportError as e:
        print(f"kiwi_bench: kiwisolver is not installed ({e}); pip install kiwisolver", file=sys.stderr)
        return 2
    repeats = 2 if a.quick else a.repeats
    print(f"# kiwisolver {kiwi.__version__}, python {platform.python_version()} {platform.machine()}")
    results = []
    for case in all_cases(sizes):
        if only and case["name"] not in only:
            continue
        r = run_case(kiwi, case, max(repeats, 5) if case["name"] == "todo screen" else repeats)
        print(human_line(r), flush=True)
        results.append(r)
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"backend": "kiwisolver", "version": kiwi.__version__,
                       "machine": platform.platform(), "python": platform.python_version(),
                       "results": results}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
