import Foundation

/// A view that turns touches into events (`touchUpInside`, `valueChanged`, editing
/// events) and sends them to the actions registered for them.
///
/// Tracking follows UIKit: a touch that goes down highlights the control; while it
/// moves the highlight follows whether the finger is still "inside", which UIKit
/// measures with a generous slop around the bounds (`touchSlop`) so that a finger that
/// drifts a little still counts; lifting inside sends `.touchUpInside`, outside
/// `.touchUpOutside`.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// The states a control draws differently in, with UIKit's bits.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
    public static let application = State(rawValue: 0x00FF_0000)
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// What happened to a control, with UIKit's bits.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// How far outside its bounds a tracked touch still counts as inside: UIKit's
  /// 70-point slop, so a press that drifts off a small button still fires.
  public static let touchSlop: CGFloat = 70

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A control whose `primaryAction` runs on `.primaryActionTriggered`.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  // MARK: State

  open var isEnabled = true {
    didSet {
      guard oldValue != isEnabled else { return }
      if !isEnabled, isTracking { cancelTrackingTouch(with: nil) }
      stateDidChange()
    }
  }
  open var isSelected = false {
    didSet { if oldValue != isSelected { stateDidChange() } }
  }
  open var isHighlighted = false {
    didSet { if oldValue != isHighlighted { stateDidChange() } }
  }

  /// The combination of the flags above.
  open var state: State {
    var result: State = .normal
    if isHighlighted { result.insert(.highlighted) }
    if !isEnabled { result.insert(.disabled) }
    if isSelected { result.insert(.selected) }
    return result
  }

  /// Subclasses redraw (and re-style) here when highlighted/selected/enabled changes.
  open func stateDidChange() {
    setNeedsDisplay()
  }

  // MARK: Actions

  private struct Registration {
    let action: UIAction
    var events: Event
  }
  private var registrations: [Registration] = []

  /// Runs `action` when any of `events` is sent. An action with the same identifier as
  /// one already added replaces it (its events are merged), as on iOS.
  open func addAction(_ action: UIAction, for events: Event) {
    if let i = registrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
      registrations[i] = Registration(action: action, events: registrations[i].events.union(events))
    } else {
      registrations.append(Registration(action: action, events: events))
    }
  }

  /// Stops running `action` for `events` (it stays for its other events).
  open func removeAction(_ action: UIAction, for events: Event) {
    removeAction(identifiedBy: action.identifier, for: events)
  }

  open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
    for i in registrations.indices where registrations[i].action.identifier == identifier {
      registrations[i].events.subtract(events)
    }
    registrations.removeAll { $0.events.isEmpty }
  }

  /// Sends `action` to `target` for `events`, as on iOS: the target is not retained (an
  /// action whose target is gone is not sent), and a nil target sends the action up the
  /// responder chain from the first responder to the first object that has the method.
  /// The method gets the control (and the event, if it takes two arguments).
  open func addTarget(_ target: Any?, action: Selector, for events: Event) {
    action.requireCallable("UIControl.addTarget(_:action:for:)")
    // Adding the same target and action again only adds events, as on iOS.
    let object = target.flatMap { $0 as AnyObject }
    if let i = selectorTargets.firstIndex(where: { $0.pair.targets(object) && $0.pair.action == action }) {
      selectorTargets[i].events.formUnion(events)
    } else {
      selectorTargets.append((TargetAction(target: target, action: action), events))
    }
  }

  /// Removes `action` (every action when nil) of `target` (every target when nil) for
  /// `events`, as on iOS; a pair left with no events goes.
  open func removeTarget(_ target: Any?, action: Selector?, for events: Event) {
    let object = target.flatMap { $0 as AnyObject }
    for i in selectorTargets.indices
    where (object == nil || selectorTargets[i].pair.target === object)
      && (action == nil || selectorTargets[i].pair.action == action)
    {
      selectorTargets[i].events.subtract(events)
    }
    selectorTargets.removeAll { $0.events.isEmpty }
  }

  /// The targets with actions for some event (`NSNull` standing for the responder
  /// chain, as on iOS).
  open var allTargets: Set<AnyHashable> {
    var targets = Set<AnyHashable>()
    for entry in selectorTargets {
      if let target = entry.pair.target as? AnyHashable {
        targets.insert(target)
      } else if !entry.pair.hasTarget {
        targets.insert(NSNull())
      }
    }
    return targets
  }

  /// The names of `target`'s actions for `event` (nil when none).
  open func actions(forTarget target: Any?, forControlEvent event: Event) -> [String]? {
    let object = target.flatMap { $0 as AnyObject }
    let names = selectorTargets.filter { $0.pair.targets(object) && !$0.events.isDisjoint(with: event) }
      .map(\.pair.action.name)
    return names.isEmpty ? nil : names
  }

  private var selectorTargets: [(pair: TargetAction, events: Event)] = []

  /// The events some action or target is registered for.
  open var allControlEvents: Event {
    (registrations.map(\.events) + selectorTargets.map(\.events)).reduce(into: Event()) { $0.formUnion($1) }
  }

  /// Runs every action registered for any of `events`, in the order they were added.
  open func sendActions(for events: Event) {
    // A snapshot: a handler may add or remove actions.
    let due = registrations.filter { !$0.events.isDisjoint(with: events) }
    for registration in due { registration.action.perform(sender: self) }
    selectorTargets.removeAll { $0.pair.isOrphaned }
    let dueTargets = selectorTargets.filter { !$0.events.isDisjoint(with: events) }
    // A touch's own event while one is handled; a call from code gets an event of no
    // touches.
    let event = touchEvent ?? UIEvent(type: .touches, timestamp: owningRuntime.now)
    for entry in dueTargets {
      entry.pair.send(sender: self, event: event, chainStart: firstResponderSlot?.current ?? self)
    }
  }

  // MARK: Gesture recognizers

  /// Whether this control's default action is a single tap of one finger (a button, a
  /// segmented control): iOS 6's rule that such a tap is the control's and not a
  /// recognizer's on a view above it ("Interacting with other user interface
  /// controls", Apple's UIGestureRecognizer documentation).
  var defaultActionIsSingleTap: Bool { false }

  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if defaultActionIsSingleTap, isEnabled, gestureRecognizer.view !== self,
      let tap = gestureRecognizer as? UITapGestureRecognizer, tap.isSingleTap
    {
      return false
    }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  /// Runs `action` as sent by this control.
  open func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  // MARK: Tracking

  public private(set) var isTracking = false
  public private(set) var isTouchInside = false

  /// Whether `point` (in the control's coordinates) counts as inside while tracking.
  open func isTrackingPointInside(_ point: CGPoint) -> Bool {
    bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(point)
  }

  /// Starts tracking; return false to ignore the rest of the touch.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// A tracked touch moved; return false to stop tracking it.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  open func cancelTracking(with event: UIEvent?) {}

  /// The event of the touch being handled, for `(_:forEvent:)` actions.
  private var touchEvent: UIEvent?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    touchEvent = event
    defer { touchEvent = nil }
    isTouchInside = true
    isTracking = beginTracking(touch, with: event)
    isHighlighted = isTracking
    sendActions(for: .touchDown)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, isTracking, let touch = touches.first else { return }
    touchEvent = event
    defer { touchEvent = nil }
    let wasInside = isTouchInside
    isTouchInside = isTrackingPointInside(touch.location(in: self))
    isHighlighted = isTouchInside
    switch (wasInside, isTouchInside) {
    case (true, true): sendActions(for: .touchDragInside)
    case (false, false): sendActions(for: .touchDragOutside)
    case (false, true): sendActions(for: [.touchDragEnter, .touchDragInside])
    case (true, false): sendActions(for: [.touchDragExit, .touchDragOutside])
    }
    if !continueTracking(touch, with: event) {
      isTracking = false
      isHighlighted = false
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    touchEvent = event
    defer { touchEvent = nil }
    let wasTracking = isTracking
    isTouchInside = isTrackingPointInside(touch.location(in: self))
    isTracking = false
    isHighlighted = false
    if wasTracking { endTracking(touch, with: event) }
    if isTouchInside {
      touchUpInside(touch, with: event)
    } else {
      sendActions(for: .touchUpOutside)
    }
    isTouchInside = false
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchEvent = event
    defer { touchEvent = nil }
    cancelTrackingTouch(with: event)
  }

  /// What a finished tap does: `.touchUpInside` (buttons add `.primaryActionTriggered`,
  /// text fields start editing).
  open func touchUpInside(_ touch: UITouch, with event: UIEvent?) {
    sendActions(for: .touchUpInside)
  }

  private func cancelTrackingTouch(with event: UIEvent?) {
    let wasTracking = isTracking
    isTracking = false
    isTouchInside = false
    isHighlighted = false
    if wasTracking {
      cancelTracking(with: event)
      sendActions(for: .touchCancel)
    }
  }
}
