/// The monotonic clock every measurement uses.
typealias Instant = ContinuousClock.Instant

@inline(__always) func now() -> Instant { ContinuousClock.now }

extension Duration {
  var microseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e6 + Double(attoseconds) * 1e-12
  }
  var milliseconds: Double { microseconds / 1e3 }
}

func median(_ xs: [Double]) -> Double? {
  guard !xs.isEmpty else { return nil }
  let s = xs.sorted()
  return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}
