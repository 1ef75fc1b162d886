import Foundation

/// The magnifying glass at the start of a search field, drawn as a ring and a stepped
/// handle: iOS draws the SF Symbol "magnifyingglass", which is not ours to draw. Its
/// frame is the field's left view, padding included, so the text starts after it.
@MainActor
final class MagnifyingGlassView: UIView {
  /// The left view's width: the glyph with room either side (the symbol sits 6 points
  /// in and the text about 5 points after it, as Flutter's comparison with
  /// `UISearchTextField` measured).
  static let width: CGFloat = 30
  static let ringDiameter: CGFloat = 12
  static let lineWidth: CGFloat = 1.75

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    backgroundColor = .clear
  }

  override func draw(in canvas: Canvas) {
    let color = UIColor.secondaryLabel
    let d = Self.ringDiameter
    let ring = CGRect(x: 8, y: bounds.height / 2 - d / 2 - 1.5, width: d, height: d)
    canvas.stroke(ring, cornerRadius: d / 2, lineWidth: Self.lineWidth, color: color)
    // The handle leaves the ring at its lower right, at 45°: squares along the diagonal
    // stand for the line the canvas cannot draw.
    let step: CGFloat = 1.25
    for i in 0..<4 {
      let offset = d * 0.85 + CGFloat(i) * step
      canvas.fill(
        CGRect(x: ring.minX + offset - 1, y: ring.minY + offset - 1, width: 2.25, height: 2.25), cornerRadius: 1,
        color: color)
    }
  }
}
