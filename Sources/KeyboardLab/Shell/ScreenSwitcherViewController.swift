@_spi(Lab) import KeyboardAudit
import UIKit

/// The app's root controller: one screen at a time as a child controller whose view
/// fills the window (as a screen's view fills the phone on iOS), and, for the phone
/// alone (`--phone-only`), a segmented control floating over it in the top safe-area
/// band, like a navigation bar, to switch screens. In the lab the panel switches
/// screens and the phone shows only the screen's own views (`showsSwitcher` false).
///
/// Because the child's view starts at the window's top, the screens' own numbers hold
/// in window coordinates: the todo field's top edge is at y = 150 at rest.
public final class ScreenSwitcherViewController: UIViewController {
  public let screens: [AppScreen]
  public let segmentedControl: UISegmentedControl
  /// The band behind the control, as a navigation bar's background: content that
  /// scrolls up under it (the memo) does not show through the titles.
  public let barBackground = UIView()
  public private(set) var currentScreen: AppScreen
  public private(set) var currentController: UIViewController?
  /// Told after the screen changes (the app retitles the desktop window).
  public var onScreenChange: ((AppScreen) -> Void)?
  /// Whether the segmented control and its band are over the screen.
  public let showsSwitcher: Bool

  /// The control's size and place in the top band.
  enum Metric {
    static let controlHeight: CGFloat = 32
    static let maximumControlWidth: CGFloat = 280
    static let sideInset: CGFloat = 16
    static let minimumTop: CGFloat = 4
    /// The bar's translucent white, like a navigation bar's material over white.
    static let barColor = UIColor.systemBackground.withAlphaComponent(0.94)
  }

  public init(
    screens: [AppScreen] = AppScreens.all, initial name: String = AppScreens.defaultName, showsSwitcher: Bool = true
  ) {
    precondition(!screens.isEmpty, "ScreenSwitcherViewController needs at least one screen")
    self.screens = screens
    self.showsSwitcher = showsSwitcher
    currentScreen = screens.first { $0.name == name } ?? screens[0]
    segmentedControl = UISegmentedControl(items: screens.map(\.title))
    super.init(nibName: nil, bundle: nil)
  }

  public override func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
    view.backgroundColor = .systemBackground
  }

  /// The screen shown decides, as a container that defers to its content does.
  public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    currentController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    let control = segmentedControl
    control.selectedSegmentIndex = screens.firstIndex { $0.name == currentScreen.name } ?? 0
    control.translatesAutoresizingMaskIntoConstraints = false
    // Centred in the band above the safe area (7.5 points down on a 47-point band).
    let band = UIScreen.main.device.safeAreaInsets.top
    let top = max(Metric.minimumTop, (band - Metric.controlHeight) / 2)
    barBackground.backgroundColor = Metric.barColor
    barBackground.isHidden = !showsSwitcher
    control.isHidden = !showsSwitcher
    barBackground.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(barBackground)
    view.addSubview(control)
    NSLayoutConstraint.activate([
      barBackground.topAnchor.constraint(equalTo: view.topAnchor),
      barBackground.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      barBackground.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      barBackground.heightAnchor.constraint(equalToConstant: max(band, top + Metric.controlHeight + Metric.minimumTop)),
    ])
    let width = control.widthAnchor.constraint(equalToConstant: Metric.maximumControlWidth)
    width.priority = .defaultHigh
    NSLayoutConstraint.activate([
      control.topAnchor.constraint(equalTo: view.topAnchor, constant: top),
      control.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      control.heightAnchor.constraint(equalToConstant: Metric.controlHeight),
      control.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, constant: -2 * Metric.sideInset),
      width,
    ])
    control.addAction(
      UIAction { [weak self] action in
        guard let self, let control = action.sender as? UISegmentedControl,
          self.screens.indices.contains(control.selectedSegmentIndex)
        else { return }
        self.show(self.screens[control.selectedSegmentIndex])
      }, for: .valueChanged)
    embed(currentScreen)
  }

  /// Switches to the screen named `name`; false if there is none.
  @discardableResult
  public func show(named name: String) -> Bool {
    guard let screen = screens.first(where: { $0.name == name }) else { return false }
    show(screen)
    return true
  }

  /// Switches to `screen`: the old one's view leaves (its first responder resigns, so
  /// the keyboard goes down) and its controller is released; a new controller is made.
  public func show(_ screen: AppScreen) {
    loadViewIfNeeded()
    guard screen.name != currentScreen.name || currentController == nil else { return }
    if let old = currentController {
      old.willMove(toParent: nil)
      old.view.removeFromSuperview()
      old.removeFromParent()
      currentController = nil
    }
    currentScreen = screen
    segmentedControl.selectedSegmentIndex = screens.firstIndex { $0.name == screen.name } ?? 0
    embed(screen)
    onScreenChange?(screen)
  }

  private func embed(_ screen: AppScreen) {
    let child = screen.makeController()
    addChild(child)
    let childView = child.view!
    childView.translatesAutoresizingMaskIntoConstraints = false
    view.insertSubview(childView, belowSubview: barBackground)
    NSLayoutConstraint.activate([
      childView.topAnchor.constraint(equalTo: view.topAnchor),
      childView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      childView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      childView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    child.didMove(toParent: self)
    currentController = child
  }

  /// The current screen's first text input (depth first, front to back order of
  /// subviews), as the script's `focus` and `--focus` pick it.
  public var firstTextInput: UIView? {
    guard let root = currentController?.viewIfLoaded else { return nil }
    func search(_ view: UIView) -> UIView? {
      if view is UIKeyInput, view.canBecomeFirstResponder, !view.isHidden { return view }
      for subview in view.subviews {
        if let found = search(subview) { return found }
      }
      return nil
    }
    return search(root)
  }

  /// Makes the first text input first responder; false if there is none.
  @discardableResult
  public func focusFirstTextInput() -> Bool {
    firstTextInput?.becomeFirstResponder() ?? false
  }
}
