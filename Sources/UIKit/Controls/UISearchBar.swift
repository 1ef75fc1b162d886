import Foundation

/// A search field with an optional Cancel button, as iOS 13 and later lay it out: a
/// 36-point `UISearchTextField` in a 56-point bar, the Cancel button at the end taking
/// room from the field when it shows.
///
/// The field is a real text input: a tap on it makes it first responder and the keyboard
/// comes up, and typing on either keyboard edits it through `UITextField`'s editing, which
/// the bar reports to its delegate (`searchBar(_:textDidChange:)` and the rest). The bar
/// forwards the text input traits and first responder to its field, as on iOS.
///
/// The numbers: the bar is 56 points high since iOS 11 (its intrinsic height went from 44
/// to 56: github.com/Esri/maps-app-ios/issues/67, github.com/jdisho/Papr/pull/67,
/// github.com/tidev/titanium-sdk/pull/9496); the field is 36 (Flutter's
/// `_kSearchFieldHeight`, its search navigation bar matched against iOS 17.5, and
/// github.com/organicmaps/organicmaps/pull/7386, "the default system's text field height"),
/// centred, so 10 above and 10 below; Cancel takes 67 points from the field (Flutter's
/// `_kSearchFieldCancelButtonWidth`, measured on an iPhone 15 with iOS 17.5). The field
/// is 8 points in from the bar's sides on its own and 16 in a navigation bar, the bar's
/// margins, so it lines up with the large title.
@preconcurrency @MainActor
open class UISearchBar: UIView, UITextInputTraits {
  static let height: CGFloat = 56
  static let fieldHeight: CGFloat = 36
  static let standaloneInset: CGFloat = 8
  static let cancelRoom: CGFloat = 67
  static let cancelFont = UIFont.systemFont(ofSize: 17)

  /// The search field (iOS 13's `searchTextField`).
  public let searchTextField = UISearchTextField()
  open weak var delegate: UISearchBarDelegate?
  /// The search controller the bar belongs to: told as the delegate is.
  weak var owner: (any SearchBarOwner)?

  /// How far the field is in from the bar's sides; a navigation bar sets its margins.
  var horizontalInset: CGFloat = UISearchBar.standaloneInset { didSet { setNeedsLayout() } }

  private let cancelButton = UIButton(type: .system)
  private var cancelShown = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    searchTextField.searchBar = self
    addSubview(searchTextField)
    cancelButton.setTitle("Cancel", for: .normal)
    cancelButton.titleLabel?.font = Self.cancelFont
    cancelButton.isHidden = true
    cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
    addSubview(cancelButton)
    searchTextField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.delegate?.searchBarTextDidBeginEditing(self)
        self.owner?.searchBarTextDidBeginEditing(self)
      }, for: .editingDidBegin)
    searchTextField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.delegate?.searchBar(self, textDidChange: self.text ?? "")
        self.owner?.searchBarTextDidChange(self)
      }, for: .editingChanged)
    searchTextField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.delegate?.searchBarTextDidEndEditing(self)
      }, for: .editingDidEnd)
  }

  public convenience init() {
    self.init(frame: .zero)
  }

  // MARK: Content

  /// The field's text; setting it tells no one, as on iOS.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// The field's placeholder, "Search" unless set.
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }

  // MARK: The Cancel button

  open var showsCancelButton: Bool {
    get { cancelShown }
    set { setShowsCancelButton(newValue, animated: false) }
  }

  /// Shows or hides Cancel; the field gives up its room or takes it back, sliding along
  /// any animation block this is called in.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    guard showsCancelButton != cancelShown else { return }
    cancelShown = showsCancelButton
    cancelButton.isHidden = !showsCancelButton
    setNeedsLayout()
  }

  private func cancelTapped() {
    delegate?.searchBarCancelButtonClicked(self)
    owner?.searchBarCancelTapped(self)
  }

  /// The field's Return (the Search key).
  func searchButtonPressed() {
    delegate?.searchBarSearchButtonClicked(self)
  }

  // MARK: First responder (the field's)

  open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
  open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

  @discardableResult
  open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

  @discardableResult
  open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

  // MARK: Text input traits (the field's)

  open var returnKeyType: UIReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }
  open var isSecureTextEntry: Bool {
    get { searchTextField.isSecureTextEntry }
    set { searchTextField.isSecureTextEntry = newValue }
  }
  open var keyboardType: UIKeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }
  open var keyboardAppearance: UIKeyboardAppearance {
    get { searchTextField.keyboardAppearance }
    set { searchTextField.keyboardAppearance = newValue }
  }
  open var autocapitalizationType: UITextAutocapitalizationType {
    get { searchTextField.autocapitalizationType }
    set { searchTextField.autocapitalizationType = newValue }
  }
  open var autocorrectionType: UITextAutocorrectionType {
    get { searchTextField.autocorrectionType }
    set { searchTextField.autocorrectionType = newValue }
  }
  open var spellCheckingType: UITextSpellCheckingType {
    get { searchTextField.spellCheckingType }
    set { searchTextField.spellCheckingType = newValue }
  }
  open var textContentType: UITextContentType! {
    get { searchTextField.textContentType }
    set { searchTextField.textContentType = newValue }
  }
  open var enablesReturnKeyAutomatically: Bool {
    get { searchTextField.enablesReturnKeyAutomatically }
    set { searchTextField.enablesReturnKeyAutomatically = newValue }
  }

  // MARK: Size and layout

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = bounds.width > 0 ? bounds.width : (window?.screen ?? UIScreen.main).bounds.width
    return CGSize(width: width, height: Self.height)
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let inset = horizontalInset
    let fieldWidth = bounds.width - 2 * inset - (cancelShown ? Self.cancelRoom : 0)
    let field = CGRect(
      x: inset, y: (bounds.height - Self.fieldHeight) / 2, width: max(0, fieldWidth), height: Self.fieldHeight)
    searchTextField.frame = field
    let cancelWidth = cancelButton.intrinsicContentSize.width
    cancelButton.frame = CGRect(
      x: bounds.width - inset - cancelWidth, y: field.minY, width: max(0, cancelWidth), height: field.height)
  }
}
