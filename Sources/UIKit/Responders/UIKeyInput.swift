/// What the keyboard types into: the first responder, when it adopts this.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
  var hasText: Bool { get }
  func insertText(_ text: String)
  func deleteBackward()
}
