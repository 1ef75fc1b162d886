/// A unified diff of two texts, line by line, with three lines of context, as
/// `git diff` prints it (`--- a/…`, `+++ b/…`, `@@ -l,n +l,n @@`).
///
/// The lines common to both ends are set aside first; the rest is a longest common
/// subsequence by dynamic programming (`lcs[i][j]` = the longest common run of
/// `old[i...]` and `new[j...]`), which a port's few scattered edits keep small.
public enum UnifiedDiff {
  public static func make(old: String, new: String, path: String, context: Int = 3) -> String {
    let a = lines(old)
    let b = lines(new)
    guard a != b else { return "" }
    let script = editScript(a, b)
    // git's a/ and b/ for a relative path; an absolute one is printed as it is.
    let (from, to) = path.hasPrefix("/") ? (path, path) : ("a/\(path)", "b/\(path)")
    var out = "--- \(from)\n+++ \(to)\n"
    // Hunks: runs of changes with up to `context` lines around; closer runs merge.
    var changeIndices = script.indices.filter { script[$0].kind != .same }
    while let first = changeIndices.first {
      var last = first
      while let next = changeIndices.first(where: { $0 > last }), next - last <= 2 * context + 1 { last = next }
      changeIndices.removeAll { $0 <= last }
      let start = max(0, first - context)
      let end = min(script.count - 1, last + context)
      let hunk = script[start...end]
      let oldStart = script[start].oldLine
      let newStart = script[start].newLine
      let oldCount = hunk.filter { $0.kind != .added }.count
      let newCount = hunk.filter { $0.kind != .removed }.count
      out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
      for step in hunk {
        let mark = step.kind == .same ? " " : step.kind == .removed ? "-" : "+"
        out += mark + step.text + "\n"
        if !step.endsWithNewline { out += "\\ No newline at end of file\n" }
      }
    }
    return out
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    // diff -u numbers an empty range from the line before it.
    count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
  }

  struct Line: Equatable {
    let text: String
    let endsWithNewline: Bool
  }

  static func lines(_ text: String) -> [Line] {
    var result: [Line] = []
    var current = ""
    for c in text {
      if c == "\n" {
        result.append(Line(text: current, endsWithNewline: true))
        current = ""
      } else {
        current.append(c)
      }
    }
    if !current.isEmpty { result.append(Line(text: current, endsWithNewline: false)) }
    return result
  }

  enum Kind { case same, removed, added }

  struct Step {
    let kind: Kind
    let text: String
    let endsWithNewline: Bool
    /// The 1-based line in the old text (for `.added`, the next old line) and the new.
    let oldLine: Int
    let newLine: Int
  }

  static func editScript(_ a: [Line], _ b: [Line]) -> [Step] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
      suffix += 1
    }
    let midA = Array(a[prefix..<(a.count - suffix)])
    let midB = Array(b[prefix..<(b.count - suffix)])
    let n = midA.count
    let m = midB.count
    var lcs = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
    if n > 0 && m > 0 {
      for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
          lcs[i][j] = midA[i] == midB[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
        }
      }
    }
    var steps: [Step] = []
    var oldLine = 1
    var newLine = 1
    func emit(_ kind: Kind, _ line: Line) {
      steps.append(
        Step(kind: kind, text: line.text, endsWithNewline: line.endsWithNewline, oldLine: oldLine, newLine: newLine))
      if kind != .added { oldLine += 1 }
      if kind != .removed { newLine += 1 }
    }
    for line in a[0..<prefix] { emit(.same, line) }
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, midA[i] == midB[j] {
        emit(.same, midA[i])
        i += 1
        j += 1
      } else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] {
        // Removals before additions, as diff prints a changed line.
        emit(.removed, midA[i])
        i += 1
      } else {
        emit(.added, midB[j])
        j += 1
      }
    }
    for line in a[(a.count - suffix)...] { emit(.same, line) }
    return steps
  }
}
