import Foundation

/// A rectangle on screen that draws, lays out its subviews and receives touches.
///
/// Geometry is UIKit's: `frame` in the superview's bounds coordinates, `bounds` in the
/// view's own (its origin is the scroll offset of a scroll view), `center` in the
/// superview's. Frames that Auto Layout owns (`translatesAutoresizingMaskIntoConstraints
/// == false`) are written by the window's layout pass from the solver.
///
/// The class body holds the stored properties and every member a subclass may
/// override: without the Objective-C runtime, a member declared in an extension cannot
/// be overridden. The rest is in the UIView*.swift extensions beside this file.
@preconcurrency @MainActor
open class UIView: UIResponder {
  public typealias AnimationCurve = UIViewAnimationCurve
  public typealias AnimationOptions = UIViewAnimationOptions

  /// Marks "no intrinsic size along this axis", as `UIView.noIntrinsicMetric`.
  public static let noIntrinsicMetric: CGFloat = -1
  /// The size of a view with no intrinsic content size.
  public static let layoutFittingCompressedSize = CGSize.zero

  // MARK: Geometry

  private var storedFrame: CGRect
  private var storedBoundsOrigin: CGPoint = .zero

  public init(frame: CGRect) {
    storedFrame = frame
    super.init()
  }

  public override convenience init() {
    self.init(frame: .zero)
  }

  /// The rectangle in the superview's coordinates. Setting it inside an animation
  /// block animates what is drawn from the current on-screen frame.
  open var frame: CGRect {
    get { storedFrame }
    set {
      let old = presentationFrame
      setFrameFromModel(newValue)
      if old != newValue, let context = AnimationContext.current {
        owningRuntime.animator.animateFrame(of: self, from: old, to: newValue, context: context)
      }
    }
  }

  /// Frames written by layout (not by the user): no animation of their own, since
  /// the constraint constants that produced them are what animates. `animator` is the
  /// current runtime's, which the layout pass looks up once for all its frames.
  func setFrameFromLayout(_ newValue: CGRect, animator: Animator) {
    guard !newValue.equals(storedFrame) else { return }
    let sizeChanged = newValue.size != storedFrame.size
    storedFrame = newValue
    if presentationFrameOverride != nil { animator.cancelFrameAnimation(of: self) }
    if sizeChanged { setNeedsLayout() }
    setNeedsDisplay()
  }

  /// A frame from a layout pass inside an animation block: the model frame is set, what
  /// is drawn animates to it from where it is now.
  func setFrameFromLayout(_ newValue: CGRect, animatedIn context: AnimationContext, animator: Animator) {
    guard !newValue.equals(storedFrame) else { return }
    let old = presentationFrame
    let sizeChanged = newValue.size != storedFrame.size
    storedFrame = newValue
    animator.animateFrame(of: self, from: old, to: newValue, context: context)
    if sizeChanged { setNeedsLayout() }
    setNeedsDisplay()
  }

  private func setFrameFromModel(_ newValue: CGRect) {
    guard newValue != storedFrame else { return }
    let sizeChanged = newValue.size != storedFrame.size
    storedFrame = newValue
    if translatesAutoresizingMaskIntoConstraints {
      layoutEngineIfPresent?.frameChanged(of: self)
    } else {
      layoutEngineIfPresent?.frameOverridden(of: self)
    }
    if sizeChanged { setNeedsLayout() }
    setNeedsDisplay()
  }

  /// The view's own coordinate space: origin (the scroll offset) and size (= frame size).
  open var bounds: CGRect {
    get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
    set {
      storedBoundsOrigin = newValue.origin
      if newValue.size != storedFrame.size {
        let c = center
        frame = CGRect(
          x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height)
      }
      setNeedsDisplay()
    }
  }

  /// The frame's centre, in the superview's coordinates.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame = CGRect(
        x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2, width: frame.width, height: frame.height)
    }
  }

  /// What is on screen now: the frame, or where a running frame animation has it, or
  /// where the presentation layout (constants animating) has it.
  public internal(set) var presentationFrameOverride: CGRect?
  /// Where the presentation layout draws the view while constants animate.
  var layoutPresentationFrame: CGRect?
  public var presentationFrame: CGRect { presentationFrameOverride ?? layoutPresentationFrame ?? storedFrame }

  // MARK: Gesture recognizers

  private var attachedGestureRecognizers: [UIGestureRecognizer] = []

  /// The recognizers attached to the view, in the order they were added; nil when
  /// there are none, as on iOS.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
    set {
      for recognizer in attachedGestureRecognizers where recognizer.view === self { recognizer.view = nil }
      attachedGestureRecognizers = []
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `gestureRecognizer`, taking it from the view it was on.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let old = gestureRecognizer.view, old !== self { old.removeGestureRecognizer(gestureRecognizer) }
    guard !attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
    attachedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
    if gestureRecognizer.view === self { gestureRecognizer.view = nil }
  }

  /// Whether a recognizer may begin on a touch in this view; asked of each view from
  /// the touched one up to the recognizer's. Controls say no to the recognizers whose
  /// gesture is their own default action (a button's single tap).
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  // MARK: Hierarchy

  public private(set) weak var superview: UIView?
  public private(set) var subviews: [UIView] = []
  /// The controller whose root view this is (set by `UIViewController`).
  weak var owningViewController: (any OwningViewController)?

  open override var next: UIResponder? {
    if let owningViewController { return owningViewController }
    return superview
  }

  /// The window this view is in, if any.
  open var window: UIWindow? {
    var v: UIView? = self
    while let view = v {
      if let w = view as? UIWindow { return w }
      v = view.superview
    }
    return nil
  }

  /// The runtime the view's changes belong to: its window's, or the current one for a
  /// view in no window. An animation of the view runs on this runtime's clock and a
  /// layout pass of its tree in this runtime, whichever runtime the code that changes it
  /// runs in (a test's body with another tester current).
  var owningRuntime: UIKitRuntime { window?.runtime ?? UIKitRuntime.current }

  /// Adds `view` on top of the other subviews (removing it from its old superview).
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  open func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    if view.superview === self {
      subviews.removeAll { $0 === view }
      subviews.insert(view, at: min(max(index, 0), subviews.count))
      setNeedsDisplay()
      return
    }
    // Moving between superviews of one window is not a window change: iOS sends no
    // didMoveToWindow(nil) in between.
    let oldWindow = view.window
    view.detachFromSuperview(notifyWindowChange: false)
    view.willMove(toSuperview: self)
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    if view.needsLayout || view.descendantNeedsLayout { view.markAncestorsForLayout() }
    LayoutEngine.viewDidJoinTree(view)
    if view.translatesAutoresizingMaskIntoConstraints { layoutEngineIfPresent?.frameChanged(of: view) }
    view.didMoveToSuperview()
    didAddSubview(view)
    if oldWindow !== view.window { view.propagateWindowChange() }
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// Indexes are taken among the other subviews, so moving a subview forward past
  /// its sibling lands right after it.
  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    let others = subviews.filter { $0 !== view }
    insertSubview(view, at: others.firstIndex { $0 === sibling } ?? 0)
  }

  open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    let others = subviews.filter { $0 !== view }
    insertSubview(view, at: (others.firstIndex { $0 === sibling } ?? others.count - 1) + 1)
  }

  open func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  open func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Detaches the view; constraints between it (or its subviews) and views outside
  /// are deactivated, as on iOS.
  open func removeFromSuperview() {
    detachFromSuperview(notifyWindowChange: true)
  }

  private func detachFromSuperview(notifyWindowChange: Bool) {
    guard let parent = superview else { return }
    let oldWindow = window
    if isFirstResponderOrContainsIt, let responder = firstResponderSlot?.current {
      responder.resignFirstResponder()
    }
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    let moving = LayoutEngine.detach(self)
    parent.subviews.removeAll { $0 === self }
    superview = nil
    LayoutEngine.reattach(moving, root: self)
    didMoveToSuperview()
    if oldWindow != nil && notifyWindowChange { propagateWindowChange() }
    parent.setNeedsLayout()
    parent.setNeedsDisplay()
  }

  override var firstResponderSlot: FirstResponderSlot? { window?.firstResponderSlot }

  open func willMove(toSuperview newSuperview: UIView?) {}
  open func didMoveToSuperview() {}
  open func didMoveToWindow() {}

  /// The window's traits changed (its size classes, when it is resized or turned, or its
  /// device): called on every view of the window, superviews first, after the change.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  open func didAddSubview(_ subview: UIView) {}
  open func willRemoveSubview(_ subview: UIView) {}

  // MARK: Appearance

  open var backgroundColor: UIColor? {
    didSet {
      if oldValue != backgroundColor, let context = AnimationContext.current {
        owningRuntime.animator.animateBackgroundColor(of: self, from: oldPresentationColor(oldValue), context: context)
      }
      setNeedsDisplay()
    }
  }
  public internal(set) var presentationBackgroundColorOverride: UIColor??
  private func oldPresentationColor(_ model: UIColor?) -> UIColor? {
    if let override = presentationBackgroundColorOverride { return override }
    return model
  }

  open var alpha: CGFloat = 1 {
    didSet {
      if oldValue != alpha, let context = AnimationContext.current {
        owningRuntime.animator.animateAlpha(of: self, from: presentationAlphaOverride ?? oldValue, context: context)
      }
      setNeedsDisplay()
    }
  }
  public internal(set) var presentationAlphaOverride: CGFloat?

  open var isHidden: Bool = false {
    didSet {
      if oldValue != isHidden { isHiddenDidChange() }
      setNeedsDisplay()
    }
  }

  open var clipsToBounds: Bool = false { didSet { setNeedsDisplay() } }
  open var isUserInteractionEnabled: Bool = true
  open var tag: Int = 0
  open var tintColor: UIColor! {
    get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
    set { storedTintColor = newValue }
  }
  private var storedTintColor: UIColor?

  var storedLayer: CALayer?
  /// `UIKitRuntime.committedFrames` when the view last joined a window.
  var joinedWindowAtFrame = 0

  // MARK: Layout

  /// When true (the default for views made in code), the frame the code sets is turned
  /// into constraints; set false to position the view with Auto Layout.
  open var translatesAutoresizingMaskIntoConstraints: Bool = true {
    didSet {
      if oldValue != translatesAutoresizingMaskIntoConstraints {
        layoutEngineIfPresent?.autoresizingMaskSettingChanged(of: self)
      }
    }
  }

  /// How the view resizes with its superview. The keyboard honours `.flexibleHeight` on
  /// an input accessory view (it stretches over the home-indicator band when docked);
  /// a superview's resize does not apply the mask here (docs/PORTING.md).
  open var autoresizingMask: AutoresizingMask = []

  var needsLayout = true
  /// Some view below this one needs layout: the pass descends only into marked
  /// subtrees, so a frame where one view moved does not visit all the others.
  var descendantNeedsLayout = false

  /// Marks the view so the next layout pass calls its `layoutSubviews()`.
  open func setNeedsLayout() {
    needsLayout = true
    markAncestorsForLayout()
    UIKitRuntime.setCurrentNeedsFrame()
  }

  /// Runs the layout pass now for this view's whole tree if anything is pending: the
  /// solver (with constraint constants changed since, animated inside an animation
  /// block), frames, then `layoutSubviews()` top-down.
  open func layoutIfNeeded() {
    rootView.runLayoutPass()
  }

  /// Lays out subviews that Auto Layout does not place. Auto Layout frames are already
  /// applied when this runs; override to position subviews by hand.
  open func layoutSubviews() {}
  /// The safe area changed. Called on view controllers' root views, before their layout.
  open func safeAreaInsetsDidChange() {}
  /// The view's effective layout margins changed (`UIViewLayoutMargins`).
  open func layoutMarginsDidChange() {}
  var marginState: LayoutMarginState?

  /// Asks for the constraints to be brought up to date at the next layout pass.
  open func setNeedsUpdateConstraints() { setNeedsLayout() }
  open func updateConstraintsIfNeeded() { layoutIfNeeded() }
  open func updateConstraints() {}

  /// The natural size of the content (`noIntrinsicMetric` on an axis without one).
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Tells Auto Layout that `intrinsicContentSize` changed.
  open func invalidateIntrinsicContentSize() {
    layoutEngineIfPresent?.intrinsicSizeChanged(of: self)
    setNeedsLayout()
  }

  /// The size that fits `size`: by default the intrinsic size where there is one, else
  /// the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    let intrinsic = intrinsicContentSize
    return CGSize(
      width: intrinsic.width == UIView.noIntrinsicMetric ? bounds.width : intrinsic.width,
      height: intrinsic.height == UIView.noIntrinsicMetric ? bounds.height : intrinsic.height)
  }

  open func sizeToFit() {
    let size = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    frame = CGRect(origin: frame.origin, size: size)
  }

  var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  var compressionPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

  /// How strongly the view resists growing beyond its intrinsic size (default 250).
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    huggingPriorities[axis] ?? defaultContentHuggingPriority
  }
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    huggingPriorities[axis] = priority
    layoutEngineIfPresent?.intrinsicSizeChanged(of: self)
  }
  /// How strongly the view resists shrinking below its intrinsic size (default 750).
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    compressionPriorities[axis] ?? .defaultHigh
  }
  open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    compressionPriorities[axis] = priority
    layoutEngineIfPresent?.intrinsicSizeChanged(of: self)
  }
  /// Labels and other content views hug a little harder than plain views (251), as on iOS.
  open var defaultContentHuggingPriority: UILayoutPriority { .defaultLow }

  /// Constraints installed on this view (it is their items' nearest common ancestor).
  public internal(set) var constraints: [NSLayoutConstraint] = []

  open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
  open func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
  open func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

  var ownedLayoutEngine: LayoutEngine?
  lazy var layoutVariables = LayoutVariables(name: layoutDebugName)

  /// The layout guides owned by this view.
  public internal(set) var layoutGuides: [UILayoutGuide] = []

  open func addLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.owningView !== self else { return }
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    layoutGuides.append(guide)
  }

  open func removeLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.owningView === self else { return }
    layoutEngineIfPresent?.itemWillLeave(guide)
    layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  // MARK: Drawing

  /// Asks for a redraw at the next frame.
  open func setNeedsDisplay() {
    UIKitRuntime.setCurrentNeedsFrame()
  }

  /// Draws the view's own content (after its background and border) in its bounds
  /// coordinates. Our counterpart of `draw(_ rect:)`: the canvas is passed, not global.
  open func draw(in canvas: Canvas) {}

  // MARK: Hit testing

  /// Whether `point` (in this view's coordinates) is inside it.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// The deepest visible, interactive view containing `point` (in this view's
  /// coordinates), searching subviews front to back; nil if none.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
    guard self.point(inside: point, with: event) else { return nil }
    for subview in subviews.reversed() {
      let p = subview.convert(point, from: self)
      if let hit = subview.hitTest(p, with: event) { return hit }
    }
    return self
  }

  // MARK: Editing

  /// Makes the first responder in this view's subtree resign; true if it did (or
  /// there was none). `force` ignores `canResignFirstResponder`.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let slot = firstResponderSlot, let responder = slot.current as? UIView, responder.isDescendant(of: self)
    else {
      return true
    }
    if force {
      slot.clear(responder)
      return true
    }
    return responder.resignFirstResponder()
  }
}
