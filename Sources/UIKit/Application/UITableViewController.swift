import Foundation

/// A controller whose view is a table view it feeds: data source and delegate by
/// default, every method of both open for subclasses to override (as iOS code writes
/// `override func tableView(_:cellForRowAt:)`).
///
/// It keeps the row being edited above the keyboard by itself, as UIKit's has since
/// iOS 3 ("if you use a UITableViewController … it'll handle adjusting the table's
/// scroll offset automatically to ensure that the firstResponder isn't covered up when
/// the keyboard is shown", techtakes.wordpress.com; the contentInset it sets is the one
/// openradar 5016 traces to `_adjustForAutomaticKeyboardInfo:animated:lastAdjustment:`):
/// when the keyboard shows or changes frame, the table's bottom `contentInset` grows by
/// the part of the table the keyboard covers (less what the scroll view's own bottom
/// adjustment already leaves), inside the keyboard's animation, and the first
/// responder's row is scrolled into view; when the keyboard hides, the inset goes back.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let tableStyle: UITableView.Style
  /// Whether `viewWillAppear` deselects the selected rows.
  open var clearsSelectionOnViewWillAppear = true
  // Removed in deinit, which is not isolated; touched only on the main actor otherwise.
  nonisolated(unsafe) private var keyboardObservers: [NSObjectProtocol] = []
  /// What this controller added to the table's bottom inset for the keyboard.
  private var keyboardInset: CGFloat = 0

  public init(style: UITableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A plain table, as on iOS; `UITableViewController()` comes here too.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// The controller's view, as a table view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
    table.dataSource = self
    table.delegate = self
    view = table
    observeKeyboard()
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView else { return }
    for row in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: row, animated: animated) }
  }

  // MARK: UITableViewDataSource

  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

  // MARK: UITableViewDelegate

  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  // MARK: UIScrollViewDelegate

  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

  // MARK: The keyboard

  private func observeKeyboard() {
    guard keyboardObservers.isEmpty else { return }
    let center = NotificationCenter.default
    let frameChanges = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification]
    for name in frameChanges {
      keyboardObservers.append(
        center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
          let screen = note.object.map { ObjectIdentifier($0 as AnyObject) }
          let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
          MainActor.assumeIsolated { self?.keyboardWillChangeFrame(to: end, screen: screen) }
        })
    }
    keyboardObservers.append(
      center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) {
        [weak self] note in
        let screen = note.object.map { ObjectIdentifier($0 as AnyObject) }
        MainActor.assumeIsolated { self?.keyboardWillHide(screen: screen) }
      })
    // Moving between fields while the keyboard is up posts no keyboard notification
    // (iOS 16): the new field's row is scrolled into view when its editing begins.
    keyboardObservers.append(
      center.addObserver(forName: UITextField.textDidBeginEditingNotification, object: nil, queue: .main) {
        [weak self] _ in
        MainActor.assumeIsolated { self?.editingDidBegin() }
      })
  }

  /// Whether a keyboard notification is about this controller's screen (the object is
  /// the screen, as from iOS 16.1).
  private func isThisScreen(_ screen: ObjectIdentifier?) -> Bool {
    guard let own = viewIfLoaded?.window?.screen else { return false }
    return screen == ObjectIdentifier(own)
  }

  private func keyboardWillChangeFrame(to end: CGRect?, screen: ObjectIdentifier?) {
    guard isThisScreen(screen), let end, let table = viewIfLoaded as? UITableView, let window = table.window
    else { return }
    let tableInWindow = table.convert(table.bounds, to: window)
    let keyboard = window.convert(end, from: window.screen.coordinateSpace)
    let overlap = max(0, tableInWindow.maxY - max(keyboard.minY, tableInWindow.minY))
    // What the scroll view adds at the bottom by itself (the safe area) already lies
    // under the keyboard.
    let systemBottom = table.adjustedContentInset.bottom - table.contentInset.bottom
    setKeyboardInset(max(0, overlap - systemBottom), of: table)
    scrollFirstResponderIntoView(in: table)
  }

  private func keyboardWillHide(screen: ObjectIdentifier?) {
    guard isThisScreen(screen), let table = viewIfLoaded as? UITableView else { return }
    setKeyboardInset(0, of: table)
  }

  private func editingDidBegin() {
    guard keyboardInset > 0, let table = viewIfLoaded as? UITableView else { return }
    scrollFirstResponderIntoView(in: table, animated: true)
  }

  private func setKeyboardInset(_ inset: CGFloat, of table: UITableView) {
    guard inset != keyboardInset else { return }
    var insets = table.contentInset
    insets.bottom += inset - keyboardInset
    keyboardInset = inset
    table.contentInset = insets
    table.verticalScrollIndicatorInsets.bottom = insets.bottom
  }

  /// Scrolls as little as shows the first responder's row whole: inside the keyboard's
  /// animation block it moves with the keyboard.
  private func scrollFirstResponderIntoView(in table: UITableView, animated: Bool = false) {
    guard let responder = table.window?.firstResponder as? UIView, responder.isDescendant(of: table) else { return }
    var view: UIView? = responder
    while let v = view, !(v is UITableViewCell && v.superview === table) { view = v.superview }
    guard let cell = view as? UITableViewCell, let row = table.indexPath(for: cell) else { return }
    table.scrollToRow(at: row, at: .none, animated: animated)
  }

  deinit {
    for observer in keyboardObservers { NotificationCenter.default.removeObserver(observer) }
  }
}
