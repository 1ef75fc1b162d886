import Foundation

/// A place in a text input's text, between two characters. Abstract, as on iOS: each
/// `UITextInput` hands out its own subclass and compares positions with
/// `compare(_:to:)` and `offset(from:to:)`.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
  public override init() {
    super.init()
  }
}
