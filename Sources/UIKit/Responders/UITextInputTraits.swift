import Foundation

/// How a text input wants the keyboard to behave. On iOS every member is optional; here
/// each has a default (iOS's) in the extension below, so an input adopts the protocol and
/// implements only what it changes.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
  var returnKeyType: UIReturnKeyType { get set }
  var isSecureTextEntry: Bool { get set }
  var keyboardType: UIKeyboardType { get set }
  var keyboardAppearance: UIKeyboardAppearance { get set }
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  var autocorrectionType: UITextAutocorrectionType { get set }
  var spellCheckingType: UITextSpellCheckingType { get set }
  var textContentType: UITextContentType! { get set }
  /// Return is disabled while the input has no text.
  var enablesReturnKeyAutomatically: Bool { get set }
}

extension UITextInputTraits {
  public var returnKeyType: UIReturnKeyType {
    get { .default }
    set {}
  }
  public var isSecureTextEntry: Bool {
    get { false }
    set {}
  }
  public var keyboardType: UIKeyboardType {
    get { .default }
    set {}
  }
  public var keyboardAppearance: UIKeyboardAppearance {
    get { .default }
    set {}
  }
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { .sentences }
    set {}
  }
  public var autocorrectionType: UITextAutocorrectionType {
    get { .default }
    set {}
  }
  public var spellCheckingType: UITextSpellCheckingType {
    get { .default }
    set {}
  }
  public var textContentType: UITextContentType! {
    get { nil }
    set {}
  }
  public var enablesReturnKeyAutomatically: Bool {
    get { false }
    set {}
  }
}
