import Foundation

/// A run of a text input's text between two positions (`start` never after `end`).
/// Abstract, as on iOS: the input that made it knows what its positions mean.
@preconcurrency @MainActor
open class UITextRange: NSObject {
  public override init() {
    super.init()
  }

  open var start: UITextPosition {
    preconditionFailure("UITextRange is abstract: \(type(of: self)) must override start")
  }

  open var end: UITextPosition {
    preconditionFailure("UITextRange is abstract: \(type(of: self)) must override end")
  }

  /// Whether the range covers no text (a caret).
  open var isEmpty: Bool {
    preconditionFailure("UITextRange is abstract: \(type(of: self)) must override isEmpty")
  }
}
