import Foundation

/// A view's presentation values animated on the animator: frames of views placed by
/// hand, alpha and background colour. The model value is set at once, as Core
/// Animation does; what is drawn moves.
extension Animator {
  func animateFrame(of view: UIView, from: CGRect, to: CGRect, context: AnimationContext) {
    start(Key(target: ObjectIdentifier(view), property: .frame), target: view, context: context) {
      [weak view] fraction in
      guard let view else { return }
      if fraction >= 1 {
        view.presentationFrameOverride = nil
      } else {
        let f = CGFloat(fraction)
        view.presentationFrameOverride = CGRect(
          x: from.minX + (to.minX - from.minX) * f, y: from.minY + (to.minY - from.minY) * f,
          width: from.width + (to.width - from.width) * f, height: from.height + (to.height - from.height) * f)
      }
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
    start(Key(target: ObjectIdentifier(view), property: .alpha), target: view, context: context) {
      [weak view] fraction in
      guard let view else { return }
      view.presentationAlphaOverride = fraction >= 1 ? nil : from + (to - from) * CGFloat(fraction)
      view.setNeedsDisplay()
    }
  }

  func animateBackgroundColor(of view: UIView, from: UIColor?, context: AnimationContext) {
    let to = view.backgroundColor
    let start = from ?? to?.withAlphaComponent(0) ?? .clear
    let end = to ?? from?.withAlphaComponent(0) ?? .clear
    self.start(Key(target: ObjectIdentifier(view), property: .backgroundColor), target: view, context: context) {
      [weak view] fraction in
      guard let view else { return }
      view.presentationBackgroundColorOverride =
        fraction >= 1 ? nil : .some(start.interpolated(to: end, fraction: CGFloat(fraction)))
      view.setNeedsDisplay()
    }
  }
}
