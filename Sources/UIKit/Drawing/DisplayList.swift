import Foundation

/// One frame's drawing as a list of operations on an output's pixels: what views drew
/// (recorded by a `RecordingCanvas`), resolved onto a `PixelGrid`, with what cannot be
/// seen culled. The contract between UIKit and a platform, which only plays it.
///
/// The list starts with a `.clear` to the background unless something drawn covers the
/// whole output. Comparing it with the previous frame's gives the damage
/// (`damage(since:)`), and `redrawSteps(in:)` says which operations to replay, clipped
/// to what, so that redrawing only the damage gives the same pixels as a full redraw.
public struct DisplayList: Equatable, Sendable {
  public let grid: PixelGrid
  public private(set) var operations: [DisplayOperation]

  /// The operations, culled (`OcclusionCulling`), over an output cleared to
  /// `background`.
  public init(grid: PixelGrid, background: UIColor, operations: [DisplayOperation]) {
    self.init(grid: grid, background: background, count: operations.count) { operations[$0] }
  }

  /// Drawing recorded in points, placed on `grid` and culled.
  public init(grid: PixelGrid, background: UIColor, commands: [DrawCommand]) {
    self.init(grid: grid, background: background, count: commands.count) { grid.operation(for: commands[$0]) }
  }

  private init(grid: PixelGrid, background: UIColor, count: Int, operation: (Int) -> DisplayOperation?) {
    self.grid = grid
    let clear = DisplayOperation(
      content: .clear, color: DisplayOperation.Color(background), clip: grid.bounds, bounds: grid.bounds,
      opaqueCore: grid.bounds)
    var operations = [clear]
    operations.reserveCapacity(count + 1)
    var culling = OcclusionCulling(output: grid.bounds, background: clear.color)
    for index in 0..<count {
      guard let next = operation(index) else { continue }
      switch culling.admit(next) {
      case .visible:
        operations.append(next)
      case .hidesEverythingBefore:
        operations.removeAll(keepingCapacity: true)
        operations.append(next)
      case .invisible:
        break
      }
    }
    self.operations = operations
  }

  /// What must be redrawn to turn `previous` (what the output shows) into this frame:
  /// the whole output when there is no previous frame or its size differs.
  public func damage(since previous: DisplayList?) -> [PixelRect] {
    guard let previous, previous.grid.width == grid.width, previous.grid.height == grid.height else {
      return [grid.bounds]
    }
    return DamageRegion.between(previous.operations, operations, full: grid.bounds)
  }
}
