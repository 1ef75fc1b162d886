import Foundation

/// A popover's arrow: a triangle with its base on the card's edge and its point towards
/// the anchor, in the popover's colour. The canvas fills rectangles only, so the
/// triangle is drawn as one-point strips, each as long as the triangle is wide there.
@MainActor
final class PopoverArrowView: UIView {
  var direction: UIPopoverArrowDirection = .up { didSet { setNeedsDisplay() } }
  var color: UIColor = .systemBackground { didSet { setNeedsDisplay() } }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
    isUserInteractionEnabled = false
  }

  override func draw(in canvas: Canvas) {
    let vertical = direction == .up || direction == .down
    let depth = vertical ? bounds.height : bounds.width
    let base = vertical ? bounds.width : bounds.height
    guard depth > 0 else { return }
    let strips = Int(depth.rounded(.up))
    for strip in 0..<strips {
      // Strip 0 is at the point; the last is the base, flush with the card.
      let along = min(CGFloat(strip), depth - 1)
      let length = base * (along + 1) / depth
      let offset = (base - length) / 2
      let rect: CGRect
      switch direction {
      case .up: rect = CGRect(x: offset, y: along, width: length, height: 1)
      case .down: rect = CGRect(x: offset, y: depth - 1 - along, width: length, height: 1)
      case .left: rect = CGRect(x: along, y: offset, width: 1, height: length)
      default: rect = CGRect(x: depth - 1 - along, y: offset, width: 1, height: length)
      }
      canvas.fill(rect, cornerRadius: 0, color: color)
    }
  }
}
