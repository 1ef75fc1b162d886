import Foundation

extension UIView {
  /// How a view's content (an image view's image) fits its bounds, with UIKit's raw values.
  public enum ContentMode: Int, Sendable {
    case scaleToFill = 0
    case scaleAspectFit = 1
    case scaleAspectFill = 2
    /// Redraws on bounds change; for image views it behaves as `scaleToFill`.
    case redraw = 3
    case center = 4
    case top = 5
    case bottom = 6
    case left = 7
    case right = 8
    case topLeft = 9
    case topRight = 10
    case bottomLeft = 11
    case bottomRight = 12

    /// Where content of `size` is drawn inside `bounds` (may overhang it: clipping is
    /// the view's `clipsToBounds`, as on iOS).
    public func rect(forContentOfSize size: CGSize, in bounds: CGRect) -> CGRect {
      guard size.width > 0, size.height > 0 else { return bounds }
      switch self {
      case .scaleToFill, .redraw:
        return bounds
      case .scaleAspectFit, .scaleAspectFill:
        let sx = bounds.width / size.width
        let sy = bounds.height / size.height
        let scale = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
        let w = size.width * scale
        let h = size.height * scale
        return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
      default:
        let x: CGFloat
        switch self {
        case .left, .topLeft, .bottomLeft: x = bounds.minX
        case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
        default: x = bounds.midX - size.width / 2
        }
        let y: CGFloat
        switch self {
        case .top, .topLeft, .topRight: y = bounds.minY
        case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
        default: y = bounds.midY - size.height / 2
        }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
      }
    }
  }
}
