import Foundation
import Testing

@testable import UIKit

/// Which operations replay, clipped to what, to redraw a damaged area.
@Suite("RedrawPlan")
@MainActor
struct RedrawPlanTests {
  let grid = PixelGrid.output(100, 100)
  typealias Step = RedrawPlan.Step

  func list(_ commands: [DrawCommand]) -> DisplayList {
    DisplayList(grid: grid, background: .white, commands: commands)
  }

  @Test("A full redraw starts at the last opaque cover of an area: what is under it is never replayed")
  func occluderStartsTheReplay() {
    let hidden = fillCommand(CGRect(x: 0, y: 0, width: 100, height: 50), .gray)
    let cover = fillCommand(CGRect(x: 0, y: 0, width: 100, height: 80), .blue)
    let plan = RedrawPlan(list([hidden, cover]), damage: [grid.bounds])
    // The cover in its core; below it, the background (the clear, operation 0).
    #expect(plan.steps == [Step(operation: 2, clip: px(0, 0, 100, 80)), Step(operation: 0, clip: px(0, 80, 100, 100))])
    #expect(plan.redrawnPixels == 100 * 100)
  }

  @Test("A small damage area replays only the operations that reach it, clipped to it")
  func smallArea() {
    let box = fillCommand(CGRect(x: 10, y: 10, width: 20, height: 20), .black)
    let far = fillCommand(CGRect(x: 60, y: 60, width: 10, height: 10), .red)
    let inside = RedrawPlan(list([box, far]), damage: [px(12, 12, 18, 18)])
    #expect(inside.steps == [Step(operation: 1, clip: px(12, 12, 18, 18))])
    #expect(inside.redrawnPixels == 36)
    // Across the box's edge: the background only beside the box, the box in itself.
    let edge = RedrawPlan(list([box, far]), damage: [px(25, 10, 35, 20)])
    #expect(edge.steps == [Step(operation: 0, clip: px(30, 10, 35, 20)), Step(operation: 1, clip: px(25, 10, 30, 20))])
  }

  @Test("An operation under the next one's opaque core (a key's shadow under its cap) is replayed only around it")
  func shadowUnderCap() {
    let shadow = fillCommand(CGRect(x: 10, y: 11, width: 20, height: 20), .gray, radius: 0)
    let cap = fillCommand(CGRect(x: 10, y: 10, width: 20, height: 20), .white, radius: 0)
    let plan = RedrawPlan(list([shadow, cap]), damage: [grid.bounds])
    #expect(
      plan.steps == [
        Step(operation: 0, clip: grid.bounds), Step(operation: 1, clip: px(10, 30, 30, 31)),
        Step(operation: 2, clip: px(10, 10, 30, 30)),
      ])
  }

  @Test("No damage, no steps; replanning reuses the plan")
  func noDamage() {
    var plan = RedrawPlan(list([]), damage: [grid.bounds])
    #expect(plan.steps.count == 1)
    plan.replan(list([]), damage: [])
    #expect(plan.steps.isEmpty)
    #expect(plan.redrawnPixels == 0)
  }
}
