/// What the keyboard types into: the first responder, when it adopts this.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
  var hasText: Bool { get }
  func insertText(_ text: String)
  func deleteBackward()
}

/// The key in the bottom-right corner of the keyboard.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`

  /// The key's title, as iOS shows it (English).
  public var title: String {
    switch self {
    case .default: "return"
    case .go: "go"
    case .google, .yahoo, .search: "search"
    case .join: "join"
    case .next: "next"
    case .route: "route"
    case .send: "send"
    case .done: "done"
    case .emergencyCall: "Emergency call"
    case .continue: "continue"
    }
  }
}

/// Text inputs the keyboard can serve: the Return key's title comes from here.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
  var returnKeyType: UIReturnKeyType { get set }
  var isSecureTextEntry: Bool { get set }
}
