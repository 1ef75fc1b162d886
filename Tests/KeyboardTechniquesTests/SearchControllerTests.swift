import Foundation
import Testing
import UIKit
import UIKitTesting

/// A list filtered by the search bar in its navigation bar, as Apple's sample and the
/// tutorials write it: a `UITableViewController` that is its own results
/// (`searchResultsController: nil`), its search controller in its navigation item,
/// filtering in `updateSearchResults(for:)`.
final class GroceryListViewController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate {
  let groceries = ["Apples", "Bread", "Milk", "Oat milk", "Eggs", "Butter"]
  var filteredGroceries: [String] = []
  let searchController = UISearchController(searchResultsController: nil)
  /// What each `updateSearchResults(for:)` saw: the search text and whether the search
  /// was active.
  var updates: [(text: String, isActive: Bool)] = []
  var searchButtonClicks = 0

  var isFiltering: Bool {
    searchController.isActive && !(searchController.searchBar.text ?? "").isEmpty
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Groceries"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    searchController.searchResultsUpdater = self
    searchController.obscuresBackgroundDuringPresentation = false
    searchController.searchBar.placeholder = "Search Groceries"
    searchController.searchBar.delegate = self
    navigationItem.searchController = searchController
    navigationItem.hidesSearchBarWhenScrolling = false
    definesPresentationContext = true
  }

  func updateSearchResults(for searchController: UISearchController) {
    let searchText = searchController.searchBar.text ?? ""
    updates.append((searchText, searchController.isActive))
    filteredGroceries = groceries.filter { $0.lowercased().contains(searchText.lowercased()) }
    tableView.reloadData()
  }

  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    searchButtonClicks += 1
    searchBar.resignFirstResponder()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    isFiltering ? filteredGroceries.count : groceries.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = isFiltering ? filteredGroceries[indexPath.row] : groceries[indexPath.row]
    return cell
  }
}

/// Apple's "Table Search with UISearchController" layout: the results in a table
/// controller of their own, shown over the list once there is text, the list dimmed until
/// then; the delegate logs the presentation and focuses the field when code starts the
/// search (`isActive = true` focuses nothing by itself).
final class ProductsViewController: UIViewController, UISearchControllerDelegate, UISearchResultsUpdating {
  let resultsTableController = UITableViewController(style: .plain)
  lazy var searchController = UISearchController(searchResultsController: resultsTableController)
  let headerLabel = UILabel()
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Products"
    view.backgroundColor = .systemBackground
    searchController.delegate = self
    searchController.searchResultsUpdater = self
    searchController.searchBar.autocapitalizationType = .none
    navigationItem.searchController = searchController
    definesPresentationContext = true
    headerLabel.text = "All products"
    headerLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(headerLabel)
    NSLayoutConstraint.activate([
      headerLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      headerLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
    ])
  }

  func updateSearchResults(for searchController: UISearchController) {
    log.append("update \(searchController.searchBar.text ?? "")")
  }

  func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
  func didPresentSearchController(_ searchController: UISearchController) {
    log.append("didPresent")
    searchController.searchBar.becomeFirstResponder()
  }
  func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
  func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
}

@MainActor
@Suite struct SearchControllerTests {
  func button(titled title: String, in tester: ScreenTester) throws -> UIButton {
    try #require(tester.views(of: UIButton.self).first { $0.title(for: .normal) == title && tester.isVisible($0) })
  }

  func makeList(largeTitles: Bool = false) -> (UINavigationController, GroceryListViewController) {
    let list = GroceryListViewController(style: .plain)
    let navigation = UINavigationController(rootViewController: list)
    navigation.navigationBar.prefersLargeTitles = largeTitles
    return (navigation, list)
  }

  @Test(arguments: Devices.all)
  func theSearchBarSitsUnderTheTitleAndTheSafeAreaBelowIt(device: DeviceProfile) throws {
    let (navigation, list) = makeList()
    let tester = ScreenTester(navigation, device: device)
    defer { tester.tearDown() }
    try tester.settle()
    let top = device.safeAreaInsets.top  // 20, 47, 59: the status bar
    let width = device.size.width  // 375, 390, 430
    let searchBar = list.searchController.searchBar
    // The 44-point title row, then the 56-point search bar: 100 points under the status
    // bar (y 20…120, 47…147, 59…159).
    #expect(tester.frame(of: navigation.navigationBar) == CGRect(x: 0, y: top, width: width, height: 44 + 56))
    #expect(tester.frame(of: searchBar) == CGRect(x: 0, y: top + 44, width: width, height: 56))
    // The field: 16 in from each side (the bar's margins), 10 under the search bar's top,
    // 36 high: x 16, y top + 54, 375 − 32 = 343 (358, 398) wide.
    #expect(
      tester.frame(of: searchBar.searchTextField)
        == CGRect(x: 16, y: top + 44 + 10, width: width - 2 * 16, height: 36))
    // The list's safe area, and so its table's inset, start below the search bar:
    // 20 + 100 = 120, 47 + 100 = 147, 59 + 100 = 159.
    #expect(list.view.safeAreaInsets.top == top + 100)
    #expect(list.tableView.adjustedContentInset.top == top + 100)
    #expect(list.tableView.contentOffset.y == -(top + 100))
    #expect(tester.drawnTexts().contains { $0.string == "Groceries" })
    #expect(tester.drawnTexts().contains { $0.string == "Search Groceries" })
    #expect(searchBar.searchTextField.returnKeyType == .search)
    #expect(!list.searchController.isActive)
  }

  @Test(arguments: Devices.all)
  func withLargeTitlesTheSearchBarIsUnderTheLargeTitle(device: DeviceProfile) throws {
    let (navigation, list) = makeList(largeTitles: true)
    let tester = ScreenTester(navigation, device: device)
    defer { tester.tearDown() }
    try tester.settle()
    let top = device.safeAreaInsets.top
    // The row (44), the large title (52), the search bar (56): 152 points.
    #expect(
      tester.frame(of: navigation.navigationBar) == CGRect(x: 0, y: top, width: device.size.width, height: 44 + 52 + 56)
    )
    #expect(tester.frame(of: list.searchController.searchBar).minY == top + 44 + 52)
    // 20 + 152 = 172, 47 + 152 = 199, 59 + 152 = 211.
    #expect(list.view.safeAreaInsets.top == top + 152)
  }

  /// The search from a tap on the field to Cancel: the keyboard up, the bar moved up,
  /// the results updated at each key, then everything back.
  @Test(arguments: Devices.all)
  func tapTypeAndCancel(device: DeviceProfile) throws {
    let (navigation, list) = makeList()
    let tester = ScreenTester(navigation, device: device)
    defer { tester.tearDown() }
    try tester.settle()
    let top = device.safeAreaInsets.top
    let width = device.size.width
    let searchBar = list.searchController.searchBar

    try tester.tap(searchBar.searchTextField)
    #expect(tester.firstResponder === searchBar.searchTextField)
    #expect(list.searchController.isActive)
    // Becoming active tells the updater once, with the empty text.
    #expect(list.updates.count == 1)
    #expect(list.updates.last?.text == "")
    #expect(list.updates.last?.isActive == true)
    // The bar slides: 100 points high before, 56 after, in between on the way (0.3 s is
    // 18 frames; after 9 it is still moving).
    tester.pump(frames: 9)
    let sliding = tester.presentedFrame(of: navigation.navigationBar).height
    #expect(sliding > 56 && sliding < 100)
    try tester.settle()

    // The keyboard rests at the bottom: its top at 667 − 216 = 451, 844 − 291 = 553,
    // 932 − 301 = 631.
    #expect(tester.isKeyboardShown)
    #expect(
      tester.keyboardFrameOnScreen
        == CGRect(x: 0, y: Devices.keyboardTop(device), width: width, height: device.keyboardHeight))
    // The title row has slid away: the bar is the search bar alone, under the status bar
    // (56 high), and the list's safe area starts under it: 20 + 56 = 76, 47 + 56 = 103,
    // 59 + 56 = 115.
    #expect(tester.frame(of: navigation.navigationBar) == CGRect(x: 0, y: top, width: width, height: 56))
    #expect(tester.frame(of: searchBar) == CGRect(x: 0, y: top, width: width, height: 56))
    #expect(list.view.safeAreaInsets.top == top + 56)
    #expect(list.tableView.adjustedContentInset.top == top + 56)
    #expect(!tester.drawnTexts().contains { $0.string == "Groceries" })
    // Cancel has taken 67 points from the field: 375 − 32 − 67 = 276 (291, 331) wide.
    let cancel = try button(titled: "Cancel", in: tester)
    #expect(searchBar.showsCancelButton)
    #expect(
      tester.frame(of: searchBar.searchTextField) == CGRect(x: 16, y: top + 10, width: width - 32 - 67, height: 36))

    // Each key is a change: four more updates, the last one with the whole word.
    try tester.typeOnKeyboard("milk")
    #expect(searchBar.text == "milk")
    #expect(list.updates.count == 1 + 4)
    #expect(list.updates.map(\.text) == ["", "m", "mi", "mil", "milk"])
    // "Milk" and "Oat milk".
    #expect(list.tableView.numberOfRows(inSection: 0) == 2)

    try tester.tap(cancel)
    try tester.settle()
    #expect(!tester.isKeyboardShown)
    #expect(tester.firstResponder == nil)
    #expect(searchBar.text == "")
    #expect(!list.searchController.isActive)
    #expect(!searchBar.showsCancelButton)
    // Ending the search tells the updater once more, inactive, with the text cleared.
    #expect(list.updates.count == 1 + 4 + 1)
    #expect(list.updates.last?.text == "")
    #expect(list.updates.last?.isActive == false)
    // All six groceries again.
    #expect(list.tableView.numberOfRows(inSection: 0) == 6)
    // Everything is back: 100 points of bar, the safe area under it.
    #expect(tester.frame(of: navigation.navigationBar) == CGRect(x: 0, y: top, width: width, height: 100))
    #expect(list.view.safeAreaInsets.top == top + 100)
    #expect(tester.frame(of: searchBar.searchTextField).width == width - 32)
    #expect(tester.drawnTexts().contains { $0.string == "Groceries" })
  }

  /// The hardware keyboard types into the field too, and its Return is the Search key,
  /// which the tutorial's delegate answers by ending editing: the keyboard goes, the
  /// search stays (Cancel still shows, the text stays).
  @Test(arguments: Devices.all)
  func hardwareTypingAndTheSearchKey(device: DeviceProfile) throws {
    let (navigation, list) = makeList()
    let tester = ScreenTester(navigation, device: device)
    defer { tester.tearDown() }
    try tester.settle()
    let searchBar = list.searchController.searchBar
    try tester.tap(searchBar.searchTextField)
    try tester.settle()
    for key in ["b", "r", "e"] { try tester.type(key) }
    // One update on becoming active, one per key: 1 + 3.
    #expect(list.updates.map(\.text) == ["", "b", "br", "bre"])
    // "Bread".
    #expect(list.tableView.numberOfRows(inSection: 0) == 1)
    tester.press(.enter)
    try tester.settle()
    #expect(list.searchButtonClicks == 1)
    #expect(!tester.isKeyboardShown)
    #expect(list.searchController.isActive)
    #expect(searchBar.text == "bre")
    // Still 1 + 3: the Search key changes no text.
    #expect(list.updates.count == 4)
    _ = try button(titled: "Cancel", in: tester)
  }

  /// `isActive = true` in code starts the search without focusing the field, as on iOS:
  /// apps focus it themselves.
  @Test func settingIsActiveStartsTheSearchWithoutTheKeyboard() throws {
    let (navigation, list) = makeList()
    let tester = ScreenTester(navigation, device: .iPhone14)
    defer { tester.tearDown() }
    try tester.settle()
    list.searchController.isActive = true
    try tester.settle()
    #expect(!tester.isKeyboardShown)
    #expect(list.updates.count == 1)
    // 47 + 56: the bar is the search bar alone.
    #expect(list.view.safeAreaInsets.top == 103)
    list.searchController.searchBar.becomeFirstResponder()
    try tester.settle()
    #expect(tester.isKeyboardShown)
    #expect(tester.firstResponder === list.searchController.searchBar.searchTextField)
    list.searchController.isActive = false
    try tester.settle()
    #expect(!tester.isKeyboardShown)
    // 47 + 100: the title row is back.
    #expect(list.view.safeAreaInsets.top == 147)
  }

  /// The results controller's view covers the screen below the search bar once there is
  /// text; before that the list below is dimmed, and a tap on the dimming ends the search
  /// as Cancel does.
  @Test(arguments: Devices.all)
  func theResultsShowOnceThereIsTextAndTheDimmingCancels(device: DeviceProfile) throws {
    let products = ProductsViewController()
    let navigation = UINavigationController(rootViewController: products)
    let tester = ScreenTester(navigation, device: device)
    defer { tester.tearDown() }
    try tester.settle()
    let top = device.safeAreaInsets.top
    let size = device.size
    let searchController = products.searchController
    let results = try #require(products.resultsTableController.view)
    // The label 8 under the safe area's top: 20 + 100 + 8 = 128, 155, 167.
    #expect(tester.frame(of: products.headerLabel).minY == top + 100 + 8)

    try tester.tap(searchController.searchBar.searchTextField)
    try tester.settle()
    #expect(products.log == ["willPresent", "update ", "didPresent"])
    #expect(!tester.isVisible(results))
    // The dimming covers everything below the 56-point bar: from 20 + 56 = 76 (103, 115)
    // to the bottom, so the label (now at 76 + 8, 111, 123) is under it.
    let dimming = try #require(searchController.view.subviews.first)
    #expect(tester.isVisible(dimming))
    #expect(tester.frame(of: dimming) == CGRect(x: 0, y: top + 56, width: size.width, height: size.height - top - 56))
    #expect(tester.frame(of: products.headerLabel).minY == top + 56 + 8)

    try tester.typeOnKeyboard("tea")
    #expect(products.log.suffix(3) == ["update t", "update te", "update tea"])
    #expect(tester.isVisible(results))
    #expect(!tester.isVisible(dimming))
    #expect(tester.frame(of: results) == CGRect(x: 0, y: top + 56, width: size.width, height: size.height - top - 56))
    // Deleting back to nothing hides the results again.
    for _ in 0..<3 { try tester.tapKey(.backspace) }
    #expect(!tester.isVisible(results))
    #expect(tester.isVisible(dimming))

    // A tap on the dimming, below the keyboard's reach (halfway between the bar and the
    // keyboard), ends the search: the keyboard goes, the bar comes back.
    let y = (top + 56 + Devices.keyboardTop(device)) / 2
    tester.tap(at: CGPoint(x: size.width / 2, y: y))
    try tester.settle()
    #expect(!searchController.isActive)
    #expect(!tester.isKeyboardShown)
    #expect(products.log.suffix(3) == ["willDismiss", "update ", "didDismiss"])
    #expect(dimming.window == nil)
    #expect(tester.frame(of: products.headerLabel).minY == top + 100 + 8)
  }

  /// With `hidesNavigationBarDuringPresentation = false` the title stays and the bar keeps
  /// its 100 points; only Cancel comes in.
  @Test(arguments: Devices.all)
  func aSearchThatKeepsTheNavigationBar(device: DeviceProfile) throws {
    let (navigation, list) = makeList()
    list.searchController.hidesNavigationBarDuringPresentation = false
    let tester = ScreenTester(navigation, device: device)
    defer { tester.tearDown() }
    try tester.settle()
    let top = device.safeAreaInsets.top
    let width = device.size.width
    try tester.tap(list.searchController.searchBar.searchTextField)
    try tester.settle()
    #expect(list.searchController.isActive)
    #expect(tester.frame(of: navigation.navigationBar) == CGRect(x: 0, y: top, width: width, height: 100))
    #expect(list.view.safeAreaInsets.top == top + 100)
    #expect(tester.drawnTexts().contains { $0.string == "Groceries" })
    // 44 under the bar's top, 10 under the search bar's; 67 narrower for Cancel.
    #expect(
      tester.frame(of: list.searchController.searchBar.searchTextField)
        == CGRect(x: 16, y: top + 44 + 10, width: width - 32 - 67, height: 36))
  }

  /// A pushed screen without search has the plain 44-point bar; back on the list, the
  /// search bar is there again.
  @Test func aPushedScreenWithoutSearchHasThePlainBar() throws {
    let (navigation, list) = makeList()
    let tester = ScreenTester(navigation, device: .iPhone14)
    defer { tester.tearDown() }
    try tester.settle()
    let top: CGFloat = 47  // the iPhone 14's status bar
    let detail = UIViewController()
    detail.title = "Milk"
    navigation.pushViewController(detail, animated: false)
    try tester.settle()
    // 44 under the 47-point status bar.
    #expect(tester.frame(of: navigation.navigationBar) == CGRect(x: 0, y: top, width: 390, height: 44))
    #expect(list.searchController.searchBar.window == nil)
    #expect(detail.view.safeAreaInsets.top == top + 44)
    navigation.popViewController(animated: false)
    try tester.settle()
    // 44 + 56 again, the search bar under the 44-point row.
    #expect(tester.frame(of: navigation.navigationBar) == CGRect(x: 0, y: top, width: 390, height: 100))
    #expect(tester.frame(of: list.searchController.searchBar) == CGRect(x: 0, y: top + 44, width: 390, height: 56))
  }

  /// The delegate's `didPresentSearchController` focusing the field, as apps do after
  /// `isActive = true`.
  @Test func focusingTheFieldWhenTheSearchHasAppeared() throws {
    let products = ProductsViewController()
    let tester = ScreenTester(UINavigationController(rootViewController: products), device: .iPhone14)
    defer { tester.tearDown() }
    try tester.settle()
    products.searchController.isActive = true
    #expect(!tester.isKeyboardShown)
    try tester.settle()
    #expect(products.log == ["willPresent", "update ", "didPresent"])
    #expect(tester.firstResponder === products.searchController.searchBar.searchTextField)
    // 844 − 291.
    #expect(tester.keyboardFrameOnScreen?.minY == 553)
  }
}
