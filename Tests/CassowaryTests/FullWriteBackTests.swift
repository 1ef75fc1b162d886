// `updateAllVariables()` writes every variable, as kiwi's `updateVariables` does; the
// values must be the same solution the incremental write-back gives.

import Cassowary
import Testing

@Suite struct FullWriteBackTests {
  @Test func writesEveryVariableOfTheSolution() throws {
    // left + width == right, left == 10, width >= 20, width == 50 (weak), right <= 40:
    // width is squeezed to 30 by the required bound, so right is 40.
    let (left, width, right) = (Variable("left"), Variable("width"), Variable("right"))
    let solver = Solver()
    try solver.addConstraints([
      left + width |==| right, left |==| 10.0, width |>=| 20.0, (width |==| 50.0) | .weak,
      right |<=| 40.0,
    ])
    solver.updateAllVariables()
    #expect([left.value, width.value, right.value] == [10, 30, 40])
    #expect(!solver.hasUpdatesPending)
  }

  @Test func followsAnEditLikeTheIncrementalWriteBack() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    let solver = Solver()
    try solver.addConstraint(y |==| x * 2.0 + 1.0)
    try solver.addEditVariable(x, strength: .strong)
    for target in [3.0, -4, 0.5] {
      try solver.suggestValue(x, target)
      solver.updateAllVariables()
      #expect(x.value == target)
      #expect(y.value == 2 * target + 1)
      #expect(!solver.hasUpdatesPending)
    }
  }
}
