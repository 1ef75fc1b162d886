import Foundation

/// What is drawn now, while an animation runs (the presentation values), the layer
/// made on first use, and the stack views told when a subview hides.
extension UIView {
  public var presentationBackgroundColor: UIColor? {
    if let override = presentationBackgroundColorOverride { return override }
    return backgroundColor
  }

  public var presentationAlpha: CGFloat { presentationAlphaOverride ?? alpha }

  /// The view's layer (its corners, borders and geometry), made on first use.
  public var layer: CALayer {
    if let storedLayer { return storedLayer }
    let layer = CALayer()
    layer.delegate = self
    layer.host = self
    layer.onChange = { [weak self] in self?.setNeedsDisplay() }
    storedLayer = layer
    return layer
  }

  /// For containers (stack views) that react to an arranged subview hiding.
  func isHiddenDidChange() {
    (superview as? HiddenSubviewObserving)?.subviewHiddenDidChange(self)
  }
}

/// Containers that lay out differently when a subview hides (UIStackView).
@MainActor
protocol HiddenSubviewObserving: AnyObject {
  func subviewHiddenDidChange(_ subview: UIView)
}
