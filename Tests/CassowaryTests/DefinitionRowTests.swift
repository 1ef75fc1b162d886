// A constraint that places a new variable in terms of variables already solved (a view's
// top below the previous view's bottom) is kept as written, not expanded: these tests
// check chains of such rows against hand-computed positions, through constant updates,
// removals and edits, and that building a chain costs work linear in its length.

import Testing

@testable import Cassowary

@Suite struct DefinitionRowTests {
  /// A vertical stack: `top[0] == 8`, `top[i] == top[i-1] + height[i-1] + spacing`,
  /// heights at least 20 and preferably 44 (medium); closed, the last bottom is pinned
  /// to the edit variable `bottom` (required) as a scroll view's content would be.
  struct Stack {
    let solver = Solver()
    let tops: [Variable]
    let heights: [Variable]
    let bottom = Variable("bottom")
    var links: [Constraint] = []
    var minimums: [Constraint] = []

    init(count: Int, spacing: Double = 8, closed: Bool) throws {
      tops = (0..<count).map { Variable("top\($0)") }
      heights = (0..<count).map { Variable("height\($0)") }
      if closed {
        try solver.addEditVariable(bottom, strength: .strong)
        try solver.suggestValue(bottom, 52 * Double(count) + 8)
      }
      try solver.addConstraint(Constraint(tops[0], .equal, 8))
      for i in 0..<count {
        if i > 0 {
          let below: LinearExpression = tops[i - 1] + heights[i - 1] + spacing
          let link = Constraint(tops[i], .equal, below)
          links.append(link)
          try solver.addConstraint(link)
        }
        let minimum = Constraint(heights[i], .greaterThanOrEqual, 20)
        minimums.append(minimum)
        try solver.addConstraint(minimum)
        try solver.addConstraint(Constraint(heights[i], .equal, 44, strength: .medium))
      }
      if closed {
        let end: LinearExpression = tops[count - 1] + heights[count - 1] + 8
        try solver.addConstraint(Constraint(end, .equal, bottom))
      }
      solver.updateVariables()
    }
  }

  @Test func openStackPlacesEveryTopByHand() throws {
    let stack = try Stack(count: 60, closed: false)
    for i in 0..<60 {
      #expect(stack.heights[i].value == 44)
      #expect(stack.tops[i].value == 8 + 52 * Double(i), "top \(i)")
    }
  }

  @Test func closedStackMeetsItsBottomExactly() throws {
    let stack = try Stack(count: 60, closed: true)
    for i in 0..<60 { #expect(stack.tops[i].value == 8 + 52 * Double(i), "top \(i)") }
    #expect(stack.bottom.value == 52 * 60 + 8)
  }

  /// 100 more points of room: the heights grow by 100 in all (the medium errors add up
  /// to 100 whichever heights take it), the minimums hold and the last bottom follows.
  @Test func closedStackFollowsItsEditVariable() throws {
    let stack = try Stack(count: 40, closed: true)
    for room in [100.0, -300.0, 0.0, 57.25] {
      try stack.solver.suggestValue(stack.bottom, 52 * 40 + 8 + room)
      stack.solver.updateVariables()
      let heights = stack.heights.map(\.value)
      #expect(heights.allSatisfy { $0 >= 20 - 1e-9 })
      let excess = heights.reduce(0) { $0 + abs($1 - 44) }
      #expect(isClose(excess, abs(room), tolerance: 1e-9), "room \(room): errors \(excess)")
      #expect(isClose(heights.reduce(0, +), 44 * 40 + room, tolerance: 1e-9))
      for i in 1..<40 {
        #expect(isClose(stack.tops[i].value, stack.tops[i - 1].value + heights[i - 1] + 8, tolerance: 1e-9))
      }
      #expect(isClose(stack.tops[39].value + heights[39] + 8, stack.bottom.value, tolerance: 1e-9))
    }
  }

  /// A link's constant changed in place moves every top below it, and only those.
  @Test func updatingALinkMovesTheTopsBelowIt() throws {
    let stack = try Stack(count: 30, closed: false)
    try stack.solver.updateConstant(of: stack.links[9], to: -20)  // link 9 places top 10
    stack.solver.updateVariables()
    for i in 0..<30 {
      let expected = 8 + 52 * Double(i) + (i >= 10 ? 12 : 0)
      #expect(stack.tops[i].value == expected, "top \(i)")
    }
  }

  /// Removing a link frees the top it placed; pinning that top elsewhere moves it and
  /// every top below it; the tops above stay.
  @Test func removingALinkAndPinningItsTop() throws {
    let stack = try Stack(count: 30, closed: false)
    try stack.solver.removeConstraint(stack.links[14])  // placed top 15
    try stack.solver.addConstraint(Constraint(stack.tops[15], .equal, 1000))
    stack.solver.updateVariables()
    for i in 0..<30 {
      let expected = i < 15 ? 8 + 52 * Double(i) : 1000 + 52 * Double(i - 15)
      #expect(stack.tops[i].value == expected, "top \(i)")
    }
    // With the link back, the heights above give way by 1000 - (8 + 52 * 15) = 212 in
    // all (which ones is a tie: every height's error weighs the same); those below stay.
    try stack.solver.addConstraint(stack.links[14])
    stack.solver.updateVariables()
    let above = stack.heights[0..<15].map(\.value)
    #expect(isClose(above.reduce(0, +), 44 * 15 + 212, tolerance: 1e-9))
    #expect(isClose(above.reduce(0) { $0 + abs($1 - 44) }, 212, tolerance: 1e-9))
    #expect(stack.heights[15...].allSatisfy { $0.value == 44 })
    #expect(stack.tops[15].value == 1000 && stack.tops[29].value == 1000 + 52 * 14)
  }

  /// Constraints whose slack a definition holds come and go: with every minimum back
  /// and 400 points for 20 heights, each is exactly 20, and the tops are where they
  /// must be.
  @Test func removingMinimumsAndAddingThemBack() throws {
    let stack = try Stack(count: 20, closed: true)
    let removed = Array(stride(from: 0, to: 20, by: 3))
    for i in removed { try stack.solver.removeConstraint(stack.minimums[i]) }
    try stack.solver.suggestValue(stack.bottom, 8 + 28 * 20)
    stack.solver.updateVariables()
    let heights = stack.heights.map(\.value)
    #expect(isClose(heights.reduce(0, +), 400, tolerance: 1e-9))
    #expect(heights.indices.allSatisfy { removed.contains($0) || heights[$0] >= 20 - 1e-9 })
    for i in removed { try stack.solver.addConstraint(stack.minimums[i]) }
    stack.solver.updateVariables()
    for i in 0..<20 { #expect(isClose(stack.tops[i].value, 8 + 28 * Double(i), tolerance: 1e-9), "top \(i)") }
    try stack.solver.suggestValue(stack.bottom, 52 * 20 + 8)
    stack.solver.updateVariables()
    for i in 0..<20 { #expect(isClose(stack.tops[i].value, 8 + 52 * Double(i), tolerance: 1e-9), "top \(i)") }
  }

  /// Building a stack four times as long costs about four times the row work, not
  /// sixteen: no row holds a cell per view above it.
  @Test func buildWorkGrowsLinearly() throws {
    let short = try Stack(count: 400, closed: true).solver.statistics
    let long = try Stack(count: 1600, closed: true).solver.statistics
    #expect(long.mergedCells <= 5 * max(short.mergedCells, 100), "cells \(short.mergedCells) -> \(long.mergedCells)")
    #expect(long.pivots <= 5 * max(short.pivots, 10), "pivots \(short.pivots) -> \(long.pivots)")
  }
}
