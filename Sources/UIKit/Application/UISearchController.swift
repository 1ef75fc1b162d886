import Foundation

/// A search bar and what happens around it while the user searches, as iOS's
/// `UISearchController` in a navigation item (`navigationItem.searchController`).
///
/// The search becomes active when its bar's field begins editing (a tap on it: the
/// keyboard comes up) or when `isActive` is set; it then shows Cancel
/// (`automaticallyShowsCancelButton`), slides the navigation bar's title area away so the
/// search bar sits right under the status bar (`hidesNavigationBarDuringPresentation`,
/// over 0.3 s), dims the content below the bar (`obscuresBackgroundDuringPresentation`)
/// or shows the results controller's view there once there is text, and tells
/// `searchResultsUpdater`. Each change the user makes to the text tells it again.
/// Cancel clears the text, ends editing (the keyboard goes down) and ends the search,
/// which tells the updater once more, with `isActive` false.
///
/// Setting `isActive = true` activates without focusing the field, as on iOS, where apps
/// call `searchBar.becomeFirstResponder()` themselves (often in
/// `didPresentSearchController`); setting it false ends editing and keeps the text.
@preconcurrency @MainActor
open class UISearchController: UIViewController, NavigationItemSearch, SearchBarOwner {
  /// The bar's move as the search starts or ends (Flutter's `_kNavBarSearchDuration`, 0.3 s
  /// ease-in-out, eyeballed on an iPhone 15 with iOS 17.5; UIKit publishes none).
  static let barMoveDuration: TimeInterval = 0.3
  /// The dimming over the content while the search is active; iOS's colour is not
  /// published, so this is a light black.
  static let dimmingColor = UIColor(white: 0, alpha: 0.2)

  public let searchBar = UISearchBar()
  /// Shown below the bar while the search is active and `showsSearchResultsController`.
  public private(set) var searchResultsController: UIViewController?
  open weak var searchResultsUpdater: UISearchResultsUpdating?
  open weak var delegate: UISearchControllerDelegate?

  /// Dims the content below the bar while the search is active, and a tap on the dimming
  /// ends the search as Cancel does.
  open var obscuresBackgroundDuringPresentation = true { didSet { updatePresentedViews() } }
  /// The iOS 8 name of `obscuresBackgroundDuringPresentation`, which tutorials still use.
  @available(iOS, deprecated: 12.0, renamed: "obscuresBackgroundDuringPresentation")
  open var dimsBackgroundDuringPresentation: Bool {
    get { obscuresBackgroundDuringPresentation }
    set { obscuresBackgroundDuringPresentation = newValue }
  }
  /// While active, the navigation bar's title area slides away and the bar is the search
  /// bar alone (iPhone's default: true).
  open var hidesNavigationBarDuringPresentation = true
  /// Shows the search bar's Cancel while active.
  open var automaticallyShowsCancelButton = true
  /// Shows the results controller whenever the search bar has text (iOS 13's default).
  open var automaticallyShowsSearchResultsController = true
  /// Whether the results controller's view shows while active; follows the text when
  /// `automaticallyShowsSearchResultsController`.
  open var showsSearchResultsController = false { didSet { updatePresentedViews() } }

  /// The navigation item whose bar shows this search.
  weak var hostItem: UINavigationItem?

  private var active = false
  private let dimmingView = UIView()

  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    searchBar.owner = self
    if let searchResultsController {
      addChild(searchResultsController)
      searchResultsController.didMove(toParent: self)
    }
  }

  /// So that `UISearchController()` has a search bar too (iOS 11 showed none for it,
  /// radar 33563261; later versions do).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    searchBar.owner = self
  }

  // MARK: Active

  open var isActive: Bool {
    get { active }
    set { newValue ? activate() : deactivate() }
  }

  var hidesNavigationBarContent: Bool { active && hidesNavigationBarDuringPresentation }

  private func activate() {
    guard !active else { return }
    delegate?.willPresentSearchController(self)
    active = true
    if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
    updatePresentedViews()
    presentationDidChange { [weak self] in
      guard let self, self.active else { return }
      self.delegate?.didPresentSearchController(self)
    }
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  private func deactivate() {
    guard active else { return }
    delegate?.willDismissSearchController(self)
    active = false
    if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
    if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
    updatePresentedViews()
    presentationDidChange { [weak self] in
      guard let self, !self.active else { return }
      self.delegate?.didDismissSearchController(self)
    }
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  /// The navigation bar lays itself out again for the new state; a search bar in no
  /// navigation bar only lays out its Cancel.
  private func presentationDidChange(completion: @escaping () -> Void) {
    guard let bar = hostItem?.bar else {
      searchBar.setNeedsLayout()
      completion()
      return
    }
    bar.searchPresentationDidChange(animated: true, completion: completion)
  }

  /// Cancel, and a tap on the dimming: the text goes, then the search.
  private func cancelSearch() {
    searchBar.text = ""
    if automaticallyShowsSearchResultsController { showsSearchResultsController = false }
    deactivate()
  }

  // MARK: The search bar (SearchBarOwner)

  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
    activate()
  }

  func searchBarTextDidChange(_ searchBar: UISearchBar) {
    if automaticallyShowsSearchResultsController { showsSearchResultsController = !(searchBar.text ?? "").isEmpty }
    guard active else { return }
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  func searchBarCancelTapped(_ searchBar: UISearchBar) {
    cancelSearch()
  }

  // MARK: The view below the bar

  /// Transparent to touches where nothing shows, so with no dimming and no results the
  /// content below stays in reach, as on iOS.
  open override func loadView() {
    view = PassThroughView(frame: UIScreen.main.bounds)
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    dimmingView.backgroundColor = Self.dimmingColor
    dimmingView.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: Selector("dimmingTapped", UISearchController.dimmingTapped)))
    view.addSubview(dimmingView)
    if let results = searchResultsController?.view { view.addSubview(results) }
    updatePresentedViews()
  }

  /// The dimming and the results fill the area below the bar, which the navigation
  /// controller sizes.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    dimmingView.frame = view.bounds
    searchResultsController?.viewIfLoaded?.frame = view.bounds
  }

  func dimmingTapped() {
    cancelSearch()
  }

  private func updatePresentedViews() {
    guard isViewLoaded else { return }
    let showsResults = active && searchResultsController != nil && showsSearchResultsController
    searchResultsController?.viewIfLoaded?.isHidden = !showsResults
    dimmingView.isHidden = !(active && obscuresBackgroundDuringPresentation && !showsResults)
  }
}
