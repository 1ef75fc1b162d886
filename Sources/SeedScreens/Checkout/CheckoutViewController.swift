import Foundation
import UIKit

/// The checkout form, keeping its fields visible the way Apple's "Managing the Keyboard"
/// (Text Programming Guide for iOS, listing 5-1) and most apps do: the form is a scroll
/// view under the navigation bar and over the tab bar; when the keyboard's frame changes,
/// the part of it over the view, less the bottom safe area the scroll view already keeps
/// clear (the tab bar's), becomes the content inset's bottom, and the field being edited
/// is scrolled into what is left. Return goes to the next field; the pads, which have no
/// Return key, get a Done bar above the keys. "Add address…" presents the address sheet.
public final class CheckoutViewController: UIViewController, UITextFieldDelegate {
  let scrollView = UIScrollView()
  let nameField = CheckoutViewController.field("Full name", .default, .name)
  let emailField = CheckoutViewController.field("Email", .emailAddress, .emailAddress)
  let phoneField = CheckoutViewController.field("Phone", .phonePad, .telephoneNumber)
  let cardField = CheckoutViewController.field("Card number", .numberPad, .creditCardNumber)
  let expiryField = CheckoutViewController.field("MM/YY", .numbersAndPunctuation, nil)
  let cvcField = CheckoutViewController.field("CVC", .numberPad, nil)
  let addressLabel = UILabel()
  let addressButton = UIButton(type: .system)
  let payButton = UIButton(type: .system)
  private var fields: [UITextField] { [nameField, emailField, phoneField, cardField, expiryField, cvcField] }
  private weak var activeField: UITextField?
  private var observers: [NSObjectProtocol] = []

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Checkout"
    view.backgroundColor = .systemGroupedBackground
    scrollView.keyboardDismissMode = .interactive
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)

    addressLabel.text = "No shipping address"
    addressLabel.textColor = .secondaryLabel
    addressLabel.numberOfLines = 0
    addressButton.setTitle("Add address…", for: .normal)
    addressButton.addAction(UIAction { [weak self] _ in self?.presentAddressSheet() }, for: .touchUpInside)
    payButton.setTitle("Pay €75.00", for: .normal)
    payButton.setTitleColor(.white, for: .normal)
    payButton.backgroundColor = .systemBlue
    payButton.layer.cornerRadius = 12
    payButton.addAction(UIAction { [weak self] _ in self?.view.endEditing(true) }, for: .touchUpInside)

    let expiryRow = UIStackView(arrangedSubviews: [expiryField, cvcField])
    expiryRow.spacing = 12
    expiryRow.distribution = .fillEqually
    let stack = UIStackView(arrangedSubviews: [
      Self.header("Contact"), nameField, emailField, phoneField,
      Self.header("Payment"), cardField, expiryRow,
      Self.header("Shipping"), addressLabel, addressButton, payButton,
    ])
    stack.axis = .vertical
    stack.spacing = 10
    stack.setCustomSpacing(24, after: addressButton)
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
      stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
      payButton.heightAnchor.constraint(equalToConstant: 50),
    ])
    for field in fields {
      field.delegate = self
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
      if Self.hasNoReturnKey(field.keyboardType) { field.inputAccessoryView = doneBar() }
    }

    let center = NotificationCenter.default
    observers = [
      center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) {
        [weak self] notification in
        nonisolated(unsafe) let notification = notification
        MainActor.assumeIsolated { self?.keyboardWillChangeFrame(notification) }
      },
      center.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: .main) {
        [weak self] _ in
        MainActor.assumeIsolated { self?.scrollToActiveField() }
      },
    ]
  }

  isolated deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }

  /// The keyboard's end frame is in the screen's coordinates: converted into the view's, the
  /// part over the view less the bottom safe area is what the content must clear.
  func keyboardWillChangeFrame(_ notification: Notification) {
    guard let screen = view.window?.screen, (notification.object as AnyObject?) === screen,
      let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    else { return }
    let local = view.convert(frame, from: screen.coordinateSpace)
    let overlap = max(0, view.bounds.maxY - local.minY - view.safeAreaInsets.bottom)
    scrollView.contentInset.bottom = overlap
    scrollView.verticalScrollIndicatorInsets.bottom = overlap
  }

  /// The field being edited, scrolled into the part of the form the keyboard leaves.
  func scrollToActiveField() {
    guard let field = activeField, field.window != nil else { return }
    let rect = field.convert(field.bounds, to: scrollView).insetBy(dx: 0, dy: -8)
    scrollView.scrollRectToVisible(rect, animated: true)
  }

  public func textFieldDidBeginEditing(_ textField: UITextField) {
    activeField = textField
    // Moving between fields with the keyboard up posts no did-show (iOS 11 and later).
    if scrollView.contentInset.bottom > 0 { scrollToActiveField() }
  }

  public func textFieldDidEndEditing(_ textField: UITextField) {
    if activeField === textField { activeField = nil }
  }

  public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    guard let index = fields.firstIndex(of: textField), index + 1 < fields.count else {
      textField.resignFirstResponder()
      return false
    }
    fields[index + 1].becomeFirstResponder()
    return false
  }

  func presentAddressSheet() {
    let address = AddressViewController()
    address.onSave = { [weak self] text in
      self?.addressLabel.text = text
      self?.addressLabel.textColor = .label
      self?.addressButton.setTitle("Change address…", for: .normal)
    }
    let sheet = UINavigationController(rootViewController: address)
    sheet.modalPresentationStyle = .pageSheet
    sheet.sheetPresentationController?.prefersGrabberVisible = true
    present(sheet, animated: true)
  }

  private func doneBar() -> UIToolbar {
    let bar = UIToolbar()
    bar.items = [
      .flexibleSpace(),
      UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.nextField() }),
    ]
    bar.sizeToFit()
    return bar
  }

  /// Done on a pad: on to the next field, or away after the last.
  private func nextField() {
    guard let field = activeField else { return }
    _ = textFieldShouldReturn(field)
  }

  private static func hasNoReturnKey(_ type: UIKeyboardType) -> Bool {
    [.numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad].contains(type)
  }

  private static func field(_ placeholder: String, _ type: UIKeyboardType, _ content: UITextContentType?)
    -> UITextField
  {
    let field = UITextField()
    field.placeholder = placeholder
    field.borderStyle = .roundedRect
    field.backgroundColor = .secondarySystemGroupedBackground
    field.keyboardType = type
    field.textContentType = content
    field.returnKeyType = .next
    return field
  }

  private static func header(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text.uppercased()
    label.font = .systemFont(ofSize: 13)
    label.textColor = .secondaryLabel
    return label
  }
}
