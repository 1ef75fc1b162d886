import Foundation

/// A view whose content is larger than itself and moves under it: `contentOffset` is the
/// bounds origin, so drawing, hit testing and `convert` follow the scroll with no extra
/// code, and scrolling never re-solves Auto Layout (the solver works at offset zero).
///
/// **Content size from Auto Layout.** As on iOS, the constraints between the scroll
/// view's *edges* (top, bottom, leading, trailing, left, right) and the views inside it
/// attach to the *content area*, the `contentLayoutGuide`, while constraints to its
/// width, height or centres attach to its *frame* (Apple: "Constraints between the edges
/// or margins of the scroll view and its content attach to the scroll view's content
/// area. Constraints between the height, width, or centers attach to the scroll view's
/// frame."). The content guide's top-left is pinned to the scroll view's; its size is
/// whatever the content's constraints make it. So
/// `stack.top/bottom/leading/trailing == scrollView` plus `stack.width == scrollView.width`
/// gives a content area exactly the stack's size, however tall the stack is.
///
/// The rule: while any active constraint attaches to the content area (through the
/// scroll view's edges, as above, or to `contentLayoutGuide` directly), `contentSize` is
/// the content guide's size from the last layout pass; a value set by hand is then
/// ignored (on iOS the next layout pass overwrites it). With no such constraint,
/// `contentSize` is what code sets (`.zero` at first), as for frame-based content.
///
/// What is not modelled: no rubber band, bounce, momentum or paging (`alwaysBounce…`
/// only decide the safe-area adjustment and whether an axis that fits may be dragged);
/// `frameLayoutGuide` is the frame at offset zero, so views pinned to it scroll with the
/// content (on iOS they stay put).
@preconcurrency @MainActor
open class UIScrollView: UIView, ScrollEventHandling, LayoutItemRouting {
  public weak var delegate: UIScrollViewDelegate?

  /// The duration and curve of `setContentOffset(_:animated:)` (UIKit's: about 0.3 s,
  /// ease in-out).
  public static let scrollAnimationDuration: TimeInterval = 0.3

  /// The content area: top-left at the scroll view's top-left, sized by the content's
  /// constraints. Owned by the scroll view.
  public let contentLayoutGuide = UILayoutGuide()
  var contentGuidePins: [NSLayoutConstraint] = []

  /// The scroll view's frame as a guide (for `content.width == frameLayoutGuide.width`).
  /// Here it is the frame at offset zero: what is pinned to it scrolls with the content.
  public private(set) lazy var frameLayoutGuide: UILayoutGuide = {
    let guide = UILayoutGuide()
    guide.identifier = "UIScrollView-frameLayoutGuide"
    addLayoutGuide(guide)
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: leadingAnchor),
      guide.topAnchor.constraint(equalTo: topAnchor),
      guide.widthAnchor.constraint(equalTo: widthAnchor),
      guide.heightAnchor.constraint(equalTo: heightAnchor),
    ])
    return guide
  }()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
    contentLayoutGuide.identifier = "UIScrollView-contentLayoutGuide"
    addLayoutGuide(contentLayoutGuide)
    contentGuidePins = [
      contentLayoutGuide.leadingAnchor.constraint(equalTo: leadingAnchor),
      contentLayoutGuide.topAnchor.constraint(equalTo: topAnchor),
    ]
    for pin in contentGuidePins { pin.identifier = "UIScrollView-contentLayoutGuide-origin" }
    NSLayoutConstraint.activate(contentGuidePins)
    addGestureRecognizer(contentTouchDelay)
    panGestureRecognizer.addTarget(self, action: Selector("handlePan:", UIScrollView.handlePan))
    // iOS makes the scroll view its pan's delegate, so a subclass that adopts
    // UIGestureRecognizerDelegate (to let nested scroll views pan together) is asked.
    panGestureRecognizer.delegate = self as? any UIGestureRecognizerDelegate
    addGestureRecognizer(panGestureRecognizer)
  }

  // MARK: Offset, size, insets

  /// How far the content is scrolled: the bounds origin. Setting it does not clamp (as on
  /// iOS); inside an animation block the change animates with the block.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      if let context = AnimationContext.current {
        animateOffset(to: newValue, context: context)
      } else {
        stopScrollAnimation()
        setOffsetNow(newValue)
      }
    }
  }

  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let oldOrigin = super.bounds.origin
      super.bounds = newValue
      if newValue.origin != oldOrigin { didScroll() }
    }
  }

  private var storedContentSize: CGSize = .zero

  /// The size of the content area; see the type's documentation for when Auto Layout
  /// decides it.
  open var contentSize: CGSize {
    get { contentSizeComesFromLayout ? contentLayoutGuide.layoutFrame.size : storedContentSize }
    set {
      storedContentSize = newValue
      if indicatorsAreShown { positionIndicators() }
      noteAdjustedContentInset()
    }
  }

  /// Extra room to scroll around the content (for bars or a keyboard over the scroll view).
  /// An inset that shrinks under content scrolled to its end brings the content back to
  /// the new end, as iOS's scroll view adjusts its offset so that no blank space is left
  /// at the bottom (`_adjustContentOffsetIfNecessary`, slackhq/SlackTextViewController#539):
  /// a table scrolled up over the keyboard comes back down when the keyboard's inset goes.
  open var contentInset: UIEdgeInsets = .zero {
    didSet {
      if indicatorsAreShown { positionIndicators() }
      noteAdjustedContentInset()
      if contentInset.bottom < oldValue.bottom || contentInset.right < oldValue.right {
        adjustContentOffsetIfNecessary()
      }
    }
  }

  /// Brings an offset past the content's far end (bottom or right, with the adjusted
  /// insets) back to that end; leaves it alone while a finger holds the content, and
  /// never moves it before the start, which code may put it at.
  func adjustContentOffsetIfNecessary(alongKeyboard: Bool = false) {
    guard !isTracking else { return }
    // A scroll animating to an offset still in range goes on; one animating past the new
    // end (to the row above a keyboard that is going) stops, and the adjustment, inside
    // the keyboard's animation block, moves with the keyboard.
    if owningRuntime.animator.isRunning(offsetKey), let target = scrollAnimationTarget {
      guard offsetWithinFarEnd(target) != target else { return }
      stopScrollAnimation()
    }
    let adjusted = offsetWithinFarEnd(contentOffset)
    guard adjusted != contentOffset else { return }
    if alongKeyboard, AnimationContext.current == nil, let slide = (window as? KeyboardSliding)?.keyboardSlide() {
      // Where the offset is on iOS now, its change having run on the keys' curve from
      // the slide's start; the rest of the way with them.
      let from = contentOffset
      let done = CGFloat(slide.progress)
      setOffsetNow(CGPoint(x: from.x + (adjusted.x - from.x) * done, y: from.y + (adjusted.y - from.y) * done))
      animateOffset(to: adjusted, context: slide.context)
    } else {
      contentOffset = adjusted
    }
  }

  private func offsetWithinFarEnd(_ offset: CGPoint) -> CGPoint {
    let inset = adjustedContentInset
    let size = contentSize
    let maxX = max(-inset.left, size.width + inset.right - bounds.width)
    let maxY = max(-inset.top, size.height + inset.bottom - bounds.height)
    return CGPoint(x: offset.x > maxX ? maxX : offset.x, y: offset.y > maxY ? maxY : offset.y)
  }

  /// How the safe area the scroll view covers is added to `contentInset` (see
  /// `adjustedContentInset`). `.automatic` by default, as on iOS.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { noteAdjustedContentInset() }
  }
  /// Scroll vertically even when the content fits. Here it only makes the vertical axis
  /// count as scrollable for `.scrollableAxes` / `.automatic` (there is no bounce).
  open var alwaysBounceVertical = false {
    didSet { noteAdjustedContentInset() }
  }
  /// The horizontal counterpart of `alwaysBounceVertical`.
  open var alwaysBounceHorizontal = false {
    didSet { noteAdjustedContentInset() }
  }
  /// The adjusted inset the scroll view last reported (`adjustedContentInsetDidChange`),
  /// and the safe-area part of it.
  var reportedAdjustedContentInset: UIEdgeInsets = .zero
  var reportedSafeAreaAdjustment: UIEdgeInsets = .zero

  /// The insets scrolling uses: `contentInset` plus the safe area the behaviour takes in
  /// (see `safeAreaAdjustment`).
  open var adjustedContentInset: UIEdgeInsets { contentInset.adding(safeAreaAdjustment) }

  /// Called when `adjustedContentInset` changes (a new safe area, content inset,
  /// behaviour, or scrollable axes); tells the delegate. Overrides call super, as on iOS.
  open func adjustedContentInsetDidChange() {
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  /// When the keyboard goes: never (`.none`, the default), when a drag starts
  /// (`.onDrag`), or pulled down by a drag that reaches it (`.interactive`).
  open var keyboardDismissMode: KeyboardDismissMode = .none
  /// The keyboard drag in progress, if this scroll view's drag has reached the keyboard.
  var keyboardDrag: KeyboardDrag?

  /// Where the vertical indicator's track is inset from the scroll view's edges. As on
  /// iOS, the content inset does not move the indicators; a keyboard over the scroll view
  /// usually sets both.
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
    didSet { if indicatorsAreShown { positionIndicators() } }
  }
  /// Where the horizontal indicator's track is inset from the scroll view's edges.
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
    didSet { if indicatorsAreShown { positionIndicators() } }
  }
  /// Both indicators' insets (iOS 13 deprecated it for the two above). Reading it gives
  /// the vertical indicator's.
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }

  /// Whether a drag scrolls: it turns the pan on and off, as on iOS (the wheel obeys it
  /// too).
  open var isScrollEnabled: Bool {
    get { panGestureRecognizer.isEnabled }
    set { panGestureRecognizer.isEnabled = newValue }
  }
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  /// A finger is down on the scroll view or its content, whether or not it drags.
  public internal(set) var isTracking = false
  /// The pan has begun: the finger moves the content.
  public internal(set) var isDragging = false
  /// Always false: there is no momentum after a drag.
  public var isDecelerating: Bool { false }

  /// The range `contentOffset` may take when scrolled by the user (and where
  /// `scrollRectToVisible` stops): from `-inset` to `contentSize - bounds + inset` on each axis
  /// (just `-inset` where the content fits).
  public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
    let inset = adjustedContentInset
    let size = contentSize
    let minX = -inset.left
    let minY = -inset.top
    let maxX = max(minX, size.width + inset.right - bounds.width)
    let maxY = max(minY, size.height + inset.bottom - bounds.height)
    // A folded large title gives the content room to come down past its top: pulled
    // there, the title unfolds and the inset grows by as much (iOS does it in the bounce).
    let slack = owningController?.contentTopSlack(for: self) ?? 0
    return CGPoint(x: min(max(offset.x, minX), maxX), y: min(max(offset.y, minY - slack), maxY))
  }

  /// The size at the last layout, to notice a scroll view that grew.
  private var laidOutSize: CGSize?

  open override func layoutSubviews() {
    super.layoutSubviews()
    if indicatorsAreShown { positionIndicators() }
    noteAdjustedContentInset()
    // A scroll view made taller (its bottom on the keyboard's guide, the keyboard gone)
    // leaves no blank space below content scrolled to its end: iOS adjusts the offset
    // in the layout pass (slackhq/SlackTextViewController#539), and since it lays out the
    // keyboard guide's change inside the keyboard's animation block, the offset moves
    // with the keys rather than at once.
    let size = bounds.size
    if let old = laidOutSize, size.height > old.height || size.width > old.width {
      adjustContentOffsetIfNecessary(alongKeyboard: true)
    }
    laidOutSize = size
  }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    // The safe area it covers is the window's: a new window means new insets.
    setNeedsLayout()
  }

  // MARK: Scrolling by code

  private static let offsetAnimationKey = Animator.Property.custom(0x5C_0FF5)

  /// Scrolls to `offset`, as given: code may put the content past its ends, as on iOS,
  /// where only the user's scrolling settles within `clampedContentOffset`; it stays
  /// there until a touch or the wheel moves it, or the room past the far end shrinks
  /// (`adjustContentOffsetIfNecessary`). Animated: 0.3 s ease in-out on the frame
  /// clock, starting from where the content is on screen, so calling it again mid-way
  /// turns around without a jump; a touch or the wheel stops it.
  open func setContentOffset(_ offset: CGPoint, animated: Bool) {
    let target = offset
    guard animated else {
      contentOffset = target
      return
    }
    let animator = owningRuntime.animator
    let group = AnimationGroup(animator: animator) { [weak self] finished in
      guard finished, let self else { return }
      self.delegate?.scrollViewDidEndScrollingAnimation(self)
    }
    let context = AnimationContext(
      animator: animator, startTime: animator.now, delay: 0, duration: Self.scrollAnimationDuration,
      curve: .bezier(.easeInOut), options: [], group: group)
    animateOffset(to: target, context: context, showsIndicators: true)
    group.close()
  }

  /// Scrolls as little as possible so that `rect` (in the scroll view's coordinates, i.e.
  /// the content's) is inside the area the adjusted insets leave visible; a rect larger
  /// than that area shows its top-left part. A scroll stops at the content's ends
  /// (`clampedContentOffset`); a rect already visible moves nothing.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let inset = adjustedContentInset
    let offset = contentOffset
    let visible = CGRect(
      x: offset.x + inset.left, y: offset.y + inset.top,
      width: bounds.width - inset.left - inset.right,
      height: bounds.height - inset.top - inset.bottom)
    func shift(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat)
      -> CGFloat
    {
      if high - low > visibleHigh - visibleLow || low < visibleLow { return low - visibleLow }
      if high > visibleHigh { return high - visibleHigh }
      return 0
    }
    let target = CGPoint(
      x: offset.x + shift(rect.minX, rect.maxX, visible.minX, visible.maxX),
      y: offset.y + shift(rect.minY, rect.maxY, visible.minY, visible.maxY))
    guard target != offset else { return }
    setContentOffset(clampedContentOffset(target), animated: animated)
  }

  /// Shows the scroll indicators briefly, as after a scroll.
  open func flashScrollIndicators() {
    showIndicators()
  }

  private var offsetKey: Animator.Key {
    Animator.Key(target: ObjectIdentifier(self), property: Self.offsetAnimationKey)
  }

  private func animateOffset(
    to target: CGPoint, context: AnimationContext, showsIndicators: Bool = false
  ) {
    let from = contentOffset
    scrollAnimationTarget = target
    owningRuntime.animator.start(offsetKey, target: self, context: context) { [weak self] fraction in
      guard let self else { return }
      let f = CGFloat(fraction)
      self.setOffsetNow(
        fraction == 1
          ? target
          : CGPoint(x: from.x + (target.x - from.x) * f, y: from.y + (target.y - from.y) * f))
      if showsIndicators { self.showIndicators() }
    }
  }

  func stopScrollAnimation() {
    owningRuntime.animator.cancel(offsetKey)
    scrollAnimationTarget = nil
  }

  /// Where the running offset animation ends.
  private var scrollAnimationTarget: CGPoint?

  /// Moves the content now (no clamping, no animation); `bounds` reports the scroll.
  func setOffsetNow(_ offset: CGPoint) {
    guard offset != bounds.origin else { return }
    bounds = CGRect(origin: offset, size: bounds.size)
  }

  private func didScroll() {
    if indicatorsAreShown { positionIndicators() }
    delegate?.scrollViewDidScroll(self)
    owningController?.contentViewDidScroll(self)
  }

  /// The controller whose view holds this scroll view.
  private var owningController: (any OwningViewController)? {
    var view: UIView? = self
    while let current = view {
      if let owner = current.owningViewController { return owner }
      view = current.superview
    }
    return nil
  }

  // MARK: Scrolling by the user

  /// The wheel or trackpad: moves the offset by the deltas, clamped. Returns false when
  /// nothing moved (scrolling is off, or the content is at that edge already) so the
  /// window offers the scroll to an enclosing scroll view.
  public func handleScroll(deltaX: CGFloat, deltaY: CGFloat) -> Bool {
    guard isScrollEnabled else { return false }
    let current = contentOffset
    let target = clampedContentOffset(CGPoint(x: current.x + deltaX, y: current.y + deltaY))
    guard target != current else { return false }
    stopScrollAnimation()
    setOffsetNow(target)
    showIndicators()
    return true
  }

  // MARK: Dragging (UIScrollView+Dragging)

  /// The pan that scrolls the content; a recognizer of the screen's own may wait for it
  /// (`require(toFail:)`) or it for one.
  public let panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPanGestureRecognizer(target: nil, action: nil)
  let contentTouchDelay = ContentTouchDelayRecognizer()
  /// Whether a touch on the content waits, for a moment, to see whether it scrolls
  /// before the content sees it. Default true.
  open var delaysContentTouches = true
  /// Whether a drag may take a touch the content is already tracking (see
  /// `touchesShouldCancel(in:)`). Default true.
  open var canCancelContentTouches = true
  /// The offset when the finger went down: the drag moves the content from there.
  var offsetAtTouchDown: CGPoint = .zero
  /// The offset the drag last set, while one is in progress.
  var dragSetOffset: CGPoint?
  /// Whether the touch on the scroll view itself goes up the responder chain.
  var passesTouchesOn = false

  /// Whether a drag may take the touch from `view`, part of the content that is already
  /// tracking it (see UIScrollView+Dragging).
  open func touchesShouldCancel(in view: UIView) -> Bool {
    !(view is UIControl)
  }

  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if gestureRecognizer === panGestureRecognizer { return panShouldBegin() }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  // A touch on the scroll view itself ends here while it scrolls: iOS's scroll view does
  // not pass its touches up the responder chain, which is why a controller's
  // `touchesBegan` does not hear taps on a scroll view. One that cannot scroll passes
  // them on.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    passesTouchesOn = !isScrollEnabled
    if passesTouchesOn { super.touchesBegan(touches, with: event) }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    if passesTouchesOn { super.touchesMoved(touches, with: event) }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if passesTouchesOn { super.touchesEnded(touches, with: event) }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if passesTouchesOn { super.touchesCancelled(touches, with: event) }
  }

  // MARK: Scroll indicators

  var verticalIndicator: ScrollIndicator?
  var horizontalIndicator: ScrollIndicator?
  var indicatorsAreShown: Bool { verticalIndicator != nil || horizontalIndicator != nil }
  /// The indicators on screen now (for tests and the inspector).
  var visibleScrollIndicators: [UIView] {
    [verticalIndicator, horizontalIndicator].compactMap { $0 }
  }
}
