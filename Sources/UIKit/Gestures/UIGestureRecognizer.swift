import Foundation

/// Turns the touches on a view (and its subviews) into a gesture, as UIKit's recognizers
/// do: each one sees a touch before the view it hit does, runs a state machine and sends
/// its actions as the state changes.
///
/// The states and when actions are sent follow Apple's "About the Gesture Recognizer
/// State Machine" and `UIGestureRecognizer.State`: a discrete gesture (a tap, a swipe)
/// goes from `.possible` straight to `.recognized` (`.ended`) or `.failed`, with one
/// action; a continuous one (a pan, a long press) goes `.began`, `.changed`…, then
/// `.ended` or `.cancelled`, with an action for each. A recognizer in a final state is
/// reset to `.possible` once the touch sequence it saw is over.
///
/// A subclass sets `state` from its `touches…` overrides, as with
/// `UIGestureRecognizerSubclass` on iOS; what may happen on the way out of `.possible`
/// (the delegate and the views say no, a recognizer it must wait for, another that won
/// first) is decided by the window's `TouchDelivery` when it is set.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    public static var recognized: State { .ended }
  }

  private var targets: [TargetAction] = []

  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  public override convenience init() { self.init(target: nil, action: nil) }

  // MARK: Targets

  /// Adds a target–action pair; the target is not retained, as on iOS.
  open func addTarget(_ target: Any, action: Selector) {
    action.requireCallable("UIGestureRecognizer.addTarget(_:action:)")
    targets.append(TargetAction(target: target, action: action))
  }

  /// Removes the pairs with `target` (every target when nil) and `action` (every
  /// action when nil).
  open func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.flatMap { $0 as AnyObject }
    targets.removeAll { pair in
      (object == nil || pair.target === object) && (action == nil || pair.action == action)
    }
  }

  // MARK: Configuration

  open weak var delegate: (any UIGestureRecognizerDelegate)?

  /// A disabled recognizer receives no touches; disabling one in the middle of a
  /// gesture cancels it (fails it if it had not begun).
  open var isEnabled = true {
    didSet {
      guard oldValue, !isEnabled else { return }
      switch state {
      case .began, .changed: state = .cancelled
      case .possible where delivery != nil: state = .failed
      default: break
      }
    }
  }

  /// Whether the touches' view gets `touchesCancelled` once this recognizes (and no
  /// more touches of the sequence). UIKit's default: true.
  open var cancelsTouchesInView = true
  /// Whether the view gets `touchesBegan` only once this has failed. Default false.
  open var delaysTouchesBegan = false
  /// Whether the view gets `touchesEnded` only once this has recognized or failed, when
  /// it is still undecided as the touch ends (a double tap after its first tap).
  /// Default true.
  open var delaysTouchesEnded = true
  open var requiresExclusiveTouchType = true
  open var name: String?

  /// The view the recognizer is attached to.
  public internal(set) weak var view: UIView?

  // MARK: State

  /// The recognizer's state. A subclass sets it; setting it out of `.possible` is a
  /// request the window may refuse (the state becomes `.failed`) or defer (the
  /// recognizer must wait for another to fail).
  open var state: State {
    get { storedState }
    set { transition(to: newValue) }
  }
  private var storedState: State = .possible

  /// The touch sequence this recognizer is part of, while it is.
  weak var delivery: TouchDelivery?
  /// The touches it is tracking (the pointer's one, or none).
  var trackedTouches: [UITouch] = []
  /// Recognizers that must fail before this one may leave `.possible`.
  private var failureRequirements: [WeakRecognizer] = []

  /// `other` must fail before this one recognizes: a single tap that waits for a
  /// double tap to fail, a pan that waits for a swipe.
  open func require(toFail other: UIGestureRecognizer) {
    guard other !== self, !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
    failureRequirements.append(WeakRecognizer(recognizer: other))
  }

  var requiredToFail: [UIGestureRecognizer] { failureRequirements.compactMap(\.recognizer) }

  /// The state set, or taken to `.failed` when what may not begin.
  private func transition(to newValue: State) {
    let old = storedState
    guard newValue != old || newValue == .changed else { return }
    if old == .possible, newValue == .began || newValue == .ended, let delivery {
      delivery.recognizerWantsToBegin(self, state: newValue)
      return
    }
    setStateDirectly(newValue)
  }

  /// Sets the state with no arbitration, sends the actions it calls for and tells the
  /// touch sequence. `TouchDelivery` calls it once it has decided.
  func setStateDirectly(_ newValue: State) {
    let old = storedState
    storedState = newValue
    switch newValue {
    case .began, .changed, .ended, .cancelled:
      // `.ended` from `.possible` is a discrete gesture's recognition.
      if newValue != .changed || old == .began || old == .changed { sendActions() }
    case .failed, .possible:
      break
    }
    delivery?.recognizer(self, didChangeFrom: old, to: newValue)
  }

  private func sendActions() {
    targets.removeAll(where: \.isOrphaned)
    for pair in targets { pair.send(sender: self, chainStart: view) }
  }

  /// Back to `.possible` for the next touch sequence.
  func resetForNextSequence() {
    storedState = .possible
    trackedTouches = []
    timerGeneration += 1
    reset()
  }

  // MARK: Touches (the subclass API of UIGestureRecognizerSubclass)

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
  }
  /// Clears a subclass's own state; called after the recognizer leaves a final state.
  open func reset() {}
  open func ignore(_ touch: UITouch, for event: UIEvent) {
    trackedTouches.removeAll { $0 === touch }
  }

  /// Whether this recognizer, recognizing, keeps `preventedGestureRecognizer` from it.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  // MARK: Reading

  public var numberOfTouches: Int { trackedTouches.count }

  /// Where the gesture is: the centroid of its touches, in `view`'s coordinates
  /// (window coordinates when nil); the last touch's place once they have ended.
  open func location(in view: UIView?) -> CGPoint {
    guard let touch = trackedTouches.first ?? lastTouch else { return .zero }
    return touch.location(in: view)
  }

  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    precondition(
      trackedTouches.indices.contains(touchIndex),
      "location(ofTouch: \(touchIndex), in:): the recognizer has \(trackedTouches.count) touches")
    return trackedTouches[touchIndex].location(in: view)
  }

  /// The last touch seen, for `location(in:)` after it has ended (an action for
  /// `.ended` reads where the gesture ended).
  weak var lastTouch: UITouch?

  // MARK: Timers

  /// Bumped on reset, so that a timer from an earlier sequence does nothing.
  private var timerGeneration = 0

  /// Runs `work` after `delay` on the view's runtime's frame clock, unless the
  /// recognizer has been reset since. `final`: subclasses schedule through it and never
  /// replace it, and out of the subclasses' vtables its closure type cannot be mangled
  /// two ways in two files, which this compiler did (a clean build failed to link).
  final func after(_ delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
    guard let view else { return }
    let generation = timerGeneration
    view.owningRuntime.schedule(after: delay) { [weak self] in
      guard let self, self.timerGeneration == generation else { return }
      work()
    }
  }
}

/// A recognizer held weakly, for `require(toFail:)`.
struct WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?
}
