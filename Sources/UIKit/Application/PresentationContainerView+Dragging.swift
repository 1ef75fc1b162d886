import Foundation

/// A person drags a sheet as on iOS: a pan that starts on the sheet outside its scroll
/// views (its grabber, its navigation bar, its still content) moves the card with the
/// finger; on release the card goes to the detent nearest to where its motion would carry
/// it (its top plus a fifth of a second of its speed, an estimate: Apple publishes no
/// rule), or, below the smallest detent, down and away: an interactive dismissal, which
/// asks the delegate first and tells it before and after. A controller that is
/// `isModalInPresentation` (or whose delegate says no) is not dismissed: the card resists
/// below its smallest detent, moving a third of the finger's way, springs back on
/// release, and the delegate hears `presentationControllerDidAttemptToDismiss`. A pan on
/// a scroll view scrolls it; iOS hands such a pan to the sheet once the content is at its
/// top, which is not modelled (docs/PORTING.md).
extension PresentationContainerView {
  /// How far ahead of the finger's release the card's motion is projected, in seconds.
  static let releaseProjection: CGFloat = 0.2
  /// How much of the finger's motion the card follows past where it may go.
  static let resistance: CGFloat = 1 / 3

  func installDrag() {
    let pan = UIPanGestureRecognizer(
      target: self, action: Selector("handleSheetDrag:", PresentationContainerView.handleSheetDrag(_:)))
    addGestureRecognizer(pan)
  }

  /// Whether a pan at `point` (the container's coordinates) takes hold of the card: on it,
  /// and not in one of its scroll views.
  func dragCanBegin(at point: CGPoint) -> Bool {
    guard presentedView.frame.contains(point) else { return false }
    var view = presentedView.hitTest(convert(point, to: presentedView), with: nil)
    while let current = view, current !== presentedView {
      if current is UIScrollView { return false }
      view = current.superview
    }
    return true
  }

  /// Whether a swipe may dismiss the sheet now, asking the delegate as iOS does.
  private var dismissalAllowed: Bool {
    guard let controller = sheet?.presentedViewController, !controller.isModalInPresentation else { return false }
    guard let sheet, let delegate = sheet.delegate else { return true }
    return delegate.presentationControllerShouldDismiss(sheet)
  }

  func handleSheetDrag(_ pan: UIPanGestureRecognizer) {
    guard let sheet else { return }
    let smallest = top(of: sheet.restingDetent == .medium || sheet.detents.contains(.medium()) ? .medium : .large)
    let largest = top(of: sheet.largestDetent)
    switch pan.state {
    case .began:
      dragStartTop = presentedView.frame.minY
      presentedView.resignFirstResponderInside()
    case .changed:
      guard let start = dragStartTop else { return }
      presentedView.frame = frame(top: dragTop(start + pan.translation(in: self).y, largest, smallest))
    case .ended, .cancelled, .failed:
      guard let start = dragStartTop else { return }
      dragStartTop = nil
      let top = dragTop(start + pan.translation(in: self).y, largest, smallest)
      let projected = top + (pan.state == .ended ? pan.velocity(in: self).y * Self.releaseProjection : 0)
      var stops: [(CGFloat, UISheetPresentationController.Detent.Identifier?)] = sheet.detents.map {
        (self.top(of: $0.identifier), $0.identifier)
      }
      stops.append((bounds.height, nil))
      let nearest = stops.min { abs($0.0 - projected) < abs($1.0 - projected) }!
      guard let detent = nearest.1 else {
        if dismissalAllowed {
          dismissInteractively()
        } else {
          settle(at: smallestDetent(of: sheet))
          sheet.delegate?.presentationControllerDidAttemptToDismiss(sheet)
        }
        return
      }
      settle(at: detent)
    default:
      break
    }
  }

  /// The card's top for a finger that would put it at `top`: free between the detents,
  /// resisting above the largest and, when the sheet may not be dismissed, below the
  /// smallest.
  private func dragTop(_ top: CGFloat, _ largest: CGFloat, _ smallest: CGFloat) -> CGFloat {
    if top < largest { return largest - (largest - top) * Self.resistance }
    if top > smallest, !dismissalAllowed { return smallest + (top - smallest) * Self.resistance }
    return top
  }

  private func smallestDetent(of sheet: UISheetPresentationController)
    -> UISheetPresentationController.Detent.Identifier
  {
    sheet.detents.contains(.medium()) ? .medium : .large
  }

  private func settle(at detent: UISheetPresentationController.Detent.Identifier) {
    guard let sheet else { return }
    UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
      if sheet.restingDetent == detent {
        sheet.changed()
      } else {
        sheet.selectedDetentIdentifier = detent
      }
    }
  }

  private func dismissInteractively() {
    guard let sheet, let controller = sheet.presentedViewController else { return }
    sheet.delegate?.presentationControllerWillDismiss(sheet)
    controller.dismiss(animated: true) { [weak sheet] in
      guard let sheet else { return }
      sheet.delegate?.presentationControllerDidDismiss(sheet)
    }
  }
}
