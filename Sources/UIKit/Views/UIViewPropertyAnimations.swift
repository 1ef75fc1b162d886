import Foundation

/// A view's presentation values animated on the animator: frames of views placed by
/// hand, alpha and background colour. The model value is set at once, as Core
/// Animation does; what is drawn moves. A property animator that stops, or finishes
/// anywhere but at the end, makes the model value what it leaves on screen (`settle`).
extension Animator {
  func animateFrame(of view: UIView, from: CGRect, to: CGRect, context: AnimationContext) {
    start(
      Key(target: ObjectIdentifier(view), property: .frame), target: view, context: context,
      settle: { [weak view] fraction in
        guard let view else { return }
        view.presentationFrameOverride = nil
        view.frame = Self.interpolate(from, to, fraction)
        view.setNeedsDisplay()
      }
    ) { [weak view] fraction in
      guard let view else { return }
      view.presentationFrameOverride = fraction == 1 ? nil : Self.interpolate(from, to, fraction)
      view.setNeedsDisplay()
    }
  }

  func cancelFrameAnimation(of view: UIView) {
    guard view.presentationFrameOverride != nil else { return }
    cancel(Key(target: ObjectIdentifier(view), property: .frame))
    view.presentationFrameOverride = nil
  }

  func animateAlpha(of view: UIView, from: CGFloat, context: AnimationContext) {
    let to = view.alpha
    // A spring overshoots; what is drawn stays within what alpha can be.
    let alpha = { (fraction: Double) in min(max(from + (to - from) * CGFloat(fraction), 0), 1) }
    start(
      Key(target: ObjectIdentifier(view), property: .alpha), target: view, context: context,
      settle: { [weak view] fraction in
        guard let view else { return }
        view.presentationAlphaOverride = nil
        view.alpha = alpha(fraction)
      }
    ) { [weak view] fraction in
      guard let view else { return }
      view.presentationAlphaOverride = fraction == 1 ? nil : alpha(fraction)
      view.setNeedsDisplay()
    }
  }

  func animateBackgroundColor(of view: UIView, from: UIColor?, context: AnimationContext) {
    let to = view.backgroundColor
    let start = from ?? to?.withAlphaComponent(0) ?? .clear
    let end = to ?? from?.withAlphaComponent(0) ?? .clear
    let color = { (fraction: Double) in start.interpolated(to: end, fraction: CGFloat(min(max(fraction, 0), 1))) }
    self.start(
      Key(target: ObjectIdentifier(view), property: .backgroundColor), target: view, context: context,
      settle: { [weak view] fraction in
        guard let view else { return }
        view.presentationBackgroundColorOverride = nil
        view.backgroundColor = fraction == 1 ? to : color(fraction)
      }
    ) { [weak view] fraction in
      guard let view else { return }
      view.presentationBackgroundColorOverride = fraction == 1 ? nil : .some(color(fraction))
      view.setNeedsDisplay()
    }
  }

  private static func interpolate(_ from: CGRect, _ to: CGRect, _ fraction: Double) -> CGRect {
    if fraction == 1 { return to }
    if fraction == 0 { return from }
    let f = CGFloat(fraction)
    return CGRect(
      x: from.minX + (to.minX - from.minX) * f, y: from.minY + (to.minY - from.minY) * f,
      width: from.width + (to.width - from.width) * f, height: from.height + (to.height - from.height) * f)
  }
}
