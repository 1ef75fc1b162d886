import Foundation

/// Manages one screen: its view, loaded on first use, and the appearance callbacks.
@preconcurrency @MainActor
open class UIViewController: UIResponder, OwningViewController {
  private var storedView: UIView?

  /// NSObject's `init()`, which on iOS a controller inherits as a convenience: its
  /// designated initialiser is `init(nibName:bundle:)` (iOS also has `init?(coder:)`,
  /// for storyboards, which are not here). So a
  /// subclass's own `init()` calls `super.init(nibName: nil, bundle: nil)` and needs no
  /// `override`, as iOS code is written.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The initialiser code-built controllers call (`super.init(nibName: nil, bundle: nil)`
  /// in a subclass's own initialiser). There are no nib files here: a controller given
  /// a name keeps it in `nibName`, and its `loadView()` still makes a plain view.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// The nib name the controller was made with (nil for a controller built in code).
  public private(set) var nibName: String?
  /// The bundle the controller was made with.
  public private(set) var nibBundle: Bundle?

  /// The root view, created by `loadView()` and followed by `viewDidLoad()` on first use.
  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return storedView
    }
    set {
      storedView?.owningViewController = nil
      storedView = newValue
      newValue?.owningViewController = self
    }
  }

  public var viewIfLoaded: UIView? { storedView }
  public var isViewLoaded: Bool { storedView != nil }

  public func loadViewIfNeeded() {
    guard storedView == nil else { return }
    loadView()
    if storedView == nil { view = UIView(frame: UIScreen.main.bounds) }
    viewDidLoad()
  }

  /// Creates the root view; override to supply your own (`view = MyView()`).
  open func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  /// The root view's safe area changed (the window moved to another phone, or the view
  /// came into a window); called before `viewWillLayoutSubviews`.
  open func viewSafeAreaInsetsDidChange() {}

  /// The orientations the controller's interface may take; a root controller's decide
  /// whether the interface turns with the device. iPhone's default (Apple's
  /// documentation of `supportedInterfaceOrientations`: "allButUpsideDown for the iPhone
  /// idiom").
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

  /// The view is about to take `size` (the interface turns): called before the bounds
  /// change, with a coordinator for animations alongside. Passed on to the children, as
  /// UIKit's implementation does, so an override should call `super`.
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
  }

  /// The traits changed (see `UIView.traitCollectionDidChange(_:)`): called on the
  /// controllers of the window, parents first, before their views.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The traits of the controller's view's window (unspecified while it is in none).
  public var traitCollection: UITraitCollection { viewIfLoaded?.traitCollection ?? UITraitCollection() }
  /// What the root view's safe area was when this controller was last told of it.
  var reportedSafeAreaInsets: UIEdgeInsets = .zero

  /// Insets the controller adds to the safe area its root view inherits (for content the
  /// controller draws over its own view, as a custom bar); the views inside follow.
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet { if additionalSafeAreaInsets != oldValue { safeAreaAddedDidChange() } }
  }

  /// The bars a container (a navigation controller) puts over this child's view.
  var containerSafeAreaInsets: UIEdgeInsets = .zero {
    didSet { if containerSafeAreaInsets != oldValue { safeAreaAddedDidChange() } }
  }

  var isShownByBarController: Bool { navigationController != nil || tabBarController != nil }

  func contentViewDidScroll(_ scrollView: UIView) {
    guard let scrollView = scrollView as? UIScrollView else { return }
    navigationController?.contentScrolled(scrollView, of: self)
  }

  func contentTopSlack(for scrollView: UIView) -> CGFloat {
    guard let scrollView = scrollView as? UIScrollView else { return 0 }
    return navigationController?.largeTitleSlack(for: scrollView, of: self) ?? 0
  }

  var safeAreaInsetsAdded: UIEdgeInsets {
    UIEdgeInsets(
      top: additionalSafeAreaInsets.top + containerSafeAreaInsets.top,
      left: additionalSafeAreaInsets.left + containerSafeAreaInsets.left,
      bottom: additionalSafeAreaInsets.bottom + containerSafeAreaInsets.bottom,
      right: additionalSafeAreaInsets.right + containerSafeAreaInsets.right)
  }

  /// The safe area of the root view and everything in it moved: the guides follow at the
  /// next layout pass, and the controller is told then (`viewSafeAreaInsetsDidChange`).
  func safeAreaAddedDidChange() {
    guard let view = viewIfLoaded else { return }
    view.layoutEngineIfPresent?.safeAreaChanged()
    view.setNeedsLayout()
  }
  /// Whether the root view's margins are at least `systemMinimumLayoutMargins`.
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { viewIfLoaded?.layoutMarginsMinimumChanged() }
  }
  /// The root view's effective layout margins changed.
  open func viewLayoutMarginsDidChange() {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}

  /// The controller's title; setting it sets its navigation item's title too, as on iOS.
  open var title: String? {
    didSet {
      storedNavigationItem?.title = title
      storedTabBarItem?.title = title
    }
  }

  /// The controller's tab in a tab bar controller, made on first use with its title.
  open var tabBarItem: UITabBarItem! {
    get {
      if let storedTabBarItem { return storedTabBarItem }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      storedTabBarItem = item
      return item
    }
    set { storedTabBarItem = newValue }
  }
  private var storedTabBarItem: UITabBarItem?

  /// The nearest tab bar controller above this one, if any.
  open var tabBarController: UITabBarController? {
    var controller = parent
    while let current = controller {
      if let tabs = current as? UITabBarController { return tabs }
      controller = current.parent
    }
    return nil
  }

  /// What a navigation bar shows for this controller, made on first use with its title.
  open var navigationItem: UINavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let item = UINavigationItem()
    item.title = title
    storedNavigationItem = item
    return item
  }
  private var storedNavigationItem: UINavigationItem?

  /// How the controller covers the screen when presented; `.automatic` is a page sheet, as
  /// since iOS 13.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// Whether the presented controller refuses interactive dismissal (a sheet's swipe down).
  open var isModalInPresentation = false
  /// Kept for iOS code (search screens set it so the search stays within them): a
  /// presentation always comes from the root of a controller's containers here, and an
  /// active search shows within its navigation controller.
  open var definesPresentationContext = false
  /// The controller this one presented (kept on the presenting side).
  var presentedStorage: UIViewController?
  /// The controller that presented this one.
  weak var presentingStorage: UIViewController?
  /// The view holding this controller's view while it is presented.
  var presentationContainer: PresentationContainerView?

  /// The sheet settings of a controller presented as a sheet (nil for the full-screen
  /// styles and a popover, whose sheet is its `adaptiveSheetPresentationController`), made
  /// on first use as iOS makes them.
  open var sheetPresentationController: UISheetPresentationController? {
    guard [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) else { return nil }
    if let storedSheetPresentationController { return storedSheetPresentationController }
    let sheet = UISheetPresentationController(presentedViewController: self)
    storedSheetPresentationController = sheet
    return sheet
  }
  var storedSheetPresentationController: UISheetPresentationController?

  /// What manages the controller's presentation: the sheet's for the sheet styles, a plain
  /// one for the others; made on first use, before the presentation as after, as on iOS.
  open var presentationController: UIPresentationController? {
    if let popover = popoverPresentationController { return popover }
    if let sheet = sheetPresentationController { return sheet }
    if let storedPresentationController { return storedPresentationController }
    let plain = UIPresentationController(presentedViewController: self)
    storedPresentationController = plain
    return plain
  }
  private var storedPresentationController: UIPresentationController?

  /// The popover settings of a controller whose style is `.popover` (nil otherwise), made
  /// on first use, to be set before presenting.
  open var popoverPresentationController: UIPopoverPresentationController? {
    guard modalPresentationStyle == .popover else { return nil }
    if let storedPopoverPresentationController { return storedPopoverPresentationController }
    let popover = UIPopoverPresentationController(presentedViewController: self)
    storedPopoverPresentationController = popover
    return popover
  }
  private var storedPopoverPresentationController: UIPopoverPresentationController?

  /// The size the controller would like its view to have where its container honours
  /// one: a popover (zero sides take the popover's default) and an iPad form sheet (both
  /// sides above zero replace the default). A change while presented resizes it.
  open var preferredContentSize: CGSize = .zero {
    didSet { if preferredContentSize != oldValue { presentationContainer?.preferredContentSizeChanged() } }
  }

  /// Presents `controller` modally over this one's screen (`UIViewController+Presentation`).
  open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
    presentModally(controller, animated: animated, completion: completion)
  }

  /// Dismisses what this controller presented, or, sent to a presented controller, itself.
  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    dismissModal(animated: animated, completion: completion)
  }

  /// Shows `controller` as the container of this one shows a new screen: pushed on the
  /// navigation controller this one is in, presented otherwise (UIKit's default
  /// `show(_:sender:)`, which a container's own version overrides).
  open func show(_ controller: UIViewController, sender: Any?) {
    if let navigationController {
      navigationController.pushViewController(controller, animated: true)
    } else {
      present(controller, animated: true)
    }
  }

  /// The nearest navigation controller above this one, if any.
  open var navigationController: UINavigationController? {
    var controller = parent
    while let current = controller {
      if let navigation = current as? UINavigationController { return navigation }
      controller = current.parent
    }
    return nil
  }

  open override var next: UIResponder? { storedView?.superview }

  override var firstResponderSlot: FirstResponderSlot? { storedView?.window?.firstResponderSlot }

  // MARK: Containment

  public private(set) var children: [UIViewController] = []
  public private(set) weak var parent: UIViewController?

  open func addChild(_ child: UIViewController) {
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// A container's children become `controllers`: those no longer listed leave, the new
  /// ones join, each told as UIKit tells it (`willMove(toParent: nil)`, `didMove(toParent:)`).
  func replaceChildren(_ old: [UIViewController], with controllers: [UIViewController]) {
    for controller in old where !controllers.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
    for controller in controllers where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
  }

  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  /// Whether the view is in a window now.
  public private(set) var isVisible = false

  /// The controller's view is about to come into (or leave) the window: this controller
  /// is told, then its children. A container whose children do not all show (a
  /// navigation controller's stack) tells only those that do.
  func beginAppearanceTransition(_ appearing: Bool) {
    beginOwnAppearanceTransition(appearing)
    for child in children { child.beginAppearanceTransition(appearing) }
  }

  func endAppearanceTransition(_ appearing: Bool) {
    endOwnAppearanceTransition(appearing)
    for child in children { child.endAppearanceTransition(appearing) }
  }

  func beginOwnAppearanceTransition(_ appearing: Bool) {
    if appearing { viewWillAppear(false) } else { viewWillDisappear(false) }
  }

  func endOwnAppearanceTransition(_ appearing: Bool) {
    isVisible = appearing
    if appearing { viewDidAppear(false) } else { viewDidDisappear(false) }
    if appearing { becomeFirstResponderIfNothingIs() }
  }

  /// A controller that can become first responder becomes it as its view appears, when
  /// nothing in the window is: that is how a Messages-style bar (`canBecomeFirstResponder`
  /// and `inputAccessoryView` overridden, no `becomeFirstResponder()` call) is docked at
  /// the bottom of the screen with the keyboard down on iOS, its content kept above the
  /// home indicator by its safe area (Apple's answer to rdar://34411433).
  private func becomeFirstResponderIfNothingIs() {
    guard canBecomeFirstResponder, let window = viewIfLoaded?.window, window.firstResponder == nil else { return }
    becomeFirstResponder()
  }
}
