import Foundation

/// Tabs of view controllers with a tab bar at the bottom, as iOS's: the selected
/// controller's view fills the tab bar controller's view, its safe area ending above the
/// bar's 49 points of tabs (the home-indicator band below them is the window's, inherited
/// as on iOS); a tap on a tab asks the delegate, selects it and tells the delegate. The
/// keyboard, in a window of its own above the app's, covers the bar, as on iOS.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
  public let tabBar = UITabBar()
  open weak var delegate: (any UITabBarControllerDelegate)?

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    tabBar.delegate = self
  }

  // MARK: The tabs

  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }
  private var tabs: [UIViewController] = []

  open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) {
    let controllers = controllers ?? []
    let old = selectedViewController
    replaceChildren(tabs, with: controllers)
    tabs = controllers
    tabBar.items = controllers.map(\.tabBarItem)
    let index = old.flatMap { previous in controllers.firstIndex { $0 === previous } } ?? 0
    select(controllers.isEmpty ? nil : index, replacing: old)
  }

  /// The selected tab's index; `NSNotFound` with no tabs.
  open var selectedIndex: Int {
    get { selected ?? NSNotFound }
    set {
      guard tabs.indices.contains(newValue) else { return }
      select(newValue, replacing: selectedViewController)
    }
  }
  private var selected: Int?

  open var selectedViewController: UIViewController? {
    get { selected.map { tabs[$0] } }
    set {
      guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
      select(index, replacing: selectedViewController)
    }
  }

  /// A tap on a tab: the delegate may refuse it; then it is selected and the delegate told.
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    guard let index = tabs.firstIndex(where: { $0.tabBarItem === item }) else { return }
    let controller = tabs[index]
    guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
    select(index, replacing: selectedViewController)
    delegate?.tabBarController(self, didSelect: controller)
  }

  // MARK: The view

  open override func loadView() {
    let view = UIView(frame: UIScreen.main.bounds)
    view.backgroundColor = .systemBackground
    view.addSubview(tabBar)
    self.view = view
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    if let selected { select(selected, replacing: nil) }
  }

  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    layoutTabBar()
  }

  /// The bar at the bottom: its tabs above the band the view's safe area leaves there.
  private func layoutTabBar() {
    let band = view.safeAreaInWindow.map { max(0, view.convert(view.bounds, to: nil).maxY - $0.maxY) } ?? 0
    let height = UITabBar.tabsHeight + band
    tabBar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
    fitChildViewsToContainer()
    for controller in tabs {
      controller.containerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: UITabBar.tabsHeight, right: 0)
    }
  }

  /// Shows tab `index` in place of `old`, with the appearance callbacks.
  private func select(_ index: Int?, replacing old: UIViewController?) {
    selected = index
    tabBar.selectedItem = index.map { tabs[$0].tabBarItem }
    guard isViewLoaded else { return }
    let controller = index.map { tabs[$0] }
    guard controller !== old || controller?.viewIfLoaded?.superview !== view else { return }
    let onScreen = isVisible
    if let old, onScreen, old !== controller { old.beginAppearanceTransition(false) }
    if let controller {
      let incoming = controller.view!
      incoming.frame = view.bounds
      incoming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.insertSubview(incoming, belowSubview: tabBar)
      layoutTabBar()
      if onScreen { controller.beginAppearanceTransition(true) }
    }
    if let old, old !== controller {
      old.viewIfLoaded?.resignFirstResponderInside()
      old.viewIfLoaded?.removeFromSuperview()
      if onScreen { old.endAppearanceTransition(false) }
    }
    if let controller, onScreen { controller.endAppearanceTransition(true) }
  }

  // MARK: Appearance

  /// Only the selected controller appears and disappears with the tab bar controller.
  override func beginAppearanceTransition(_ appearing: Bool) {
    beginOwnAppearanceTransition(appearing)
    selectedViewController?.beginAppearanceTransition(appearing)
  }

  override func endAppearanceTransition(_ appearing: Bool) {
    endOwnAppearanceTransition(appearing)
    selectedViewController?.endAppearanceTransition(appearing)
  }
}

/// What a tab bar controller asks and tells of a tap on a tab.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
