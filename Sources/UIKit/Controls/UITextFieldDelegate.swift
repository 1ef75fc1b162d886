import Foundation

/// What a text field asks and tells its delegate. Every method has a default (allow, do
/// nothing), the Swift form of the Objective-C protocol's optional methods, so an
/// adopter implements only what it needs.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Asked before the field becomes first responder; false keeps it from editing.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Asked before the field resigns (not when it is forced to, by `endEditing(true)`).
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Asked before every edit the user makes: `range` (UTF-16 units, as in UIKit) of the
  /// current text is to be replaced by `string` ("" for a deletion).
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool
  /// The caret moved (or the text changed under it).
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Asked when the clear button is tapped.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Asked when Return is pressed; see `UITextField.performReturn()` for what follows.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
