import Cassowary
import Foundation

/// One constraint of a spec file: `sum(coefficient * variable) + constant relation 0`.
struct ConstraintSpec {
  var terms: [(coefficient: Double, variable: Int)]
  var constant: Double
  var relation: Relation
  var strength: Strength
}

/// A benchmark case as `Benchmarks/kiwi_bench.py --dump-specs` writes it (the format
/// is documented in `dump_specs` there), named after its file: `chain_100.spec` is
/// "chain 100".
struct CaseSpec {
  var name: String
  var variableCount: Int
  var editVariable: Int
  var initialEditValue: Double
  var probeValue: Double
  /// Index of the constraint that the churn benchmark replaces, and the height variable
  /// it pins; nil for cases without churn.
  var churn: (constraint: Int, variable: Int)?
  /// Edit values for frames k = 1, 2, ...
  var frames: [Double]
  var constraints: [ConstraintSpec]

  /// `chain` / `grid` / `todo screen` and the view count (the todo screen has 10 views).
  var kind: (family: String, size: Int) {
    let parts = name.split(separator: " ")
    if let last = parts.last, let n = Int(last), parts.count == 2 { return (String(parts[0]), n) }
    return (name, 10)
  }
}

struct SpecError: Error, CustomStringConvertible {
  var description: String
}

extension CaseSpec {
  /// Reads and validates a spec file.
  init(contentsOf path: String) throws(SpecError) {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw SpecError(description: "cannot read spec file \(path)")
    }
    let stem = (path as NSString).lastPathComponent.replacingOccurrences(of: ".spec", with: "")
    var reader = LineReader(
      path: path, lines: text.split(separator: "\n", omittingEmptySubsequences: false))
    name = stem.replacingOccurrences(of: "_", with: " ")

    variableCount = try reader.int(reader.fields("vars", count: 1)[0], min: 1)
    let edit = try reader.fields("edit", count: 2)
    editVariable = try reader.variable(edit[0], count: variableCount)
    initialEditValue = try reader.double(edit[1])
    probeValue = try reader.double(reader.fields("probe", count: 1)[0])
    let churnFields = try reader.fields("churn", count: 2)
    let churnConstraint = try reader.int(churnFields[0], min: -1)
    let churnVariable = try reader.int(churnFields[1], min: -1)
    let frameFields = try reader.fields("frames", count: nil)
    guard !frameFields.isEmpty else { throw reader.error("no frame values") }
    frames = try frameFields.map { f throws(SpecError) in try reader.double(f) }
    let count = try reader.int(reader.fields("cons", count: 1)[0], min: 0)
    constraints = []
    constraints.reserveCapacity(count)
    for _ in 0..<count {
      constraints.append(try reader.constraint(variableCount: variableCount))
    }
    if churnConstraint >= 0 || churnVariable >= 0 {
      guard churnConstraint < count, churnVariable >= 0, churnVariable < variableCount else {
        throw SpecError(
          description: "\(path): churn \(churnConstraint) \(churnVariable) is out of range")
      }
      churn = (churnConstraint, churnVariable)
    } else {
      churn = nil
    }
  }

  /// Every `*.spec` file in `directory`: the todo screen, then chains, then grids, by size.
  static func loadAll(in directory: String) throws(SpecError) -> [CaseSpec] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw SpecError(
        description: "spec directory \(directory) does not exist "
          + "(write it with: python3 Benchmarks/kiwi_bench.py --dump-specs \(directory))")
    }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
      .filter { $0.hasSuffix(".spec") }
    guard !names.isEmpty else { throw SpecError(description: "no .spec files in \(directory)") }
    var specs: [CaseSpec] = []
    for name in names {
      specs.append(try CaseSpec(contentsOf: (directory as NSString).appendingPathComponent(name)))
    }
    let order = ["todo screen": 0, "chain": 1, "grid": 2]
    return specs.sorted {
      let (a, b) = ($0.kind, $1.kind)
      return (order[a.family] ?? 3, a.size, $0.name) < (order[b.family] ?? 3, b.size, $1.name)
    }
  }
}

/// Walks the lines of a spec file, turning every malformed item into a `SpecError`
/// that names the file and line.
private struct LineReader {
  let path: String
  let lines: [Substring]
  var index = 0

  init(path: String, lines: [Substring]) {
    self.path = path
    self.lines = lines
  }

  func error(_ message: String) -> SpecError {
    SpecError(description: "\(path):\(index): \(message)")
  }

  /// The fields of the next line, which must start with `keyword`; `count` nil takes any number.
  mutating func fields(_ keyword: String, count: Int?) throws(SpecError) -> [Substring] {
    let fields = try nextLine()
    guard fields.first == Substring(keyword) else {
      throw error("expected a line starting with '\(keyword)'")
    }
    if let count, fields.count != count + 1 {
      throw error("'\(keyword)' takes \(count) value(s), found \(fields.count - 1)")
    }
    return Array(fields.dropFirst())
  }

  mutating func nextLine() throws(SpecError) -> [Substring] {
    while index < lines.count {
      let fields = lines[index].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
      index += 1
      if !fields.isEmpty { return fields }
    }
    throw error("unexpected end of file")
  }

  func double(_ field: Substring) throws(SpecError) -> Double {
    guard let value = Double(field), value.isFinite else {
      throw error("'\(field)' is not a number")
    }
    return value
  }

  func int(_ field: Substring, min: Int) throws(SpecError) -> Int {
    guard let value = Int(field), value >= min else {
      throw error("'\(field)' is not an integer >= \(min)")
    }
    return value
  }

  func variable(_ field: Substring, count: Int) throws(SpecError) -> Int {
    let value = try int(field, min: 0)
    guard value < count else {
      throw error("variable index \(value) is out of range (vars \(count))")
    }
    return value
  }

  /// `<op 0:== 1:<= 2:>=> <strength> <constant> <nterms> <coef> <var> ...`
  mutating func constraint(variableCount: Int) throws(SpecError) -> ConstraintSpec {
    let f = try nextLine()
    guard f.count >= 4 else {
      throw error("a constraint line needs op, strength, constant and term count")
    }
    let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    let op = try int(f[0], min: 0)
    guard op < relations.count else { throw error("unknown op \(op) (0: ==, 1: <=, 2: >=)") }
    let strengthValue = try double(f[1])
    let strength =
      strengthValue >= Strength.required.value ? Strength.required : Strength(strengthValue)
    let termCount = try int(f[3], min: 0)
    guard f.count == 4 + 2 * termCount else {
      throw error("\(termCount) term(s) need \(4 + 2 * termCount) fields, found \(f.count)")
    }
    var terms: [(coefficient: Double, variable: Int)] = []
    for t in 0..<termCount {
      terms.append((try double(f[4 + 2 * t]), try variable(f[5 + 2 * t], count: variableCount)))
    }
    return ConstraintSpec(
      terms: terms, constant: try double(f[2]), relation: relations[op], strength: strength)
  }
}
