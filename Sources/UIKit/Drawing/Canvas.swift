import Foundation

/// Where views draw. The SDL layer implements it on `SDL_Renderer`; tests record it.
///
/// Coordinates are points in the current coordinate space: the canvas keeps a stack of
/// states (translation, clip, alpha) so that each view draws in its own bounds, as
/// `UIView.draw(_:)` does on iOS.
@preconcurrency @MainActor
public protocol Canvas: AnyObject {
  /// Pushes a copy of the current state (translation, clip, alpha).
  func saveState()
  /// Pops back to the state of the matching `saveState()`.
  func restoreState()
  /// Moves the origin of the current coordinate space.
  func translate(by offset: CGPoint)
  /// Intersects the clip with `rect` (in current coordinates).
  func clip(to rect: CGRect)
  /// Multiplies the alpha that every later drawing is composited with.
  func multiplyAlpha(_ alpha: CGFloat)

  /// Fills a rectangle whose corners are rounded with `cornerRadius` (0: square).
  func fill(_ rect: CGRect, cornerRadius: CGFloat, color: UIColor)
  /// Strokes the inside edge of a rounded rectangle, `lineWidth` thick.
  func stroke(_ rect: CGRect, cornerRadius: CGFloat, lineWidth: CGFloat, color: UIColor)
  /// Draws one line of text with its top-left corner at `origin`.
  func drawText(_ text: String, at origin: CGPoint, font: UIFont, color: UIColor)
  /// Draws an image scaled into `rect`.
  func drawImage(_ image: UIImage, in rect: CGRect)
}
