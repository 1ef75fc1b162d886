/// The correctness probe of each case, as in `Benchmarks/kiwi_bench.py`: after
/// `suggestValue(edit, probeValue)` only quantities with a unique answer are checked
/// (how equal-strength views share a compression is not unique). Each quantity `x`
/// comes with `expect_x`; `*_err` entries are maximum absolute errors.
enum Probe {
  /// The checked quantities for the solved `values` (indexed like the spec's variables);
  /// nil for a case this benchmark does not know.
  static func check(_ spec: CaseSpec, values v: [Double]) -> [String: Double]? {
    let (family, n) = spec.kind
    switch family {
    case "chain":
      // root is variables 0..3, view i is 4 + 4i + (left, top, width, height).
      let h0 = 52.0 * Double(n) + 8
      let heights = (0..<n).map { v[4 + 4 * $0 + 3] }
      let widths = (0..<n).map { v[4 + 4 * $0 + 2] }
      return [
        "sum_h": heights.reduce(0, +), "expect_sum_h": h0 - 50 - 8 * Double(n) - 8,
        "sum_w": widths.reduce(0, +), "expect_sum_w": 343 * Double(n),
        "last_bottom": v[4 + 4 * (n - 1) + 1] + v[4 + 4 * (n - 1) + 3],
        "expect_last_bottom": h0 - 58,
      ]
    case "grid":
      // cell (r, c) of 10 columns is view r * 10 + c.
      let widths = (0..<n).map { v[4 + 4 * $0 + 2] }
      let heights = (0..<n).map { v[4 + 4 * $0 + 3] }
      return [
        "sum_w": widths.reduce(0, +), "expect_sum_w": 86.2 * Double(n),
        "max_abs_w_err": widths.map { abs($0 - 86.2) }.max() ?? 0,
        "max_abs_h_err": heights.map { abs($0 - 44) }.max() ?? 0,
        "last_left": v[4 + 4 * (n - 1)], "expect_last_left": 855.8,
      ]
    case "todo screen":
      // views: root, kb, cancel, done, title, field, sep, text, count, add.
      let (title, text, add) = (4, 7, 9)
      return [
        "text_h": v[4 * text + 3], "expect_text_h": 327,
        "add_t": v[4 * add + 1], "expect_add_t": 610,
        "title_l": v[4 * title], "expect_title_l": 135,
        "title_w": v[4 * title + 2], "expect_title_w": 120,
      ]
    default:
      return nil
    }
  }

  /// Every `x` within 1e-6 of `expect_x` (relative above 1), every `*_err` below 1e-6.
  static func isOK(_ check: [String: Double]) -> Bool {
    for (key, value) in check {
      if let expected = check["expect_" + key],
        !(abs(value - expected) < 1e-6 * max(1, abs(expected)))
      {
        return false
      }
      if key.hasSuffix("_err"), !(value < 1e-6) { return false }
    }
    return true
  }
}
