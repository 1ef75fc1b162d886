import Cassowary
import Foundation

/// `BENCH_ORDERED=1`: the Swift side solves every case with ordered levels, as UIKit's
/// priorities do (a weighted strength `v` becomes `Strength.ordered(1 + log10(v))`:
/// weak 1, medium 4, strong 7); kiwi has no such mode and keeps its weights. The probes
/// check that the answers are still the expected ones.
enum StrengthMode {
  static let ordered = ProcessInfo.processInfo.environment["BENCH_ORDERED"] == "1"

  static func map(_ s: Strength) -> Strength {
    guard ordered, !s.isRequired, s.value > 0 else { return s }
    return .ordered(1 + log10(s.value))
  }
}
