import Foundation

/// The text field of a search bar (iOS 13's `UISearchTextField`): a `UITextField` with
/// the Search return key, drawn as iOS draws it, a rounded translucent-grey fill with a
/// magnifying glass before the text and the clear button while editing.
///
/// Inside a `UISearchBar` it tells the bar what happens to it, and the bar tells its
/// delegate; its own `delegate` stays the app's, as the field's text-field delegate
/// methods still apply.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
  /// The fill's corner radius (Flutter's `CupertinoSearchTextField`, whose look was
  /// compared with `UISearchTextField`: 9 points).
  static let cornerRadius: CGFloat = 9

  /// The search bar the field belongs to, if any.
  weak var searchBar: UISearchBar?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    returnKeyType = .search
    // The Search key is greyed out while the field is empty, as on iOS.
    enablesReturnKeyAutomatically = true
    clearButtonMode = .whileEditing
    placeholder = "Search"
    leftView = MagnifyingGlassView(frame: CGRect(x: 0, y: 0, width: MagnifyingGlassView.width, height: 20))
    leftViewMode = .always
  }

  public convenience init() {
    self.init(frame: .zero)
  }

  /// The search bar's delegate is asked first (`searchBarShouldBeginEditing`), then the
  /// field's own.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    if let searchBar, searchBar.delegate?.searchBarShouldBeginEditing(searchBar) == false { return false }
    return super.becomeFirstResponder()
  }

  open override var canResignFirstResponder: Bool {
    guard super.canResignFirstResponder else { return false }
    guard isFirstResponder, let searchBar else { return true }
    return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
  }

  /// Return is the Search key: the field's own Return handling, then the bar's delegate.
  open override func performReturn() {
    super.performReturn()
    searchBar?.searchButtonPressed()
  }

  open override func draw(in canvas: Canvas) {
    let local = CGRect(origin: .zero, size: bounds.size)
    if borderStyle == .none, backgroundColor == nil {
      canvas.fill(local, cornerRadius: Self.cornerRadius, color: .tertiarySystemFill)
    }
    super.draw(in: canvas)
  }
}
