import Foundation

/// A canvas that draws nothing and remembers everything: what a view tree would put on
/// screen, in absolute points ("'hello' drawn at (20, 150)"), for tests to assert on and
/// for a platform to turn into a frame's `DisplayList` (`displayList(on:background:)`).
@preconcurrency @MainActor
public final class RecordingCanvas: Canvas {
  private struct State {
    var translation: CGPoint
    var clip: CGRect?
    var alpha: CGFloat
  }

  public private(set) var commands: [DrawCommand] = []
  private var state: State
  private var savedStates: [State] = []
  private let initialState: State
  private let measurer: (any TextMeasurer)?

  /// `bounds` clips like a window of that size would (nil: unbounded). `measurer` sizes
  /// text frames; nil uses `TextMeasurement.current` at the time of each call.
  public init(bounds: CGRect? = nil, measurer: (any TextMeasurer)? = nil) {
    initialState = State(translation: .zero, clip: bounds, alpha: 1)
    state = initialState
    self.measurer = measurer
  }

  /// How many `saveState()` calls are not yet balanced by `restoreState()`.
  public var stateDepth: Int { savedStates.count }

  /// Calls to `restoreState()` with nothing saved; a drawing bug to assert on.
  public private(set) var unbalancedRestoreCount = 0

  /// The current translation, i.e. where the current coordinate space's origin is.
  public var currentTranslation: CGPoint { state.translation }

  /// Forgets the commands and resets the state, to record the next frame.
  public func reset() {
    commands.removeAll(keepingCapacity: true)
    savedStates.removeAll()
    state = initialState
    unbalancedRestoreCount = 0
  }

  /// What was recorded, placed on `grid` over an output cleared to `background`.
  public func displayList(on grid: PixelGrid, background: UIColor) -> DisplayList {
    DisplayList(grid: grid, background: background, commands: commands)
  }

  // MARK: Canvas

  public func saveState() {
    savedStates.append(state)
  }

  public func restoreState() {
    guard let saved = savedStates.popLast() else {
      unbalancedRestoreCount += 1
      return
    }
    state = saved
  }

  public func translate(by offset: CGPoint) {
    state.translation.x += offset.x
    state.translation.y += offset.y
  }

  public func clip(to rect: CGRect) {
    let absolute = absolute(rect)
    state.clip = state.clip.map { $0.intersection(absolute) } ?? absolute
  }

  public func multiplyAlpha(_ alpha: CGFloat) {
    state.alpha *= min(max(alpha, 0), 1)
  }

  public func fill(_ rect: CGRect, cornerRadius: CGFloat, color: UIColor) {
    let frame = absolute(rect)
    commands.append(
      .fill(frame, cornerRadius: cornerRadius, color: color, context: context(for: frame)))
  }

  public func stroke(_ rect: CGRect, cornerRadius: CGFloat, lineWidth: CGFloat, color: UIColor) {
    let frame = absolute(rect)
    commands.append(
      .stroke(
        frame, cornerRadius: cornerRadius, lineWidth: lineWidth, color: color,
        context: context(for: frame)))
  }

  public func drawText(_ text: String, at origin: CGPoint, font: UIFont, color: UIColor) {
    let measurer = self.measurer ?? TextMeasurement.current
    let frame = absolute(
      CGRect(
        origin: origin,
        size: CGSize(
          width: measurer.width(of: text, font: font), height: measurer.lineHeight(of: font))
      ))
    commands.append(
      .text(text, frame: frame, font: font, color: color, context: context(for: frame)))
  }

  public func drawImage(_ image: UIImage, in rect: CGRect) {
    let frame = absolute(rect)
    commands.append(.image(image, rect: frame, context: context(for: frame)))
  }

  // MARK: Queries

  /// Every text drawn, with its absolute top-left corner, in drawing order.
  public var texts: [(String, CGPoint)] {
    commands.compactMap {
      if case .text(let string, let frame, _, _, _) = $0 { return (string, frame.origin) }
      return nil
    }
  }

  /// Texts that were not wholly clipped away.
  public var visibleTexts: [(String, CGPoint)] {
    commands.compactMap {
      if case .text(let string, let frame, _, _, let context) = $0, !context.clipped {
        return (string, frame.origin)
      }
      return nil
    }
  }

  /// Every fill, with its absolute rect and colour.
  public var fills: [(CGRect, UIColor)] {
    commands.compactMap {
      if case .fill(let rect, _, let color, _) = $0 { return (rect, color) }
      return nil
    }
  }

  /// Every stroke, with its absolute rect and corner radius.
  public var strokes: [(CGRect, cornerRadius: CGFloat)] {
    commands.compactMap {
      if case .stroke(let rect, let radius, _, _, _) = $0 { return (rect, radius) }
      return nil
    }
  }

  /// Where `string` was first drawn (absolute top-left), or nil if it never was.
  public func origin(ofText string: String) -> CGPoint? {
    texts.first { $0.0 == string }?.1
  }

  // MARK: Internals

  private func absolute(_ rect: CGRect) -> CGRect {
    rect.standardized.offsetBy(dx: state.translation.x, dy: state.translation.y)
  }

  private func context(for frame: CGRect) -> DrawCommand.DrawContext {
    DrawCommand.DrawContext(clip: state.clip, alpha: state.alpha, clipped: isOutsideClip(frame))
  }

  /// Touching an edge counts as outside: no pixel of the shape would be inside. A
  /// zero-width (or zero-height) shape, such as empty text, is inside if its edge is.
  private func isOutsideClip(_ frame: CGRect) -> Bool {
    guard let clip = state.clip else { return false }
    if clip.isNull || clip.width <= 0 || clip.height <= 0 { return true }
    func overlaps(_ low: CGFloat, _ high: CGFloat, _ clipLow: CGFloat, _ clipHigh: CGFloat) -> Bool {
      high > low ? low < clipHigh && high > clipLow : low >= clipLow && low < clipHigh
    }
    return !overlaps(frame.minX, frame.maxX, clip.minX, clip.maxX)
      || !overlaps(frame.minY, frame.maxY, clip.minY, clip.maxY)
  }
}
