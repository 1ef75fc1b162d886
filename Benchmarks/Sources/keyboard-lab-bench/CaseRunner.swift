import Cassowary

/// Times one case exactly as `Benchmarks/kiwi_bench.py` times it with kiwi, plus the
/// churn variant kiwi cannot do: `updateConstant(of:to:)` in place of remove + add.
/// Variables and constraints are made before each timed region; solvers are released
/// outside them.
struct CaseRunner {
  /// Above this many constraints: one repeat, 200 frames, no churn.
  static let large = 10_000
  static let lateEditMax = 10_000
  static let frameCount = 1000
  static let churnCount = 200

  let spec: CaseSpec
  let repeats: Int

  init(spec: CaseSpec, repeats: Int) {
    self.spec = spec
    let isLarge = spec.constraints.count > CaseRunner.large
    // The todo screen is cheap and noisy: at least 5 repeats, as in kiwi_bench.py.
    self.repeats = isLarge ? 1 : (spec.name == "todo screen" ? max(repeats, 5) : repeats)
  }

  var isLarge: Bool { spec.constraints.count > CaseRunner.large }

  /// The frame values actually played: 1000 frames, or 200 (one wave period) when large.
  var frameValues: [Double] { Array(spec.frames.prefix(isLarge ? 200 : CaseRunner.frameCount)) }

  /// Fresh variables and constraint objects for one solver.
  struct Model {
    let variables: [Variable]
    let constraints: [Constraint]
    var edit: Variable
  }

  func makeModel() -> Model {
    let variables = (0..<spec.variableCount).map { Variable("v\($0)") }
    let constraints = spec.constraints.map { c in
      Constraint(
        LinearExpression(
          c.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: c.constant),
        c.relation, strength: StrengthMode.map(c.strength))
    }
    return Model(variables: variables, constraints: constraints, edit: variables[spec.editVariable])
  }

  /// build: edit variable first, then every constraint in order, then one update.
  /// Returns (build, addConstraint loop) in milliseconds.
  func build(_ solver: Solver, _ model: Model) throws(SolverError) -> (build: Double, add: Double) {
    let t0 = now()
    try solver.addEditVariable(model.edit, strength: StrengthMode.map(.strong))
    try solver.suggestValue(model.edit, spec.initialEditValue)
    let t1 = now()
    for c in model.constraints { try solver.addConstraint(c) }
    let t2 = now()
    solver.updateVariables()
    let t3 = now()
    return ((t3 - t0).milliseconds, (t2 - t1).milliseconds)
  }

  /// Mean microseconds of suggestValue + updateVariables over the frame values `xs`;
  /// `fullWriteBack` writes every variable back each frame (`updateAllVariables()`, a
  /// full redraw, as kiwi's `updateVariables` does) instead of only what changed.
  func frames(_ s: Solver, _ edit: Variable, _ xs: [Double], fullWriteBack: Bool = false)
    throws(SolverError) -> Double
  {
    let t0 = now()
    for x in xs {
      try s.suggestValue(edit, x)
      if fullWriteBack { s.updateAllVariables() } else { s.updateVariables() }
    }
    return (now() - t0).microseconds / Double(xs.count)
  }

  /// Each frame timed alone, microseconds, sorted.
  func timedFrames(_ s: Solver, _ edit: Variable, _ xs: [Double]) throws(SolverError) -> [Double] {
    var per = [Double](repeating: 0, count: xs.count)
    for (i, x) in xs.enumerated() {
      let t0 = now()
      try s.suggestValue(edit, x)
      s.updateVariables()
      per[i] = (now() - t0).microseconds
    }
    return per.sorted()
  }

  func probe(_ solver: Solver, _ model: Model) throws(SolverError) -> [String: Double]? {
    try solver.suggestValue(model.edit, spec.probeValue)
    solver.updateVariables()
    return Probe.check(spec, values: model.variables.map(\.value))
  }

  func run() throws(SolverError) -> CaseResult {
    let values = frameValues
    var builds: [Double] = []
    var adds: [Double] = []
    var frameMeans: [Double] = []
    var solver: Solver? = nil
    var model: Model? = nil
    for _ in 0..<repeats {
      solver = nil
      model = nil
      let m = makeModel()
      let s = Solver()
      let (b, a) = try build(s, m)
      builds.append(b)
      adds.append(a)
      frameMeans.append(try frames(s, m.edit, values))
      (solver, model) = (s, m)
    }
    guard let solver, let model else { throw .internalError("no repeat ran") }

    let per = try timedFrames(solver, model.edit, values)
    let full = try frames(solver, model.edit, values, fullWriteBack: true)
    let check = try probe(solver, model)
    var result = CaseResult(
      name: spec.name, constraintCount: spec.constraints.count, variableCount: spec.variableCount,
      repeats: repeats, frameCount: values.count,
      buildMs: median(builds)!, addMs: median(adds)!, frameUs: median(frameMeans)!,
      frameP99Us: per[min(per.count - 1, Int(0.99 * Double(per.count - 1)))], frameMaxUs: per.last!,
      frameFullUs: full, check: check, checkOK: check.map(Probe.isOK),
      values: model.variables.map(\.value))

    if let churn = spec.churn, !isLarge {
      // remove + add, on this solver right after the probe (as kiwi does).
      let mid = model.variables[churn.variable]
      let replacements = (1...CaseRunner.churnCount).map { k in
        Constraint(
          LinearExpression([Term(mid)], constant: -churnHeight(k)), .equal, strength: StrengthMode.map(.medium))
      }
      var current = model.constraints[churn.constraint]
      var ops: [Double] = []
      for next in replacements {
        let t0 = now()
        try solver.removeConstraint(current)
        try solver.addConstraint(next)
        solver.updateVariables()
        ops.append((now() - t0).microseconds)
        current = next
      }
      result.churnFirstUs = ops[0]
      result.churnUs = median(Array(ops.dropFirst()))
      let afterRemoveAdd = try probe(solver, model)

      // updateConstant, on a second solver brought to the same state by the same calls.
      let (replay, replayModel) = try replayUntilChurn(values)
      let target = replayModel.constraints[churn.constraint]
      ops = []
      for k in 1...CaseRunner.churnCount {
        let t0 = now()
        try replay.updateConstant(of: target, to: -churnHeight(k))
        replay.updateVariables()
        ops.append((now() - t0).microseconds)
      }
      result.churnUpdateFirstUs = ops[0]
      result.churnUpdateUs = median(Array(ops.dropFirst()))
      let afterUpdate = try probe(replay, replayModel)
      result.churnCheckOK = [afterRemoveAdd, afterUpdate].allSatisfy { $0.map(Probe.isOK) ?? true }
    }

    if spec.constraints.count <= CaseRunner.lateEditMax {
      let m = makeModel()
      let s = Solver()
      for c in m.constraints { try s.addConstraint(c) }
      let t0 = now()
      try s.addEditVariable(m.edit, strength: StrengthMode.map(.strong))
      try s.suggestValue(m.edit, spec.initialEditValue)
      s.updateVariables()
      result.lateEditMs = (now() - t0).milliseconds
    }
    return result
  }

  /// The churn constraint's height at op k: 44 + k % 10.
  func churnHeight(_ k: Int) -> Double { 44 + Double(k % 10) }

  /// A fresh solver taken through the calls the timed one saw before its churn:
  /// build, three passes of frames, probe.
  func replayUntilChurn(_ values: [Double]) throws(SolverError) -> (Solver, Model) {
    let m = makeModel()
    let s = Solver()
    _ = try build(s, m)
    _ = try frames(s, m.edit, values)
    _ = try frames(s, m.edit, values)
    _ = try frames(s, m.edit, values, fullWriteBack: true)
    _ = try probe(s, m)
    return (s, m)
  }
}
