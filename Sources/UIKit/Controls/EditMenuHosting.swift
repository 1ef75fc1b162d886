import Foundation

/// What shows the edit menu for a text input: its window, which puts the menu over
/// everything else, and takes it away when a touch begins elsewhere or the content
/// scrolls.
@MainActor
protocol EditMenuHosting: AnyObject {
  /// Shows `actions` for `responder`, above `rect` (window coordinates), or below it when
  /// there is no room above.
  func showEditMenu(_ actions: [StandardEditAction], for responder: UIResponder, around rect: CGRect)
  /// Hides the menu if it is `responder`'s.
  func hideEditMenu(for responder: UIResponder)
}
