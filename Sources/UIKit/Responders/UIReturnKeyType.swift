import Foundation

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
