import Foundation

/// One drawing call as a `RecordingCanvas` saw it, in absolute (canvas) coordinates.
public enum DrawCommand: Equatable, Sendable {
  case fill(CGRect, cornerRadius: CGFloat, color: UIColor, context: DrawContext)
  case stroke(
    CGRect, cornerRadius: CGFloat, lineWidth: CGFloat, color: UIColor, context: DrawContext)
  /// `frame` is where the measured text lands: origin plus its width and line height.
  case text(String, frame: CGRect, font: UIFont, color: UIColor, context: DrawContext)
  case image(UIImage, rect: CGRect, context: DrawContext)

  /// The canvas state a command was drawn in.
  public struct DrawContext: Equatable, Sendable {
    /// The effective clip in absolute coordinates; nil when nothing clips.
    public var clip: CGRect?
    /// The product of every `multiplyAlpha` in force.
    public var alpha: CGFloat
    /// The command's rect lies wholly outside the clip: nothing would reach the screen.
    public var clipped: Bool

    public init(clip: CGRect?, alpha: CGFloat, clipped: Bool) {
      self.clip = clip
      self.alpha = alpha
      self.clipped = clipped
    }
  }

  /// The area the command covers, in absolute coordinates.
  public var frame: CGRect {
    switch self {
    case .fill(let rect, _, _, _), .stroke(let rect, _, _, _, _), .text(_, let rect, _, _, _),
      .image(_, let rect, _):
      return rect
    }
  }

  public var context: DrawContext {
    switch self {
    case .fill(_, _, _, let context), .stroke(_, _, _, _, let context),
      .text(_, _, _, _, let context), .image(_, _, let context):
      return context
    }
  }

  public var isClipped: Bool { context.clipped }

  public static func == (lhs: DrawCommand, rhs: DrawCommand) -> Bool {
    switch (lhs, rhs) {
    case (.fill(let r1, let c1, let k1, let x1), .fill(let r2, let c2, let k2, let x2)):
      return r1 == r2 && c1 == c2 && k1 == k2 && x1 == x2
    case (
      .stroke(let r1, let c1, let w1, let k1, let x1),
      .stroke(let r2, let c2, let w2, let k2, let x2)
    ):
      return r1 == r2 && c1 == c2 && w1 == w2 && k1 == k2 && x1 == x2
    case (
      .text(let s1, let r1, let f1, let k1, let x1), .text(let s2, let r2, let f2, let k2, let x2)
    ):
      return s1 == s2 && r1 == r2 && f1 == f2 && k1 == k2 && x1 == x2
    case (.image(let i1, let r1, let x1), .image(let i2, let r2, let x2)):
      // Images are compared by identity: the question is "was this image drawn".
      return i1 === i2 && r1 == r2 && x1 == x2
    default:
      return false
    }
  }
}
