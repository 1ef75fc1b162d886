import Foundation

/// One window's touch sequence as UIKit delivers it: to the gesture recognizers of the
/// view the touch hit and of its ancestors first, then to that view, and which of them
/// may recognize.
///
/// The rules, from Apple's "Handling UIKit gestures", "Coordinating multiple gesture
/// recognizers" and the `UIGestureRecognizer` properties' documentation:
/// - A recognizer gets each touch before the hit view (`touchesBegan`, `…Moved`,
///   `…Ended` on the recognizer first); the hit view's own recognizers before its
///   superview's.
/// - Leaving `.possible` is asked of the delegate (`gestureRecognizerShouldBegin`) and
///   of the views from the touched one up to the recognizer's (`UIView.
///   gestureRecognizerShouldBegin(_:)`: how a button keeps a single tap from a
///   recognizer on its superview — the "default control actions" rule of iOS 6).
/// - A recognizer that must wait for another to fail (`require(toFail:)`, the subclass
///   and delegate hooks) waits in `pending`; it fails if that one recognizes.
/// - Once one recognizes, the others still undecided fail, unless a delegate of either
///   allows them both (`shouldRecognizeSimultaneouslyWith`) or `canPrevent` /
///   `canBePrevented` say no.
/// - `cancelsTouchesInView` sends the view `touchesCancelled` when its recognizer
///   recognizes; `delaysTouchesBegan` holds the view's `touchesBegan` until the
///   recognizer fails; `delaysTouchesEnded` holds `touchesEnded` while it is undecided.
///
/// The window has one pointer, so a sequence has at most one touch; recognizers still
/// undecided when it ends (a double tap after its first tap) stay for the next one.
@MainActor
final class TouchDelivery {
  /// The recognizers of the sequence, in the order they get touches.
  private(set) var recognizers: [UIGestureRecognizer] = []
  /// Recognizers that asked to leave `.possible` and wait for others to fail, with the
  /// state they asked for.
  private var pending: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []

  /// What the hit view has been sent of the touch.
  private enum ViewDelivery {
    /// Nothing yet: a recognizer delays `touchesBegan`.
    case beganHeld
    /// `touchesBegan` went out; moves and the end follow.
    case delivering
    /// The touch ended while a recognizer is undecided; `touchesEnded` waits for it.
    case endedHeld
    /// The view got `touchesCancelled` or its sequence is over.
    case done
  }
  private var viewDelivery = ViewDelivery.done
  /// The touch in progress.
  private var touch: UITouch?
  /// The view the touch hit and the touch it is owed the rest of, which outlive the
  /// touch while its end is held.
  private var touchView: UIView?
  private var viewTouch: UITouch?
  private var touchEnded = false
  private var lastEvent: UIEvent?
  /// Set while the recognizers get a touch: held touches wait until they all have.
  private var dispatching = false

  /// The hit view, while it has been sent the touch's beginning and not its end: what a
  /// scroll view's pan would take the touch from.
  var viewTrackingTouch: UIView? {
    viewDelivery == .delivering || viewDelivery == .endedHeld ? touchView : nil
  }

  // MARK: The pointer

  func began(_ touch: UITouch, on view: UIView, with event: UIEvent) {
    let chain = Self.recognizers(above: view)
    // A recognizer still waiting from the last sequence whose view this touch missed
    // has lost its gesture (the second tap of a double tap landed elsewhere).
    for recognizer in recognizers where !chain.contains(where: { $0 === recognizer }) {
      if recognizer.state == .possible { decide(recognizer, .failed) }
    }
    // The last touch's end, held for a recognizer still undecided, goes out before a
    // new touch begins, so that the view sees each touch begin and end in turn.
    if viewDelivery == .endedHeld, let touchView, let viewTouch {
      touchView.touchesEnded([viewTouch], with: lastEvent ?? event)
    }
    self.touch = touch
    touchView = view
    viewTouch = touch
    touchEnded = false
    lastEvent = event
    // Not delivered yet; a recognizer that recognizes at touch-down and cancels the
    // view's touches makes it `.done`.
    viewDelivery = .beganHeld
    dispatching = true
    var taking: [UIGestureRecognizer] = []
    for recognizer in chain where !Self.isFinal(recognizer.state) {
      let waiting = recognizers.contains { $0 === recognizer }
      // A recognizer the delegate keeps the touch from is not part of the sequence
      // (one that still waits from the last touch stays, undecided).
      if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false {
        if waiting { taking.append(recognizer) }
        continue
      }
      taking.append(recognizer)
      recognizer.delivery = self
      recognizer.trackedTouches.append(touch)
      recognizer.lastTouch = touch
    }
    recognizers = taking
    for recognizer in taking where recognizer.trackedTouches.contains(where: { $0 === touch }) {
      recognizer.touchesBegan([touch], with: event)
    }
    dispatching = false
    if viewDelivery == .done { return }
    if recognizers.contains(where: { $0.delaysTouchesBegan && isUndecided($0) }) {
      viewDelivery = .beganHeld
    } else {
      viewDelivery = .delivering
      view.touchesBegan([touch], with: event)
    }
  }

  func moved(_ touch: UITouch, with event: UIEvent) {
    lastEvent = event
    for recognizer in tracking(touch) { recognizer.touchesMoved([touch], with: event) }
    if viewDelivery == .delivering { touchView?.touchesMoved([touch], with: event) }
  }

  func ended(_ touch: UITouch, with event: UIEvent) {
    lastEvent = event
    touchEnded = true
    dispatching = true
    for recognizer in tracking(touch) {
      recognizer.touchesEnded([touch], with: event)
      recognizer.trackedTouches.removeAll { $0 === touch }
    }
    dispatching = false
    if viewDelivery == .beganHeld { releaseHeldTouches() }
    if viewDelivery == .delivering {
      if recognizers.contains(where: { $0.delaysTouchesEnded && isUndecided($0) }) {
        viewDelivery = .endedHeld
      } else {
        viewDelivery = .done
        touchView?.touchesEnded([touch], with: event)
      }
    }
    sequenceEnded()
  }

  func cancelled(_ touch: UITouch, with event: UIEvent) {
    lastEvent = event
    touchEnded = true
    // A touch held back from the view stays held while the recognizers fail (their
    // failing must not let it out as a tap), and the view never hears of it.
    dispatching = true
    for recognizer in tracking(touch) {
      recognizer.touchesCancelled([touch], with: event)
      recognizer.trackedTouches.removeAll { $0 === touch }
    }
    dispatching = false
    if viewDelivery == .delivering || viewDelivery == .endedHeld {
      touchView?.touchesCancelled([touch], with: event)
    }
    viewDelivery = .done
    sequenceEnded()
  }

  private func tracking(_ touch: UITouch) -> [UIGestureRecognizer] {
    recognizers.filter { r in r.trackedTouches.contains { $0 === touch } && !Self.isFinal(r.state) }
  }

  /// The touch is over: recognizers that have finished are reset for the next one.
  private func sequenceEnded() {
    touch = nil
    resetFinished()
  }

  private func resetFinished() {
    guard touch == nil else { return }
    let finished = recognizers.filter { Self.isFinal($0.state) }
    recognizers.removeAll { Self.isFinal($0.state) }
    for recognizer in finished {
      recognizer.delivery = nil
      recognizer.resetForNextSequence()
    }
    if recognizers.isEmpty, viewDelivery == .done {
      touchView = nil
      viewTouch = nil
    }
  }

  // MARK: Arbitration

  /// `recognizer` asks to leave `.possible` for `state` (`.began`, or `.ended` for a
  /// discrete gesture): it fails, waits or gets it.
  func recognizerWantsToBegin(_ recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State) {
    pending.removeAll { $0.recognizer === recognizer }
    guard recognizer.isEnabled, mayBegin(recognizer), !isPrevented(recognizer) else {
      decide(recognizer, .failed)
      return
    }
    let waitedFor = requirements(of: recognizer)
    if waitedFor.contains(where: { Self.hasRecognized($0.state) }) {
      decide(recognizer, .failed)
    } else if waitedFor.contains(where: { isUndecided($0) }) {
      pending.append((recognizer, state))
    } else {
      decide(recognizer, state)
    }
  }

  /// The delegate's and the touched views' word on `recognizer` beginning.
  private func mayBegin(_ recognizer: UIGestureRecognizer) -> Bool {
    if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false { return false }
    var view = touchView
    while let v = view {
      if !v.gestureRecognizerShouldBegin(recognizer) { return false }
      if v === recognizer.view { break }
      view = v.superview
    }
    return true
  }

  /// Whether a recognizer that has already begun keeps `recognizer` from beginning.
  private func isPrevented(_ recognizer: UIGestureRecognizer) -> Bool {
    recognizers.contains { other in
      other !== recognizer && (other.state == .began || other.state == .changed)
        && !Self.simultaneous(recognizer, other) && other.canPrevent(recognizer)
        && recognizer.canBePrevented(by: other)
    }
  }

  /// The recognizers of this sequence that `recognizer` must wait for.
  private func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
    let explicit = recognizer.requiredToFail
    return recognizers.filter { other in
      guard other !== recognizer else { return false }
      if explicit.contains(where: { $0 === other }) { return true }
      if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer) { return true }
      if recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true { return true }
      return other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
    }
  }

  private static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
    a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
      || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
  }

  private func decide(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
    pending.removeAll { $0.recognizer === recognizer }
    recognizer.setStateDirectly(state)
  }

  /// Still `.possible`, or waiting in `pending`.
  private func isUndecided(_ recognizer: UIGestureRecognizer) -> Bool {
    recognizer.state == .possible && recognizer.isEnabled
  }

  private static func isFinal(_ state: UIGestureRecognizer.State) -> Bool {
    state == .ended || state == .cancelled || state == .failed
  }

  private static func hasRecognized(_ state: UIGestureRecognizer.State) -> Bool {
    state == .began || state == .changed || state == .ended
  }

  /// What follows from a recognizer's new state for the others and for the view.
  func recognizer(
    _ recognizer: UIGestureRecognizer, didChangeFrom old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State
  ) {
    if old == .possible, new == .began || new == .ended {
      for other in recognizers where other !== recognizer && isUndecided(other) {
        if !Self.simultaneous(recognizer, other), recognizer.canPrevent(other), other.canBePrevented(by: recognizer) {
          decide(other, .failed)
        }
      }
      if recognizer.cancelsTouchesInView { cancelViewTouches() }
    }
    if new == .failed || Self.hasRecognized(new) { settlePending() }
    releaseHeldTouches()
    if Self.isFinal(new) { resetFinished() }
  }

  /// Pending recognizers whose requirements have all failed get their state; those
  /// whose requirement recognized fail.
  private func settlePending() {
    var changed = true
    while changed {
      changed = false
      for (recognizer, state) in pending {
        let waitedFor = requirements(of: recognizer)
        if waitedFor.contains(where: { Self.hasRecognized($0.state) }) {
          decide(recognizer, .failed)
          changed = true
          break
        }
        if !waitedFor.contains(where: { isUndecided($0) }) {
          pending.removeAll { $0.recognizer === recognizer }
          // Asked again: the delegate and a recognizer that began meanwhile still count.
          recognizerWantsToBegin(recognizer, state: state)
          changed = true
          break
        }
      }
    }
  }

  private func cancelViewTouches() {
    if let touchView, let viewTouch, viewDelivery == .delivering || viewDelivery == .endedHeld {
      touchView.touchesCancelled([viewTouch], with: event(for: viewTouch))
    }
    viewDelivery = .done
  }

  private func event(for touch: UITouch) -> UIEvent {
    lastEvent ?? UIEvent(type: .touches, timestamp: touch.timestamp)
  }

  /// Touches held for recognizers that have since decided go out.
  private func releaseHeldTouches() {
    guard !dispatching, let touchView, let viewTouch else { return }
    if viewDelivery == .beganHeld, !recognizers.contains(where: { $0.delaysTouchesBegan && isUndecided($0) }) {
      viewDelivery = .delivering
      touchView.touchesBegan([viewTouch], with: event(for: viewTouch))
      if touchEnded { viewDelivery = .endedHeld }
    }
    if viewDelivery == .endedHeld, !recognizers.contains(where: { $0.delaysTouchesEnded && isUndecided($0) }) {
      viewDelivery = .done
      touchView.touchesEnded([viewTouch], with: event(for: viewTouch))
    }
  }

  /// The enabled recognizers of `view` and its ancestors, the view's own first.
  private static func recognizers(above view: UIView) -> [UIGestureRecognizer] {
    var found: [UIGestureRecognizer] = []
    var v: UIView? = view
    while let current = v {
      found += current.gestureRecognizers?.filter(\.isEnabled) ?? []
      v = current.superview
    }
    return found
  }
}
