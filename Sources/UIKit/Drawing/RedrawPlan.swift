/// Which operations of a `DisplayList` to replay, each clipped to what, to redraw a
/// damaged area with exactly the pixels a full redraw would give.
///
/// Within an area, replaying starts at the last operation whose opaque core covers a
/// good part of it (nothing earlier shows there), and the rest of the area, outside that
/// core, is planned the same way with the operations before it. An operation whose
/// successor covers most of what it would draw opaquely (a key cap over its shadow) is
/// replayed only around that cover.
public struct RedrawPlan: Equatable, Sendable {
  /// Replay `operation` (an index into the list) clipped to `clip`.
  public struct Step: Equatable, Sendable {
    public var operation: Int
    public var clip: PixelRect

    public init(operation: Int, clip: PixelRect) {
      self.operation = operation
      self.clip = clip
    }
  }

  public private(set) var steps: [Step] = []
  /// Output pixels the damage covers.
  public private(set) var redrawnPixels = 0

  public init() {}

  public init(_ list: DisplayList, damage: [PixelRect]) {
    replan(list, damage: damage)
  }

  /// Plans `list` for `damage` (disjoint rectangles), reusing this plan's storage.
  public mutating func replan(_ list: DisplayList, damage: [PixelRect]) {
    steps.removeAll(keepingCapacity: true)
    redrawnPixels = 0
    let operations = list.operations
    for area in damage where !area.isEmpty {
      redrawnPixels += area.area
      plan(operations, in: area, searchingBelow: operations.count)
    }
  }

  private mutating func plan(_ operations: [DisplayOperation], in area: PixelRect, searchingBelow limit: Int) {
    var occluder: Int?
    var covered = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
    var index = limit - 1
    while index >= 0 {
      if let core = operations[index].opaqueCore {
        let overlap = core.intersection(area)
        // A sliver is not worth splitting the area for.
        if !overlap.isEmpty && (overlap == area || overlap.area >= max(4096, area.area / 8)) {
          occluder = index
          covered = overlap
          break
        }
      }
      index -= 1
    }
    guard let start = occluder else {
      replay(operations, from: 0, in: area)
      return
    }
    replay(operations, from: start, in: covered)
    for strip in area.subtracting(covered) {
      plan(operations, in: strip, searchingBelow: start)
    }
  }

  private mutating func replay(_ operations: [DisplayOperation], from start: Int, in area: PixelRect) {
    for index in start..<operations.count {
      let visible = operations[index].bounds.intersection(operations[index].clip.intersection(area))
      guard !visible.isEmpty else { continue }
      if index + 1 < operations.count, let core = operations[index + 1].opaqueCore?.intersection(visible),
        core.area * 2 >= visible.area
      {
        for strip in visible.subtracting(core) { steps.append(Step(operation: index, clip: strip)) }
        continue
      }
      steps.append(Step(operation: index, clip: visible))
    }
  }
}
