import Foundation

/// What one case measured; encoded with the key names `Benchmarks/kiwi_bench.py` uses,
/// so `Benchmarks/table.py` reads both sides alike.
struct CaseResult: Encodable {
  var name: String
  var constraintCount: Int
  var variableCount: Int
  var repeats: Int
  var frameCount: Int
  var buildMs: Double
  var addMs: Double
  var frameUs: Double
  var frameP99Us: Double
  var frameMaxUs: Double
  /// The frame with every variable written back (`updateAllVariables()`), as kiwi's
  /// `updateVariables` does; `frameUs` writes back only what changed.
  var frameFullUs: Double
  var check: [String: Double]?
  var checkOK: Bool?
  var churnFirstUs: Double? = nil
  var churnUs: Double? = nil
  /// The same churn through `Solver.updateConstant(of:to:)` instead of remove + add.
  var churnUpdateFirstUs: Double? = nil
  var churnUpdateUs: Double? = nil
  /// The probe still holds after both churn loops.
  var churnCheckOK: Bool? = nil
  var lateEditMs: Double? = nil
  /// Every variable's value after the probe, for comparing with kiwi's solution.
  var values: [Double] = []

  enum CodingKeys: String, CodingKey {
    case name = "case"
    case constraintCount = "n_constraints"
    case variableCount = "n_vars"
    case repeats
    case frameCount = "frames"
    case buildMs = "build_ms"
    case addMs = "add_ms"
    case frameUs = "frame_us"
    case frameP99Us = "frame_p99_us"
    case frameMaxUs = "frame_max_us"
    case frameFullUs = "frame_full_us"
    case check
    case checkOK = "check_ok"
    case churnFirstUs = "churn_first_us"
    case churnUs = "churn_us"
    case churnUpdateFirstUs = "churn_update_first_us"
    case churnUpdateUs = "churn_update_us"
    case churnCheckOK = "churn_check_ok"
    case lateEditMs = "late_edit_ms"
    case values
  }

  /// One line for people, shaped like kiwi_bench.py's.
  var humanLine: String {
    func f(_ x: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", x) }
    var s = "swift  \(name.padding(toLength: 12, withPad: " ", startingAt: 0)) "
    s += "cons=\(String(constraintCount).padding(toLength: 6, withPad: " ", startingAt: 0)) "
    s += "build=\(f(buildMs, 3)) ms  frame=\(f(frameUs, 2)) us (p99 \(f(frameP99Us, 1)), "
    s += "max \(f(frameMaxUs, 1)), F=\(frameCount), reps=\(repeats))"
    s += "  full write-back=\(f(frameFullUs, 2)) us"
    if let lateEditMs { s += "  late_edit=\(f(lateEditMs, 3)) ms" }
    if let churnUs, let churnFirstUs {
      s += "  churn=\(f(churnUs, 2)) us (first op \(f(churnFirstUs, 1)))"
    }
    if let churnUpdateUs, let churnUpdateFirstUs {
      s += "  updateConstant=\(f(churnUpdateUs, 2)) us (first op \(f(churnUpdateFirstUs, 1)))"
    }
    switch checkOK {
    case true: s += "  probe=OK"
    case false: s += "  probe=MISMATCH \(check ?? [:])"
    case nil: s += "  probe=n/a"
    }
    if churnCheckOK == false { s += "  probe after churn=MISMATCH" }
    return s
  }
}

/// The whole run, as written by `--json`.
struct BenchReport: Encodable {
  var backend = "swift-cassowary"
  var machine: String
  var results: [CaseResult]
  /// Cases whose solver threw: `{case, error}`.
  var errors: [[String: String]]
}
