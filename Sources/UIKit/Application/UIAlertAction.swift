import Foundation

/// A button of an alert: its title, style and what it does when tapped.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  public enum Style: Int, Sendable {
    case `default`
    /// Drawn bold; the alert's cancel button, at its end.
    case cancel
    /// Drawn red.
    case destructive
  }

  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }

  public let title: String?
  public let style: Style
  open var isEnabled = true
  let handler: ((UIAlertAction) -> Void)?
}
