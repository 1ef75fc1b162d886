/// Leaves out of a frame what cannot be seen, deciding operation by operation as they
/// are added in drawing order.
///
/// - An operation that paints the whole output opaquely (the window's background, then
///   the screen's root view over it) hides everything before it, which on a software
///   renderer is most of a frame's cost.
/// - Painting the colour the output already has, where nothing has been drawn since it
///   was last covered, changes no pixel (white fields on a white screen): skipped.
public struct OcclusionCulling: Sendable {
  public enum Verdict: Equatable, Sendable {
    /// Keep it after the operations so far.
    case visible
    /// Keep it, and drop every operation before it.
    case hidesEverythingBefore
    /// Leave it out: it would change no pixel.
    case invisible
  }

  public let output: PixelRect
  /// The colour the output has where nothing is drawn since the last full cover.
  public private(set) var baseColor: DisplayOperation.Color
  /// The areas drawn on since then.
  private var touched: [PixelRect] = []

  /// For a frame starting from an output cleared to `background`.
  public init(output: PixelRect, background: DisplayOperation.Color) {
    self.output = output
    baseColor = background
  }

  public mutating func admit(_ operation: DisplayOperation) -> Verdict {
    switch operation.content {
    case .clear:
      if operation.bounds == output {
        cover(with: operation.color)
        return .hidesEverythingBefore
      }
    case .shape:
      if let core = operation.opaqueCore, core.contains(output) {
        cover(with: operation.color)
        return .hidesEverythingBefore
      }
      if operation.color.sameHue(as: baseColor),
        !touched.contains(where: { !$0.intersection(operation.bounds).isEmpty })
      {
        return .invisible
      }
    case .text, .image:
      break
    }
    touched.append(operation.bounds)
    return .visible
  }

  private mutating func cover(with color: DisplayOperation.Color) {
    baseColor = color
    touched.removeAll(keepingCapacity: true)
  }
}
