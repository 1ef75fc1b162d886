import Foundation

/// Drawing a view tree into a canvas: each view's background, its own content, its
/// subviews and its border, at its presentation frame and alpha.
extension UIView {
  /// Draws this view and its subtree, front-most last.
  public func render(in canvas: Canvas) {
    guard !isHidden, presentationAlpha > 0.001 else { return }
    let frame = presentationFrame
    canvas.saveState()
    canvas.translate(by: frame.origin)
    canvas.multiplyAlpha(presentationAlpha)
    let local = CGRect(origin: .zero, size: frame.size)
    let radius = storedLayer?.cornerRadius ?? 0
    if clipsToBounds || storedLayer?.masksToBounds == true { canvas.clip(to: local) }
    if let color = presentationBackgroundColor, color.alpha > 0 {
      canvas.fill(local, cornerRadius: radius, color: color)
    }
    canvas.translate(by: CGPoint(x: -bounds.minX, y: -bounds.minY))
    draw(in: canvas)
    for subview in subviews { subview.render(in: canvas) }
    canvas.translate(by: bounds.origin)
    if let layer = storedLayer, layer.borderWidth > 0, let border = layer.borderColor {
      canvas.stroke(local, cornerRadius: radius, lineWidth: layer.borderWidth, color: border)
    }
    canvas.restoreState()
  }
}
