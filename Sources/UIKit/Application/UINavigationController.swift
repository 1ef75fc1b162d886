import Foundation

/// A stack of view controllers with a navigation bar over them, as iOS's: the top
/// controller's view fills the navigation controller's view under the bar, its safe
/// area reaching down below the bar; pushing slides the new view in from the right over
/// 0.35 s while the old one moves a third of the way out to the left, and popping does the
/// reverse; the bar shows the top controller's `navigationItem` and a back button.
///
/// A swipe from the screen's left edge pops interactively (`interactivePopGestureRecognizer`):
/// the top view follows the finger and the one under it comes in from a third of the way
/// out; lifted past half the width, or flung right, the pop completes; otherwise the
/// views go back and the top controller stays.
///
/// A top controller whose `navigationItem.searchController` is set shows its search bar in
/// the bar, under the title; the bar, and the safe area below it, are that much taller
/// (UINavigationController+Search).
///
/// The keyboard: a field of the old controller that is first responder when a push or
/// pop begins resigns then (its view is on its way out), unless the new controller's
/// `viewWillAppear` (or `viewDidLoad`) made one of its own fields first responder, in
/// which case the keyboard stays up and moves to that field, as on iOS.
@preconcurrency @MainActor
open class UINavigationController: UIViewController, NavigationBarOwner {
  /// The duration of a push or pop (`transitionCoordinator.transitionDuration` is 0.35 s
  /// for UIKit's standard transition).
  static let transitionDuration: TimeInterval = 0.35
  /// `UINavigationControllerHideShowBarDuration`: the bar's slide in
  /// `setNavigationBarHidden(_:animated:)`.
  public static let hideShowBarDuration: CGFloat = 0.33

  public let navigationBar = UINavigationBar()

  /// The left-edge swipe that pops; disable it, or give it a delegate, as on iOS.
  public private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = {
    let swipe = UIScreenEdgePanGestureRecognizer(
      target: self, action: Selector("handleBackSwipe:", UINavigationController.handleBackSwipe(_:)))
    swipe.edges = .left
    return swipe
  }()
  /// The controllers an interactive pop is moving between: the top one and the one under.
  private var interactivePop: (top: UIViewController, under: UIViewController)?
  /// The colour behind the bar and the status bar above it.
  let barBackground = UIView()
  open weak var delegate: (any UINavigationControllerDelegate)?

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  // MARK: The stack

  /// The controllers on the stack, the root first and the top last.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  private var stack: [UIViewController] = []

  open var topViewController: UIViewController? { stack.last }
  open var visibleViewController: UIViewController? { topViewController }

  open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
    let old = topViewController
    replaceChildren(stack, with: controllers)
    stack = controllers
    navigationBar.setItems(controllers.map(\.navigationItem), animated: false)
    show(topViewController, replacing: old, direction: nil)
  }

  open func pushViewController(_ controller: UIViewController, animated: Bool) {
    let old = topViewController
    addChild(controller)
    stack.append(controller)
    controller.didMove(toParent: self)
    navigationBar.setItems(stack.map(\.navigationItem), animated: animated)
    show(controller, replacing: old, direction: animated ? .forward : nil)
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    return pop(to: stack[stack.count - 2], animated: animated)?.first
  }

  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return pop(to: root, animated: animated)
  }

  @discardableResult
  open func popToViewController(_ controller: UIViewController, animated: Bool) -> [UIViewController]? {
    pop(to: controller, animated: animated)
  }

  /// Pops everything above `target`; returns what was popped, top last.
  private func pop(to target: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = stack.firstIndex(where: { $0 === target }), index < stack.count - 1 else { return nil }
    let old = topViewController
    let popped = Array(stack[(index + 1)...])
    stack.removeLast(popped.count)
    navigationBar.setItems(stack.map(\.navigationItem), animated: animated)
    show(target, replacing: old, direction: animated ? .back : nil)
    for controller in popped {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
    return popped
  }

  // MARK: The bar

  open var isNavigationBarHidden: Bool {
    get { barIsHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }
  private var barIsHidden = false

  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != barIsHidden else { return }
    barIsHidden = hidden
    guard isViewLoaded else { return }
    if animated {
      UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration)) { self.layoutBar() }
    } else {
      layoutBar()
    }
  }

  func navigationBarDidChange() {
    guard isViewLoaded else { return }
    layoutBar()
  }

  func navigationBarBackTapped() {
    popViewController(animated: true)
  }

  // MARK: The view

  open override func loadView() {
    let view = UIView(frame: UIScreen.main.bounds)
    view.backgroundColor = .systemBackground
    barBackground.backgroundColor = navigationBar.backgroundFill
    navigationBar.owner = self
    view.addSubview(barBackground)
    view.addSubview(navigationBar)
    if let swipe = interactivePopGestureRecognizer { view.addGestureRecognizer(swipe) }
    self.view = view
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    if let top = topViewController { show(top, replacing: nil, direction: nil) }
  }

  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    // The children's views take the bounds' size, not their origin: setting their
    // frames here would undo a push's or a back swipe's motion midway.
    fitChildViewsToContainer()
    layoutBar()
  }

  /// The bar under the status bar (at the top of the safe area the navigation
  /// controller's view inherits), off above the screen when hidden; the children's safe
  /// area starts below it.
  func layoutBar() {
    let top = view.safeAreaInWindow.map { view.convert(CGPoint(x: 0, y: $0.minY), from: nil).y } ?? 0
    let height = navigationBar.barHeight
    let y = barIsHidden ? -height : top
    navigationBar.frame = CGRect(x: 0, y: y, width: view.bounds.width, height: height)
    barBackground.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: max(0, y + height))
    let fill = navigationBar.backgroundFill
    if barBackground.backgroundColor != fill { barBackground.backgroundColor = fill }
    let covered = barIsHidden ? 0 : height
    for controller in stack {
      controller.containerSafeAreaInsets = UIEdgeInsets(top: covered, left: 0, bottom: 0, right: 0)
    }
    layoutSearchPresentation(below: max(0, y + height))
  }

  // MARK: The large title and the content

  /// The scroll view a controller's large title follows: its view if that is one, else
  /// down the first subviews ("iOS expects the scrollable component … as a first child,
  /// looked up using first children", software-mansion/react-native-screens #202; large
  /// titles "unless you're using a single UIScrollView as the root view" do not collapse,
  /// rechsteiner/Parchment #210).
  static func contentScrollView(of controller: UIViewController) -> UIScrollView? {
    var view = controller.viewIfLoaded
    while let current = view {
      if let scrollView = current as? UIScrollView { return scrollView }
      view = current.subviews.first
    }
    return nil
  }

  /// The top controller's content scrolled: the large title folds away as the content
  /// goes up under the bar, by as much as it went, and comes back as it returns. `s` is
  /// how far the content is from its rest under the full bar: the offset plus the top
  /// inset, which the fold itself has made smaller by as much.
  func contentScrolled(_ scrollView: UIScrollView, of controller: UIViewController) {
    guard followsLargeTitle(scrollView, of: controller) else { return }
    let s = scrollView.contentOffset.y + scrollView.adjustedContentInset.top + navigationBar.largeTitleCollapse
    navigationBar.largeTitleCollapse = min(max(0, s), UINavigationBar.largeTitleHeight)
  }

  /// What the folded large title would unfold: room past the content's top.
  func largeTitleSlack(for scrollView: UIScrollView, of controller: UIViewController) -> CGFloat {
    followsLargeTitle(scrollView, of: controller) ? navigationBar.largeTitleCollapse : 0
  }

  private func followsLargeTitle(_ scrollView: UIScrollView, of controller: UIViewController) -> Bool {
    controller === topViewController && navigationBar.showsLargeTitle
      && Self.contentScrollView(of: controller) === scrollView
  }

  // MARK: Transitions

  private enum Direction { case forward, back }

  /// Puts `controller`'s view on screen in place of `old`'s: at once (`direction` nil) or
  /// sliding, with the appearance callbacks iOS sends (the new controller's will-appear
  /// and the old one's will-disappear before, the did- ones after).
  private func show(_ controller: UIViewController?, replacing old: UIViewController?, direction: Direction?) {
    guard isViewLoaded, controller !== old || controller?.viewIfLoaded?.superview !== view else { return }
    let onScreen = isVisible
    let bounds = view.bounds
    if let controller {
      delegate?.navigationController(self, willShow: controller, animated: direction != nil)
      let incoming = controller.view!
      incoming.frame = bounds
      incoming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.insertSubview(incoming, belowSubview: barBackground)
      layoutBar()
      // iOS's order: the old controller's will-disappear, then the new one's will-appear,
      // its view already in the window, so that a field it focuses there takes the
      // keyboard over.
      if let old, onScreen, old !== controller { old.beginAppearanceTransition(false) }
      if onScreen { controller.beginAppearanceTransition(true) }
      // The outgoing screen's first responder resigns, unless the incoming one took over.
      old?.viewIfLoaded?.resignFirstResponderInside()
    }
    let finish: (Bool) -> Void = { [weak self] _ in
      guard let self else { return }
      if let old, old !== controller {
        old.viewIfLoaded?.removeFromSuperview()
        old.viewIfLoaded?.frame = bounds
        if onScreen { old.endAppearanceTransition(false) }
      }
      if let controller {
        if onScreen { controller.endAppearanceTransition(true) }
        delegate?.navigationController(self, didShow: controller, animated: direction != nil)
      }
    }
    guard let direction, let incoming = controller?.viewIfLoaded, let outgoing = old?.viewIfLoaded else {
      finish(true)
      return
    }
    let width = bounds.width
    if direction == .back { view.insertSubview(incoming, belowSubview: outgoing) }
    incoming.frame = bounds.offsetBy(dx: direction == .forward ? width : -width / 3, dy: 0)
    UIView.animate(
      withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseInOut],
      animations: {
        incoming.frame = bounds
        outgoing.frame = bounds.offsetBy(dx: direction == .forward ? -width / 3 : width, dy: 0)
      }, completion: finish)
  }

  // MARK: The back swipe

  func handleBackSwipe(_ swipe: UIScreenEdgePanGestureRecognizer) {
    let bounds = view.bounds
    let width = bounds.width
    switch swipe.state {
    case .began:
      guard stack.count > 1, let top = topViewController, let topView = top.viewIfLoaded else { return }
      let under = stack[stack.count - 2]
      interactivePop = (top, under)
      let underView = under.view!
      underView.frame = bounds.offsetBy(dx: -width / 3, dy: 0)
      underView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.insertSubview(underView, belowSubview: topView)
      topView.resignFirstResponderInside()
      top.beginAppearanceTransition(false)
      under.beginAppearanceTransition(true)
    case .changed:
      guard let (top, under) = interactivePop else { return }
      let x = min(max(0, swipe.translation(in: view).x), width)
      top.view.frame = bounds.offsetBy(dx: x, dy: 0)
      under.view.frame = bounds.offsetBy(dx: -width / 3 + x / 3, dy: 0)
    case .ended, .cancelled, .failed:
      guard let (top, under) = interactivePop else { return }
      interactivePop = nil
      let x = min(max(0, swipe.translation(in: view).x), width)
      let completes = swipe.state == .ended && (x > width / 2 || swipe.velocity(in: view).x > 500)
      let remaining = completes ? (width - x) / width : x / width
      UIView.animate(
        withDuration: Self.transitionDuration * Double(max(0.2, remaining)), delay: 0, options: [.curveEaseOut],
        animations: {
          top.view.frame = completes ? bounds.offsetBy(dx: width, dy: 0) : bounds
          under.view.frame = completes ? bounds : bounds.offsetBy(dx: -width / 3, dy: 0)
        },
        completion: { [weak self] _ in
          guard let self else { return }
          if completes {
            self.finishInteractivePop(of: top, to: under)
          } else {
            // The pop is called off: the controller under goes away again, the top stays.
            under.viewIfLoaded?.removeFromSuperview()
            under.beginAppearanceTransition(false)
            under.endAppearanceTransition(false)
            top.beginAppearanceTransition(true)
            top.endAppearanceTransition(true)
          }
        })
    default:
      break
    }
  }

  private func finishInteractivePop(of top: UIViewController, to under: UIViewController) {
    guard topViewController === top else { return }
    stack.removeLast()
    navigationBar.setItems(stack.map(\.navigationItem), animated: false)
    layoutBar()
    top.viewIfLoaded?.removeFromSuperview()
    top.viewIfLoaded?.frame = view.bounds
    top.endAppearanceTransition(false)
    under.endAppearanceTransition(true)
    top.willMove(toParent: nil)
    top.removeFromParent()
    delegate?.navigationController(self, didShow: under, animated: true)
  }

  // MARK: Appearance

  /// Only the top controller appears and disappears with the navigation controller.
  override func beginAppearanceTransition(_ appearing: Bool) {
    beginOwnAppearanceTransition(appearing)
    topViewController?.beginAppearanceTransition(appearing)
  }

  override func endAppearanceTransition(_ appearing: Bool) {
    endOwnAppearanceTransition(appearing)
    topViewController?.endAppearanceTransition(appearing)
  }
}

/// What a navigation controller tells its delegate.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {}
}
